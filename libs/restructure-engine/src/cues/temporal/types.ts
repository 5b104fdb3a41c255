/** The shapes temporal cues take: a point in time, an offset from another time, and the cue itself. */

/** A point in time; fields that the text does not give stay undefined. */
export interface TimePoint {
  year?: number;
  /** 0-based month; a season gives a fractional month. */
  month?: number;
  day?: number;
  /** 0..6, Monday first. */
  weekday?: number;
  /** Minutes since midnight. */
  minutes?: number;
  /** The smallest unit the expression pins down. */
  precision: TimeUnit;
  /**
   * A time on a 12-hour clock written without am or pm ('8:30', 'seven o'clock'): `minutes` holds
   * the morning reading; the text's other times may say it is the evening one (`cues/temporal/half-day.ts`).
   */
  halfDayOpen?: true;
  /** An age, in years, on the scale of a life told by them ('At nineteen she left'; ages.ts). */
  age?: number;
  /** An age that may be a time of day instead ('At nine she …'): kept only beside a sure one. */
  ageOpen?: true;
}

export type TimeUnit =
  'minute' | 'hour' | 'part-of-day' | 'day' | 'week' | 'month' | 'season' | 'year' | 'decade' | 'century';

export interface RelativeTime {
  /** +1: after its anchor ('later'); -1: before it ('earlier'); 0: same time ('that evening'). */
  direction: 1 | -1 | 0;
  /** Offset in days when the text quantifies it ('two years later' → 730). */
  days?: number;
  unit: TimeUnit;
  /** The event it is relative to, when named ('after the hearing' → 'the hearing'). */
  anchorText?: string;
}

export interface TemporalCue {
  kind: 'absolute' | 'age' | 'relative' | 'part-of-day' | 'life-event' | 'sequence';
  /** The expression as written. */
  text: string;
  offset: number;
  point?: TimePoint;
  relative?: RelativeTime;
  /** 'born' → -1 (first), 'died' → +1 (last); 'at first' → -1, 'eventually' → +1. */
  rank?: -1 | 1;
}
