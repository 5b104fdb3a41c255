/**
 * Pair and adjacency features of the learned ordering model, for one ordered pair of sentences at
 * a time (so scoring never holds an n × n × F table), and the tables the training script learns
 * from. Names and meaning: feature-context.ts. Cost: O(F + s) per pair (s: content words per
 * sentence), so O(n² · (F + s)) per text.
 */
import { isHardConstraint } from '../order/common.js';
import { STABILITY, type OrderModel } from '../order/solver.js';
import { compareIntervals } from '../order/timeline.js';
import type { Coherence } from '../cues/coherence/index.js';
import type { Sentence } from '../text/document.js';
import { clipCue, featureContext, type FeatureContext } from './feature-context.js';
import type { Lexicon } from './lexicon.js';
import { CONNECTIVE_OPENERS, REFERENCE_OPENERS } from './openers.js';
import { ROLE_RANK } from './sentence-features.js';

export const PAIR_FEATURES = [
  'date-order',
  'relative-anchor',
  'step-order',
  'indefinite-then-definite',
  'given-before-new',
  'theme-rheme-flow',
  'reference-back',
  'past-then-present',
  'role-order',
  'effect-after-cause',
  'cue-soft',
  'cue-hard',
  'script-order',
  'time-of-day-order',
  'stem-order',
] as const;

export const NEXT_FEATURES = [
  'overlap',
  'flow',
  'reference-overlap',
  'connective-overlap',
  'same-first-word',
  'step-consecutive',
  'counter-then-rebuttal',
  'no-overlap',
  'cue-next',
] as const;

export interface FeatureTable {
  n: number;
  /** Sentence features per sentence. */
  stride: number;
  /** n × (SENTENCE_FEATURES.length + lexicon size): the fixed features, then the learned openings. */
  sentence: Float64Array;
  /** n × n × PAIR_FEATURES.length; entry (i, j) is directed evidence that i precedes j. */
  pair: Float64Array;
  /** n × n × NEXT_FEATURES.length; entry (i, j) is evidence that j directly follows i. */
  next: Float64Array;
}

/** Each feature's slot in its vector: its place in the list above (the learned weights follow it). */
function slots<Name extends string>(names: readonly Name[]): Record<Name, number> {
  return Object.fromEntries(names.map((name, slot) => [name, slot])) as Record<Name, number>;
}
const PAIR = slots(PAIR_FEATURES);
const NEXT = slots(NEXT_FEATURES);

function shared(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  let count = 0;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  for (const w of small) if (large.has(w)) count++;
  return count;
}

/**
 * Writes the features of the ordered pair (i, j) into `pair` (evidence that i precedes j) and
 * `next` (evidence that j directly follows i), both zeroed first.
 */
export function pairFeatures(
  ctx: FeatureContext,
  i: number,
  j: number,
  pair: Float64Array,
  next: Float64Array,
): void {
  pair.fill(0);
  next.fill(0);
  const { n, info, timeline, steps, coherence } = ctx;
  const x = info[i]!;
  const y = info[j]!;
  const ti = timeline[i]!;
  const tj = timeline[j]!;
  pair[PAIR['date-order']] = -compareIntervals(ti.interval, tj.interval);
  if (tj.anchor === i) pair[PAIR['relative-anchor']] = tj.direction === -1 ? -1 : 1;
  else if (ti.anchor === j) pair[PAIR['relative-anchor']] = ti.direction === -1 ? 1 : -1;
  const si = steps[i];
  const sj = steps[j];
  if (si !== undefined && sj !== undefined && si !== sj) pair[PAIR['step-order']] = si < sj ? 1 : -1;
  if (x.indefinite.size > 0 && y.definite.size > 0)
    pair[PAIR['indefinite-then-definite']] = Math.min(2, shared(x.indefinite, y.definite));
  pair[PAIR['given-before-new']] = coherence.precedence[i * n + j]!;
  pair[PAIR['theme-rheme-flow']] = coherence.flow[i * n + j]!;
  const overlap = coherence.similarity[i * n + j]!;
  const reference = y.opener !== undefined && REFERENCE_OPENERS.has(y.opener);
  if (reference && overlap > 0) pair[PAIR['reference-back']] = 1;
  if (x.tense === 'past' && y.tense === 'present') pair[PAIR['past-then-present']] = 1;
  if (x.role !== undefined && y.role !== undefined && x.role !== y.role)
    pair[PAIR['role-order']] = ROLE_RANK[x.role] < ROLE_RANK[y.role] ? 1 : -1;
  if (y.effect && overlap > 0) pair[PAIR['effect-after-cause']] = 1;
  pair[PAIR['script-order']] = ctx.script[i * n + j]! - ctx.script[j * n + i]!;
  const di = ctx.timesOfDay[i];
  const dj = ctx.timesOfDay[j];
  if (di !== undefined && dj !== undefined && di !== dj) pair[PAIR['time-of-day-order']] = di < dj ? 1 : -1;
  pair[PAIR['stem-order']] = ctx.stemOrder[i * n + j]!;
  next[NEXT.overlap] = overlap;
  if (x.tail.size > 0 && y.head.size > 0) next[NEXT.flow] = Math.min(2, shared(x.tail, y.head));
  if (reference && overlap > 0) next[NEXT['reference-overlap']] = 1;
  if (y.opener !== undefined && CONNECTIVE_OPENERS.has(y.opener) && overlap > 0)
    next[NEXT['connective-overlap']] = 1;
  if (x.firstContent !== undefined && x.firstContent === y.firstContent) next[NEXT['same-first-word']] = 1;
  if (si !== undefined && sj === si + 1) next[NEXT['step-consecutive']] = 1;
  if (x.role === 'counter' && y.role === 'rebuttal') next[NEXT['counter-then-rebuttal']] = 1;
  if (overlap === 0) next[NEXT['no-overlap']] = 1;
  if (ctx.cue) cueFeatures(ctx.cue, i, j, pair, next);
}

/** The cue model's say on the pair (i, j): a hard constraint, a soft preference, an adjacency. */
function cueFeatures(cue: OrderModel, i: number, j: number, pair: Float64Array, next: Float64Array): void {
  const n = cue.n;
  // The solver's tie-break for the input order is no evidence: it is taken out.
  const before = cue.before[i * n + j]! - (i < j ? STABILITY : 0);
  const hard = isHardConstraint(before);
  pair[PAIR['cue-hard']] = hard ? 1 : 0;
  pair[PAIR['cue-soft']] = hard ? 0 : clipCue(before);
  next[NEXT['cue-next']] = clipCue(cue.next[i * n + j]!);
}

/** A copy of `table` with the cue features of `cue` filled in (training: one table per type). */
export function withCueFeatures(
  table: FeatureTable,
  cue: OrderModel,
  cueFirst: number,
  cueLast: number,
): FeatureTable {
  const { n, stride } = table;
  const P = PAIR_FEATURES.length;
  const A = NEXT_FEATURES.length;
  const copy = {
    ...table,
    sentence: table.sentence.slice(),
    pair: table.pair.slice(),
    next: table.next.slice(),
  };
  for (let i = 0; i < n; i++) {
    copy.sentence[i * stride + cueFirst] = clipCue(cue.at[i * n]!);
    copy.sentence[i * stride + cueLast] = clipCue(cue.at[i * n + n - 1]!);
    for (let j = 0; j < n; j++)
      if (i !== j)
        cueFeatures(
          cue,
          i,
          j,
          copy.pair.subarray((i * n + j) * P, (i * n + j + 1) * P),
          copy.next.subarray((i * n + j) * A, (i * n + j + 1) * A),
        );
  }
  return copy;
}

/** Every feature of a text as tables (what the training script learns from): O(n² · F). */
export function extractFeatures(
  sentences: readonly Sentence[],
  coherence: Coherence,
  lexicon: Lexicon,
  cue?: OrderModel,
): FeatureTable {
  const ctx = featureContext(sentences, coherence, lexicon, cue);
  const { n } = ctx;
  const P = PAIR_FEATURES.length;
  const A = NEXT_FEATURES.length;
  const pair = new Float64Array(n * n * P);
  const next = new Float64Array(n * n * A);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j)
        pairFeatures(
          ctx,
          i,
          j,
          pair.subarray((i * n + j) * P, (i * n + j + 1) * P),
          next.subarray((i * n + j) * A, (i * n + j + 1) * A),
        );
  return { n, stride: ctx.stride, sentence: ctx.sentence, pair, next };
}
