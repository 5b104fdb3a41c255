/**
 * Pair and adjacency features of the learned ordering model, for one ordered pair of sentences at
 * a time (so scoring never holds an n × n × F table), and the tables the training script learns
 * from. Names and meaning: feature-context.ts. Cost: O(F + s) per pair (s: content words per
 * sentence), so O(n² · (F + s)) per text.
 */
import { HARD } from '../order/common.js';
import { STABILITY, type OrderModel } from '../order/solver.js';
import { compareIntervals } from '../order/timeline.js';
import type { Coherence } from '../cues/coherence/index.js';
import type { Sentence } from '../text/document.js';
import { clipCue, featureContext, type FeatureContext } from './feature-context.js';
import type { Lexicon } from './lexicon.js';
import { CONNECTIVE_OPENERS, REFERENCE_OPENERS } from './openers.js';
import { ROLE_RANK } from './sentence-features.js';

export const PAIR_FEATURES: readonly string[] = [
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
];

export const NEXT_FEATURES: readonly string[] = [
  'overlap',
  'flow',
  'reference-overlap',
  'connective-overlap',
  'same-first-word',
  'step-consecutive',
  'counter-then-rebuttal',
  'no-overlap',
  'cue-next',
];

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

const at = (names: readonly string[]) => (name: string) => names.indexOf(name);
const p = at(PAIR_FEATURES);
const a = at(NEXT_FEATURES);
const [DATE, ANCHOR, STEP, INTRO, GIVEN, FLOW, REF, TENSE, ROLE, EFFECT, SOFT, HARD_PAIR] = [
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
].map(p) as number[] as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
const [OVERLAP, NFLOW, REFOVER, CONNOVER, SAME, CONSEC, REBUT, NONE, CUE_NEXT] = [
  'overlap',
  'flow',
  'reference-overlap',
  'connective-overlap',
  'same-first-word',
  'step-consecutive',
  'counter-then-rebuttal',
  'no-overlap',
  'cue-next',
].map(a) as number[] as [number, number, number, number, number, number, number, number, number];

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
  pair[DATE] = -compareIntervals(ti.interval, tj.interval);
  if (tj.anchor === i) pair[ANCHOR] = tj.direction === -1 ? -1 : 1;
  else if (ti.anchor === j) pair[ANCHOR] = ti.direction === -1 ? 1 : -1;
  const si = steps[i];
  const sj = steps[j];
  if (si !== undefined && sj !== undefined && si !== sj) pair[STEP] = si < sj ? 1 : -1;
  if (x.indefinite.size > 0 && y.definite.size > 0)
    pair[INTRO] = Math.min(2, shared(x.indefinite, y.definite));
  pair[GIVEN] = coherence.precedence[i * n + j]!;
  pair[FLOW] = coherence.flow[i * n + j]!;
  const overlap = coherence.similarity[i * n + j]!;
  const reference = y.opener !== undefined && REFERENCE_OPENERS.has(y.opener);
  if (reference && overlap > 0) pair[REF] = 1;
  if (x.tense === 'past' && y.tense === 'present') pair[TENSE] = 1;
  if (x.role !== undefined && y.role !== undefined && x.role !== y.role)
    pair[ROLE] = ROLE_RANK[x.role] < ROLE_RANK[y.role] ? 1 : -1;
  if (y.effect && overlap > 0) pair[EFFECT] = 1;
  next[OVERLAP] = overlap;
  if (x.tail.size > 0 && y.head.size > 0) next[NFLOW] = Math.min(2, shared(x.tail, y.head));
  if (reference && overlap > 0) next[REFOVER] = 1;
  if (y.opener !== undefined && CONNECTIVE_OPENERS.has(y.opener) && overlap > 0) next[CONNOVER] = 1;
  if (x.firstContent !== undefined && x.firstContent === y.firstContent) next[SAME] = 1;
  if (si !== undefined && sj === si + 1) next[CONSEC] = 1;
  if (x.role === 'counter' && y.role === 'rebuttal') next[REBUT] = 1;
  if (overlap === 0) next[NONE] = 1;
  if (ctx.cue) cueFeatures(ctx.cue, i, j, pair, next);
}

/** The cue model's say on the pair (i, j): a hard constraint, a soft preference, an adjacency. */
function cueFeatures(cue: OrderModel, i: number, j: number, pair: Float64Array, next: Float64Array): void {
  const n = cue.n;
  // The solver's tie-break for the input order is no evidence: it is taken out.
  const before = cue.before[i * n + j]! - (i < j ? STABILITY : 0);
  const hard = before >= HARD / 2;
  pair[HARD_PAIR] = hard ? 1 : 0;
  pair[SOFT] = hard ? 0 : clipCue(before);
  next[CUE_NEXT] = clipCue(cue.next[i * n + j]!);
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
