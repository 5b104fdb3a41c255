/**
 * Relative times: an offset from another time ('two years later', 'two months after the hearing',
 * 'within a decade', 'the following Tuesday', 'later that day', 'afterwards'), with 'eventually' /
 * 'in the end' as the last step of a sequence.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../text/calendar.js';
import { cardinalWordValue } from '../../text/markers.js';
import { cue, type TemporalRule } from './rule.js';
import type { TimeUnit } from './types.js';
import { TEMPORAL_CUE_WEIGHTS as W } from './weights.js';
import { COUNT, PARTS_OF_DAY, SEASONS, UNIT, UNIT_DAYS } from './words.js';

export function countValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (lower === 'a' || lower === 'an') return 1;
  if (lower === 'a couple of') return W.coupleCount;
  if (lower === 'a few' || lower === 'several' || lower === 'some') return W.fewCount;
  if (lower === 'many') return W.manyCount;
  return cardinalWordValue(lower);
}

function unitName(word: string): TimeUnit {
  const lower = word.toLowerCase().replace(/s$/, '').replace(/ie$/, 'y');
  if (lower === 'night') return 'day';
  if (lower === 'fortnight') return 'week';
  if (lower === 'centur' || lower === 'century') return 'decade';
  return lower as TimeUnit;
}

export function unitDays(word: string): number {
  const lower = word.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
  return UNIT_DAYS[lower] ?? 1;
}

/** A named event after an offset's preposition: 'the hearing', 'his second trial'. */
const EVENT = '\\s+(?:the|that|this|his|her|their|its)\\s+[a-z-]+(?:\\s+[a-z-]+)?';

/** Offsets, counted ones first; a rule earlier in the list wins an overlap. */
export const RELATIVE_RULES: TemporalRule[] = [
  // two years later, a week afterwards, three days earlier, two months after the hearing. Only a
  // preposition names the event counted from; after an adverb the words are the clause's own ('Two
  // years later the company replaced her'), and 'two hours on the motorway' is a place.
  {
    pattern: new RegExp(
      `\\b${COUNT}\\s+(?:more\\s+|further\\s+)?${UNIT}\\s+(?:(later|afterwards?|earlier|previously)\\b|(on)\\b(?!${EVENT})|(after|before|prior\\s+to)\\b(${EVENT})?)`,
      'gi',
    ),
    build: (m) => {
      const count = countValue(m[1]!);
      const word = (m[3] ?? m[4] ?? m[5])!.toLowerCase();
      const anchorText = m[6]?.trim();
      if (m[5] && !anchorText) return undefined;
      return cue(m, {
        kind: 'relative',
        relative: {
          direction: /^(earlier|before|previously|prior)/.test(word) ? -1 : 1,
          ...(count !== undefined ? { days: count * unitDays(m[2]!) } : {}),
          unit: unitName(m[2]!),
          ...(anchorText ? { anchorText } : {}),
        },
      });
    },
  },
  // within ten years, within a decade, over the next two years: a span that counts on from the
  // time before it (the text's previous date), read as that much later. ('After two hours on the
  // motorway' counts from an event the text may not date, so 'after' is left out.)
  {
    pattern: new RegExp(
      `\\b(?:within|over\\s+the\\s+(?:next|following))\\s+${COUNT}\\s+${UNIT}\\b(?!\\s+(?:of|old|ago|later|earlier|before|after))`,
      'gi',
    ),
    build: (m) => {
      const count = countValue(m[1]!);
      return cue(m, {
        kind: 'relative',
        relative: {
          direction: 1,
          ...(count !== undefined ? { days: count * unitDays(m[2]!) } : {}),
          unit: unitName(m[2]!),
        },
      });
    },
  },
  // the following Tuesday, the next morning, the day after, later that year, the previous week
  {
    pattern:
      /\b(?:the\s+)?(following|next|previous|preceding|subsequent)\s+(day|morning|afternoon|evening|night|week|weekend|month|year|spring|summer|autumn|winter|season|decade|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
    build: (m) => {
      const before = /^(previous|preceding)$/i.test(m[1]!);
      const what = m[2]!.toLowerCase();
      const unit: TimeUnit = MONTH_NAMES.includes(what)
        ? 'month'
        : WEEKDAY_NAMES.includes(what)
          ? 'day'
          : what in PARTS_OF_DAY || what === 'day'
            ? 'day'
            : what === 'weekend'
              ? 'week'
              : what in SEASONS || what === 'season'
                ? 'season'
                : (what as TimeUnit);
      const days = MONTH_NAMES.includes(what)
        ? W.followingMonthDays
        : WEEKDAY_NAMES.includes(what)
          ? W.followingWeekdayDays
          : unit === 'day'
            ? W.nextDayDays
            : (UNIT_DAYS[unit] ?? 1);
      return cue(m, { kind: 'relative', relative: { direction: before ? -1 : 1, days, unit } });
    },
  },
  // the day before, later that week, that evening, shortly afterwards, soon, eventually, in the end
  {
    pattern:
      /\b(the\s+(?:day|night|morning|evening|week|month|year)\s+(?:after|before)|later\s+that\s+(?:day|morning|afternoon|evening|night|week|month|year)|(?:that|the\s+same)\s+(?:day|morning|afternoon|evening|night)|(?:shortly|soon|not\s+long|immediately|right)\s+after(?:wards?)?|(?<!as\s)soon(?!\s+as)|afterwards?|eventually|subsequently|later|before\s+long|in\s+the\s+end)\b/gi,
    build: (m) => {
      const text = m[1]!.toLowerCase();
      if (/^the\s+\w+\s+before/.test(text))
        return cue(m, { kind: 'relative', relative: { direction: -1, days: W.nextDayDays, unit: 'day' } });
      if (/^(that|the\s+same)/.test(text))
        return cue(m, { kind: 'relative', relative: { direction: 0, days: 0, unit: 'day' } });
      if (/^(eventually|in\s+the\s+end)$/.test(text)) return cue(m, { kind: 'sequence', rank: 1 });
      if (text === 'later' || text === 'soon')
        return cue(m, { kind: 'relative', relative: { direction: 1, unit: 'day' } });
      const unit: TimeUnit = /year/.test(text)
        ? 'year'
        : /month/.test(text)
          ? 'month'
          : /week/.test(text)
            ? 'week'
            : 'day';
      return cue(m, {
        kind: 'relative',
        relative: { direction: 1, days: /^the/.test(text) ? W.nextDayDays : W.soonAfterDays, unit },
      });
    },
  },
];
