/**
 * The words temporal cues read: month abbreviations, seasons, parts of the day with their clock
 * times, the length of each unit, and the regular-expression fragments the rules share.
 */
import { wordTable } from '../../text/word-table.js';

export const MONTH_ABBR = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/** A season's first month (it spans three). */
export const SEASONS: Record<string, number> = { winter: 0, spring: 2, summer: 5, autumn: 8, fall: 8 };

/** A part of the day and the clock time it stands for, in minutes since midnight. */
export const PARTS_OF_DAY: Record<string, number> = {
  dawn: 5 * 60,
  daybreak: 5 * 60,
  sunrise: 5.5 * 60,
  'first light': 5 * 60,
  breakfast: 7.5 * 60,
  morning: 9 * 60,
  'mid-morning': 10.5 * 60,
  midday: 12 * 60,
  noon: 12 * 60,
  lunch: 12.5 * 60,
  lunchtime: 12.5 * 60,
  afternoon: 15 * 60,
  teatime: 16.5 * 60,
  dusk: 19 * 60,
  sunset: 19 * 60,
  evening: 19.5 * 60,
  dinner: 19.5 * 60,
  supper: 19.5 * 60,
  night: 22 * 60,
  bedtime: 22 * 60,
  midnight: 24 * 60,
};

/** 'my lunch', 'a packed lunch', 'his breakfast things': a meal as food, not as a time of day. */
export const FOOD_BEFORE = /\b(?:my|his|her|their|our|your|packed|a)\s+$/i;

/** The length of a unit in days. */
export const UNIT_DAYS = wordTable<number>({
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  season: 91,
  year: 365,
  decade: 3650,
  century: 36500,
});

/** A month's name or abbreviation (one capture group). */
export const MONTH_NAME = `(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?`;
/** A day of the month, '4' or '4th' (one capture group). */
export const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`;
/** A four-digit year from 1000 to 2099 (one capture group). */
export const YEAR = `(1[0-9]\\d{2}|20\\d{2})`;
/** How many units: a number, a number word or a vague count (one capture group). */
export const COUNT = `(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a few|a couple of|several|some|many|\\d+)`;
/** A unit of time, singular or plural (one capture group). */
export const UNIT = `(minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|seasons?|years?|decades?|centur(?:y|ies))`;
