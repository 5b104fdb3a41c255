/** Times of day: clock times ('2:10 am', '14:30', "7 o'clock") and parts of the day ('at dawn', 'over lunch'). */
import { numberWordValue } from '../../text/markers.js';
import { cue, type TemporalRule } from './rule.js';
import { TEMPORAL_CUE_WEIGHTS as W } from './weights.js';
import { FOOD_BEFORE, PARTS_OF_DAY } from './words.js';

/** Clock times, 12-hour, 24-hour and "o'clock". */
export const CLOCK_RULES: TemporalRule[] = [
  // 2:10 am, 9 pm, 9.30 p.m.
  {
    pattern: /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.m\.?|p\.m\.?|am|pm)(?![a-z])/gi,
    build: (m) => {
      let hour = Number(m[1]);
      if (hour > 12 || hour === 0) return undefined;
      const pm = m[3]!.toLowerCase().startsWith('p');
      if (hour === 12) hour = pm ? 12 : 0;
      else if (pm) hour += 12;
      return cue(m, {
        kind: 'absolute',
        point: { minutes: hour * 60 + Number(m[2] ?? 0), precision: m[2] ? 'minute' : 'hour' },
      });
    },
  },
  // 14:30, 9:20, 10:05 (24-hour clock; 1:00 to 11:59 may be a 12-hour one without am or pm)
  {
    pattern: /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b(?!\s*(?:a\.?m|p\.?m)|[:/]\d)/gi,
    build: (m) => {
      const hour = Number(m[1]);
      return cue(m, {
        kind: 'absolute',
        point: {
          minutes: hour * 60 + Number(m[2]),
          precision: 'minute',
          ...(hour >= 1 && hour <= 11 && !m[1]!.startsWith('0') ? { halfDayOpen: true as const } : {}),
        },
      });
    },
  },
  // 7 o'clock
  {
    pattern: /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock\b/gi,
    build: (m) => {
      const hour = /\d/.test(m[1]!) ? Number(m[1]) : numberWordValue(m[1]!);
      if (hour === undefined) return undefined;
      return cue(m, {
        kind: 'absolute',
        point: {
          minutes: hour * 60,
          precision: 'hour',
          ...(hour >= 1 && hour <= 11 ? { halfDayOpen: true as const } : {}),
        },
      });
    },
  },
];

/** A part of the day as a moment ('at dawn'), not a habit ('every morning') or a meal as food ('my lunch'). */
export const PART_OF_DAY_RULES: TemporalRule[] = [
  {
    pattern:
      /\b(dawn|daybreak|sunrise|first light|breakfast|mid-morning|morning|midday|noon|lunchtime|lunch|afternoon|teatime|dusk|sunset|evening|dinner|supper|midnight|night|bedtime)\b/gi,
    build: (m, sentence) => {
      const before = sentence.slice(Math.max(0, m.index - 24), m.index).toLowerCase();
      // 'every morning', 'through the night' describe habits or durations, not a moment.
      if (
        /\b(every|each|all|through|throughout|overnight|good)\s+(the\s+)?((long|whole|entire|same)\s+)?$/.test(
          before,
        )
      )
        return undefined;
      // 'the night's events' names a night, not a moment in it; 'my lunch', 'a packed lunch' is food.
      if (/^['’]s\b/.test(sentence.slice(m.index + m[0].length))) return undefined;
      // 'after a night of heavy rain', 'an evening of music': a stretch of time, not a moment.
      if (
        /\b(?:a|an|one|another)\s+(?:[a-z]+\s+)?$/i.test(before) &&
        /^\s+of\b/.test(sentence.slice(m.index + m[0].length))
      )
        return undefined;
      if (FOOD_BEFORE.test(before) && /^(lunch|breakfast|dinner|supper)$/i.test(m[1]!)) return undefined;
      // 'during the night', 'in the middle of the night': the small hours, not the late evening.
      const smallHours =
        m[1]!.toLowerCase() === 'night' && /\b(?:during|in)\s+the\s+(?:middle\s+of\s+the\s+)?$/.test(before);
      return cue(m, {
        kind: 'part-of-day',
        point: {
          minutes: smallHours ? W.smallHoursMinutes : PARTS_OF_DAY[m[1]!.toLowerCase()]!,
          precision: 'part-of-day',
        },
      });
    },
  },
];
