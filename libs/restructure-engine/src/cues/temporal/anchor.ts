/** A sentence's own point in time from its cues, and how precise a time unit is. */
import type { TemporalCue, TimePoint, TimeUnit } from './types.js';

/** Finer units rank lower. */
const PRECISION_RANK: Record<TimeUnit, number> = {
  minute: 0,
  hour: 1,
  'part-of-day': 2,
  day: 3,
  week: 4,
  month: 5,
  season: 6,
  year: 7,
  decade: 8,
  century: 9,
};

export function precisionRank(unit: TimeUnit): number {
  return PRECISION_RANK[unit];
}

/**
 * The sentence's own point in time: the first expression with a year (else the first calendar
 * expression, unless the sentence gives an age), combined with a clock time or part of the day
 * mentioned in the same sentence; else an age; else a time of day.
 */
export function anchorPoint(cues: readonly TemporalCue[]): { point: TimePoint; text: string } | undefined {
  const absolutes = cues.filter((c) => c.kind === 'absolute' && c.point);
  const calendar = absolutes.filter(
    (c) => c.point!.year !== undefined || c.point!.month !== undefined || c.point!.weekday !== undefined,
  );
  const parts = cues.filter((c) => c.kind === 'part-of-day' && c.point);
  const clock = [...absolutes.filter((c) => !calendar.includes(c)), ...parts];
  const age = cues.find((c) => c.kind === 'age' && c.point);
  // A life's age outranks a day without a year ('At the age of nine … at Sunday services').
  const date = calendar.find((c) => c.point!.year !== undefined) ?? (age ? undefined : calendar[0]);
  const time = clock[0];
  if (date && time) {
    return {
      point: { ...date.point!, minutes: time.point!.minutes!, precision: time.point!.precision },
      text: `${date.text}, ${time.text}`,
    };
  }
  // An age ('At nineteen') places a sentence on its life's scale when no year does.
  const chosen = date ?? age ?? time;
  return chosen ? { point: chosen.point!, text: chosen.text } : undefined;
}
