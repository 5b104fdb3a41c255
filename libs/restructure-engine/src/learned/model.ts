/**
 * Reads the learned ordering model (`ordering-model.json`, rebuilt by scripts/train.ts) and turns
 * its weights into the solver's objective. This module and that file are the one place where the
 * ordering weights live.
 *
 * Per logic type the model holds four log-linear scorers over the features of `feature-context.ts`:
 * - precedence: s(i, j) = w·(sentence(i) − sentence(j)) + v·(pair(i, j) − pair(j, i)), the log-odds
 *   that i comes before j (pairwise logistic regression);
 * - next: the score of j directly following i (a softmax over the candidates for the next sentence);
 * - first / last: the score of a sentence opening / closing the text (a softmax over sentences);
 * and a mix: how much each of them, and each part of the type's cue model (`order/*.ts`: its hard
 * constraints, soft precedence, adjacency and position scores), counts in the objective. The
 * scorers' weights are learned; the shipped mix counts each learned scorer once and of the cue
 * model only its hard constraints, whose soft scores the scorers already weigh as features
 * (scripts/training/fit-mix.ts says why).
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { isHardConstraint } from '../order/common.js';
import type { OrderModel } from '../order/solver.js';
import { createRequire } from 'node:module';
import { textFeatureCount, type DetectorModel } from './detector.js';
import type { FeatureContext } from './feature-context.js';
import type { Lexicon } from './lexicon.js';
import { SENTENCE_FEATURES } from './sentence-features.js';
import { NEXT_FEATURES, PAIR_FEATURES, pairFeatures, type FeatureTable } from './pairs.js';

export interface Scorers {
  precedence: { sentence: number[]; pair: number[] };
  next: { sentence: number[]; next: number[] };
  first: { sentence: number[] };
  last: { sentence: number[] };
}

export interface Mix {
  learnedBefore: number;
  learnedNext: number;
  learnedFirst: number;
  learnedLast: number;
  cueBefore: number;
  /** The scale of the cue model's hard constraints (`isHardConstraint`: dates, step numbers). */
  cueHard: number;
  cueNext: number;
  cueAt: number;
}

/** The mix that ignores the learned scorers: the cue model alone (the baseline training compares with). */
export const CUE_ONLY_MIX: Mix = {
  learnedBefore: 0,
  learnedNext: 0,
  learnedFirst: 0,
  learnedLast: 0,
  cueBefore: 1,
  cueHard: 1,
  cueNext: 1,
  cueAt: 1,
};

export interface TypeModel {
  scorers: Scorers;
  mix: Mix;
}

export interface OrderingModel {
  version: number;
  corpus: { sources: string[]; documents: number; passages: number; description: string };
  trainingHash: string;
  features: { sentence: string[]; pair: string[]; next: string[] };
  lexicon: Lexicon;
  types: Record<DetectedLogicType, TypeModel>;
  detector: DetectorModel;
}

/** The model file, read once (it ships next to this module in src/ and dist/). */
export const ORDERING_MODEL = createRequire(import.meta.url)('./ordering-model.json') as OrderingModel;

/** Fails fast when the model file was built for other features than the code computes. */
export function assertCompatible(model: OrderingModel): void {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x, k) => x === b[k]);
  if (
    !same(model.features.sentence, SENTENCE_FEATURES) ||
    !same(model.features.pair, PAIR_FEATURES) ||
    !same(model.features.next, NEXT_FEATURES)
  )
    throw new Error('ordering-model.json does not match the feature list: rebuild it with scripts/train.ts');
  const mixKeys = Object.keys(CUE_ONLY_MIX);
  if (
    Object.values(model.types).some(({ mix }) =>
      mixKeys.some((key) => typeof mix[key as keyof Mix] !== 'number'),
    )
  )
    throw new Error('ordering-model.json has a mix without every scale: rebuild it with scripts/train.ts');
  const pairs = model.lexicon.stemPairs;
  if (pairs !== undefined && (typeof pairs.stems !== 'string' || typeof pairs.pairs !== 'string'))
    throw new Error('ordering-model.json has stem pairs in an old form: rebuild it with scripts/train.ts');
  const width = textFeatureCount(model.lexicon);
  if (model.detector.weights.length !== 4 || model.detector.weights.some((row) => row.length !== width))
    throw new Error(
      'ordering-model.json has no detector for these features: rebuild it with scripts/train.ts',
    );
}

function dot(weights: readonly number[], values: Float64Array, offset: number): number {
  let sum = 0;
  for (let k = 0; k < weights.length; k++) sum += weights[k]! * values[offset + k]!;
  return sum;
}

/** The four learned scorers as one objective (unmixed): O(n² · F). */
export function learnedParts(
  table: FeatureTable,
  scorers: Scorers,
): { before: Float64Array; next: Float64Array; first: Float64Array; last: Float64Array } {
  const { n } = table;
  const S = scorers.precedence.sentence.length;
  const P = PAIR_FEATURES.length;
  const A = NEXT_FEATURES.length;
  const early = new Float64Array(n);
  const follow = new Float64Array(n);
  const first = new Float64Array(n);
  const last = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    early[i] = dot(scorers.precedence.sentence, table.sentence, i * S);
    follow[i] = dot(scorers.next.sentence, table.sentence, i * S);
    first[i] = dot(scorers.first.sentence, table.sentence, i * S);
    last[i] = dot(scorers.last.sentence, table.sentence, i * S);
  }
  const before = new Float64Array(n * n);
  const next = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const forward = dot(scorers.precedence.pair, table.pair, (i * n + j) * P);
      const backward = dot(scorers.precedence.pair, table.pair, (j * n + i) * P);
      before[i * n + j] = early[i]! - early[j]! + forward - backward;
      next[i * n + j] = dot(scorers.next.next, table.next, (i * n + j) * A) + follow[j]!;
    }
  }
  return { before, next, first, last };
}

/**
 * The same scores as `learnedParts`, computed pair by pair from the feature context without
 * building the n × n × F tables (what the engine runs): O(n² · (F + s)) time, O(n²) memory.
 */
export function learnedScores(ctx: FeatureContext, scorers: Scorers): LearnedParts {
  const { n, stride, sentence } = ctx;
  const early = new Float64Array(n);
  const follow = new Float64Array(n);
  const first = new Float64Array(n);
  const last = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    early[i] = dot(scorers.precedence.sentence, sentence, i * stride);
    follow[i] = dot(scorers.next.sentence, sentence, i * stride);
    first[i] = dot(scorers.first.sentence, sentence, i * stride);
    last[i] = dot(scorers.last.sentence, sentence, i * stride);
  }
  const pair = new Float64Array(PAIR_FEATURES.length);
  const adjacent = new Float64Array(NEXT_FEATURES.length);
  const forward = new Float64Array(n * n);
  const before = new Float64Array(n * n);
  const next = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      pairFeatures(ctx, i, j, pair, adjacent);
      forward[i * n + j] = dot(scorers.precedence.pair, pair, 0);
      next[i * n + j] = dot(scorers.next.next, adjacent, 0) + follow[j]!;
    }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j) before[i * n + j] = early[i]! - early[j]! + forward[i * n + j]! - forward[j * n + i]!;
  return { before, next, first, last };
}

export type LearnedParts = ReturnType<typeof learnedParts>;

/**
 * The solver's objective for one logic type: the type's cue model and the learned scorers, each
 * part scaled by the learned mix. Precedence scores go to `before[i][j]` only when positive
 * (s(j, i) = −s(i, j), so the objective sees each pair's log-odds once).
 */
export function mixedModel(cue: OrderModel, ctx: FeatureContext, type: TypeModel): OrderModel {
  return mixInto(cue, ctx, type);
}

/**
 * Above this many sentences (under 27 characters a sentence at the 4,000-character limit: lists of
 * fragments, not prose) the learned pair and adjacency scores are left out — the cue model, unscaled,
 * and the learned first / last scores order the text — so the learned layer costs O(n · F) there
 * instead of O(n² · (F + s)).
 */
export const PAIR_LIMIT = 150;

/** A cue before-score under the mix: a hard constraint at `cueHard`, any other at `cueBefore`. */
function cueBeforeScaled(value: number, mix: Mix): number {
  return (isHardConstraint(value) ? mix.cueHard : mix.cueBefore) * value;
}

/** The cue model scaled by the mix, in place (returned). */
export function scaleCue(cue: OrderModel, mix: Mix): OrderModel {
  const { before, next, at } = cue;
  for (let k = 0; k < cue.n * cue.n; k++) {
    before[k] = cueBeforeScaled(before[k]!, mix);
    next[k] = mix.cueNext * next[k]!;
    at[k] = mix.cueAt * at[k]!;
  }
  return cue;
}

/**
 * `combine(cue, learnedScores(ctx, scorers), mix)` computed in place in the cue model (which it
 * returns), pair by pair, without n × n intermediates: what the engine runs on long texts.
 */
function mixInto(cue: OrderModel, ctx: FeatureContext, { scorers, mix }: TypeModel): OrderModel {
  const { n, stride, sentence } = ctx;
  const { before, next, at } = cue;
  const early = new Float64Array(n);
  const follow = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    early[i] = dot(scorers.precedence.sentence, sentence, i * stride);
    follow[i] = dot(scorers.next.sentence, sentence, i * stride);
  }
  // The cue features read the cue model as built (as in training), not as scaled into the objective.
  const features: FeatureContext =
    ctx.cue === cue
      ? { ...ctx, cue: { n, before: before.slice(), next: next.slice(), at: at.slice() } }
      : ctx;
  // Without learned pair scores (above PAIR_LIMIT) the cue model orders the pairs at full scale.
  if (n <= PAIR_LIMIT) scaleCue(cue, mix);
  const pair = new Float64Array(PAIR_FEATURES.length);
  const adjacent = new Float64Array(NEXT_FEATURES.length);
  for (let i = 0; i < n; i++) {
    at[i * n] = at[i * n]! + mix.learnedFirst * dot(scorers.first.sentence, sentence, i * stride);
    at[i * n + n - 1] =
      at[i * n + n - 1]! + mix.learnedLast * dot(scorers.last.sentence, sentence, i * stride);
    if ((mix.learnedBefore === 0 && mix.learnedNext === 0) || n > PAIR_LIMIT) continue;
    for (let j = i + 1; j < n; j++) {
      pairFeatures(features, i, j, pair, adjacent);
      const forward = dot(scorers.precedence.pair, pair, 0);
      next[i * n + j] =
        next[i * n + j]! + mix.learnedNext * (dot(scorers.next.next, adjacent, 0) + follow[j]!);
      pairFeatures(features, j, i, pair, adjacent);
      const backward = dot(scorers.precedence.pair, pair, 0);
      next[j * n + i] =
        next[j * n + i]! + mix.learnedNext * (dot(scorers.next.next, adjacent, 0) + follow[i]!);
      const s = early[i]! - early[j]! + forward - backward;
      if (s > 0) before[i * n + j] = before[i * n + j]! + mix.learnedBefore * s;
      else before[j * n + i] = before[j * n + i]! - mix.learnedBefore * s;
    }
  }
  return cue;
}

export function combine(cue: OrderModel, parts: LearnedParts, mix: Mix): OrderModel {
  const { n } = cue;
  // The cue model already holds the solver's tie-break for the input order.
  const model: OrderModel = {
    n,
    before: new Float64Array(n * n),
    next: new Float64Array(n * n),
    at: new Float64Array(n * n),
    ...(cue.anchors && { anchors: cue.anchors }),
  };
  for (let k = 0; k < n * n; k++) {
    model.before[k] =
      cueBeforeScaled(cue.before[k]!, mix) + mix.learnedBefore * Math.max(0, parts.before[k]!);
    model.next[k] = mix.cueNext * cue.next[k]! + mix.learnedNext * parts.next[k]!;
    model.at[k] = mix.cueAt * cue.at[k]!;
  }
  for (let i = 0; i < n; i++) {
    model.at[i * n] = model.at[i * n]! + mix.learnedFirst * parts.first[i]!;
    model.at[i * n + n - 1] = model.at[i * n + n - 1]! + mix.learnedLast * parts.last[i]!;
  }
  return model;
}
