/**
 * Ages, for a life told by them ('At nineteen she left for the capital', 'By thirty she was …', 'at
 * the age of six months', 'aged 40', 'At two weeks old', 'She became mayor at fifty.', 'Now eleven,
 * Kibo …'): a point on the life's own scale, in years.
 *
 * 'At nine' and 'by twelve' are also times of day: a bare number up to twelve is an age only beside
 * an age that cannot be a time (`ageOpen`, settled in `order/timeline.ts`), and only where no clock
 * rule has read it first.
 */
import { cardinalWordValue } from '../../text/markers.js';
import { cue, type TemporalRule } from './rule.js';
import type { TemporalCue, TimeUnit } from './types.js';

/** 'nineteen', 'forty-one', 'ninety', '65': a whole number up to 120, else undefined. */
export function ageNumber(word: string): number | undefined {
  if (!/^\d{1,3}$/.test(word)) return cardinalWordValue(word);
  const value = Number(word);
  return value <= 120 ? value : undefined;
}

/** A number an age is written with: digits, or words up to 'ninety-nine'. */
const NUMBER_IN_WORDS =
  '((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const NUMBER = `(\\d{1,3}|${NUMBER_IN_WORDS.slice(1)}`;
/** An age's unit when it is not years. */
const AGE_UNIT = '(years?|months?|weeks?|days?)';
/** What follows a bare age that opens its clause: 'At nineteen she …', 'By thirty, the …'. */
const CLAUSE_AFTER = '(?=\\s*,|\\s+(?:she|he|they|i|we|it|the|his|her|their|its|a|an)\\b)';

const YEARS_PER: Record<string, number> = { year: 1, month: 1 / 12, week: 7 / 365.25, day: 1 / 365.25 };
const UNIT_OF: Record<string, TimeUnit> = { year: 'year', month: 'month', week: 'week', day: 'day' };

function ageCue(m: RegExpExecArray, count: string, unit = 'year', open = false): TemporalCue | undefined {
  const value = ageNumber(count);
  if (value === undefined) return undefined;
  const single = unit.toLowerCase().replace(/s$/, '');
  return cue(m, {
    kind: 'age',
    point: {
      age: value * YEARS_PER[single]!,
      precision: UNIT_OF[single]!,
      ...(open ? { ageOpen: true as const } : {}),
    },
  });
}

/** A bare number as an age: past twelve it cannot be a time of day; up to twelve it may be. */
function bareAge(m: RegExpExecArray, count: string): TemporalCue | undefined {
  const value = ageNumber(count);
  if (value === undefined || value === 0) return undefined;
  return ageCue(m, count, 'year', value <= 12);
}

export const AGE_RULES: TemporalRule[] = [
  // at the age of six, by the age of six months, at age 12, aged 40
  {
    pattern: new RegExp(
      `\\b(?:(?:at|by)\\s+(?:the\\s+)?age\\s+(?:of\\s+)?|aged\\s+)${NUMBER}(?:\\s+${AGE_UNIT})?\\b`,
      'gi',
    ),
    build: (m) => ageCue(m, m[1]!, m[2]),
  },
  // two weeks old, a 12-year-old, 40 years old
  {
    pattern: new RegExp(`\\b${NUMBER}[-\\s]${AGE_UNIT}[-\\s]old\\b`, 'gi'),
    build: (m) => ageCue(m, m[1]!, m[2]),
  },
  // At nineteen she left …, By thirty, …; Now eleven, Kibo …
  {
    pattern: new RegExp(`(?:^|[.;:]\\s+|,\\s+)(at|by|now)\\s+${NUMBER}${CLAUSE_AFTER}`, 'gi'),
    // 'Now eleven' cannot be a time of day.
    build: (m) => (/^now$/i.test(m[1]!) ? ageCue(m, m[2]!) : bareAge(m, m[2]!)),
  },
  // … became mayor at fifty., … died at seventy-eight, … (in words: 'stood at 15.' is a figure)
  {
    pattern: new RegExp(`\\bat\\s+${NUMBER_IN_WORDS}(?=\\s*(?:[,.;]|$)|\\s+and\\b)`, 'gi'),
    build: (m) => bareAge(m, m[1]!),
  },
];
