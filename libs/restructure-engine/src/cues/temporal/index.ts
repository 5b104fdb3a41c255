/**
 * Temporal cues: absolute dates in mixed formats ('4 March 1958', 'June 12, 1911', '2019-05-01',
 * '03/04/2021', 'the spring of 1903', 'in 1884', 'the 1990s'), months and weekdays without a year,
 * times of day ('2:10 am', '14:30', 'noon'), parts of the day ('at dawn', 'over lunch'), relative
 * expressions ('two years later', 'the following Tuesday', 'two months after the hearing'), ages
 * ('At nineteen', 'aged 40') and life-cycle events ('was born', 'died').
 *
 * This module composes the rule families (dates.ts, times-of-day.ts, ages.ts, relative.ts, order-words.ts)
 * and scans a sentence with them; the vague numbers they use are in weights.ts.
 */
import { AGE_RULES } from './ages.js';
import { DATE_RULES, WEEKDAY_RULES } from './dates.js';
import { resolveHalfDays } from './half-day.js';
import { LIFE_EVENT_RULES, SEQUENCE_RULES } from './order-words.js';
import { RELATIVE_RULES } from './relative.js';
import type { TemporalRule } from './rule.js';
import { CLOCK_RULES, PART_OF_DAY_RULES } from './times-of-day.js';
import type { TemporalCue } from './types.js';

export { anchorPoint, precisionRank } from './anchor.js';
export type { RelativeTime, TemporalCue, TimePoint, TimeUnit } from './types.js';
export { TEMPORAL_CUE_WEIGHTS } from './weights.js';
export { FOOD_BEFORE } from './words.js';

/** In priority order: where two matches overlap, the one from the earlier rule is kept. */
const RULES: TemporalRule[] = [
  ...DATE_RULES,
  ...CLOCK_RULES,
  ...AGE_RULES,
  ...WEEKDAY_RULES,
  ...RELATIVE_RULES,
  ...SEQUENCE_RULES,
  ...PART_OF_DAY_RULES,
  ...LIFE_EVENT_RULES,
];

const SENTENCE_CUES = new WeakMap<object, readonly TemporalCue[]>();

/**
 * The temporal cues of an analysed sentence, read once and shared by detection and the orderers
 * (read-only).
 */
export function sentenceTemporalCues(sentence: { readonly body: string }): readonly TemporalCue[] {
  let cues = SENTENCE_CUES.get(sentence);
  if (!cues) {
    cues = temporalCues(sentence.body);
    SENTENCE_CUES.set(sentence, cues);
  }
  return cues;
}

const TEXT_CUES = new WeakMap<object, ReadonlyArray<readonly TemporalCue[]>>();

/**
 * The temporal cues of a text's sentences, read as a whole: a time without am or pm takes the half
 * of the day its sentence's or the text's other times suggest (half-day.ts). What every orderer and
 * the learned features place sentences by (read-only, once per sentence list).
 */
export function textTemporalCues(
  sentences: ReadonlyArray<{ readonly body: string }>,
): ReadonlyArray<readonly TemporalCue[]> {
  let cues = TEXT_CUES.get(sentences);
  if (!cues) {
    cues = resolveHalfDays(sentences.map(sentenceTemporalCues));
    TEXT_CUES.set(sentences, cues);
  }
  return cues;
}

/** All temporal cues of one sentence, in order of appearance, without overlaps. */
export function temporalCues(sentence: string): TemporalCue[] {
  const found: TemporalCue[] = [];
  const taken: Array<[number, number]> = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(sentence); m; m = rule.pattern.exec(sentence)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      const built = rule.build(m, sentence);
      if (!built) continue;
      const start = built.offset;
      const end = start + built.text.length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push(built);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
