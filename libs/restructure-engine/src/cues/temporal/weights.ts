/**
 * The numbers temporal cues put on expressions the text leaves vague, in one place. Each places a
 * cue on the timeline: a larger offset puts the sentence further after (or before) its anchor.
 */
export const TEMPORAL_CUE_WEIGHTS = {
  /** 'a couple of days later': a couple counts as two. */
  coupleCount: 2,
  /** 'a few / several / some weeks later': a handful counts as three. */
  fewCount: 3,
  /** 'many years later': many counts as five. */
  manyCount: 5,
  /** 'the 1990s': a decade is placed at its middle year (1995). */
  decadeMidpoint: 5,
  /** '03/04/21': a two-digit year below this is 20xx, otherwise 19xx. */
  twoDigitYearPivot: 50,
  /** 'during the night', 'in the middle of the night': the small hours, 3 am in minutes. */
  smallHoursMinutes: 3 * 60,
  /** 'the following March': a named month ahead is about half a year on, in days. */
  followingMonthDays: 180,
  /** 'the following Tuesday': a named weekday ahead is about half a week on, in days. */
  followingWeekdayDays: 4,
  /** 'the next morning', 'the day after', 'the night before': one day from the anchor. */
  nextDayDays: 1,
  /** 'shortly after', 'later that day', 'afterwards': half a day on. */
  soonAfterDays: 0.5,
} as const;
