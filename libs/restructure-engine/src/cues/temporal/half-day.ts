/**
 * Times on a 12-hour clock written without am or pm ('The symphony started at 8:30') read as the
 * morning unless the text's other times say otherwise: of the two readings, the one nearer to a time
 * the text does fix — '8 pm', '21:15', 'in the evening' — wins ('At 8 pm the doors opened … the
 * symphony started at 8:30' is 20:30). The sentence's own fixed times decide first ('7:15 the next
 * morning'), then the whole text's; a text with none keeps the morning reading.
 */
import type { TemporalCue } from './types.js';
import { PARTS_OF_DAY } from './words.js';

const HALF_DAY = 12 * 60;

/** The clock minutes the cues fix: times with am or pm, 24-hour times, parts of the day (named in a relative time too). */
function fixedClockTimes(cues: ReadonlyArray<readonly TemporalCue[]>): number[] {
  const fixed: number[] = [];
  for (const list of cues)
    for (const c of list) {
      const p = c.point;
      // A relative time that names the part of the day its event falls in fixes it too ('the next
      // morning', 'that afternoon'); one that looks back ('the night before') names another time.
      if (c.kind === 'relative' && c.relative && c.relative.direction >= 0)
        fixed.push(...partsOfDayIn(c.text));
      if (!p || p.minutes === undefined || p.halfDayOpen) continue;
      if (
        c.kind === 'part-of-day' ||
        (c.kind === 'absolute' && p.year === undefined && p.month === undefined)
      )
        fixed.push(p.minutes);
    }
  return fixed;
}

function partsOfDayIn(text: string): number[] {
  return text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .flatMap((word) => (Object.hasOwn(PARTS_OF_DAY, word) ? [PARTS_OF_DAY[word]!] : []));
}

const distance = (minutes: number, fixed: readonly number[]) =>
  Math.min(...fixed.map((other) => Math.abs(other - minutes)));

/** The cues with each open time read as its sentence's or the text's fixed times suggest (new lists only where one changed). */
export function resolveHalfDays(
  cues: ReadonlyArray<readonly TemporalCue[]>,
): ReadonlyArray<readonly TemporalCue[]> {
  const inText = fixedClockTimes(cues);
  if (inText.length === 0) return cues;
  return cues.map((list) => {
    if (!list.some((c) => c.point?.halfDayOpen)) return list;
    const inSentence = fixedClockTimes([list]);
    const fixed = inSentence.length > 0 ? inSentence : inText;
    return list.map((c) => {
      const minutes = c.point?.halfDayOpen ? c.point.minutes : undefined;
      if (minutes === undefined || distance(minutes + HALF_DAY, fixed) >= distance(minutes, fixed)) return c;
      return { ...c, point: { ...c.point!, minutes: minutes + HALF_DAY } };
    });
  });
}
