// Log-linear learners for the ordering model: pairwise logistic regression (precedence) and a
// softmax over candidates (the next sentence, the first and the last one), trained by mini-batch
// Adam with L2 regularisation towards a prior (zero, or the general model for a per-type model).
// Deterministic: examples are visited in a fixed, seeded order.

import { mulberry32 } from '../lib/random.mjs';

/** A pairwise example: d = features(i before j) − features(j before i); gold is 'i before j'. */
export type PairExample = Float64Array;

/** A choice among candidates: one feature row per candidate, the index of the right one. */
export interface ChoiceExample {
  rows: Float64Array[];
  gold: number;
}

export interface FitOptions {
  epochs: number;
  rate: number;
  /** L2 strength, one for all weights or one per weight. */
  l2: number | Float64Array;
  prior?: Float64Array;
  seed: number;
  /**
   * Return the mean of the weights over the last epoch's steps instead of the last step's (Polyak
   * averaging): the fit then hardly depends on the order of the last mini-batches, so a small change
   * to the corpus no longer moves the figures by more than the change itself does.
   */
  average?: boolean;
}

export function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let k = items.length - 1; k > 0; k--) {
    const m = Math.floor(random() * (k + 1));
    [items[k], items[m]] = [items[m]!, items[k]!];
  }
  return items;
}

const BATCH = 256;

/**
 * Mini-batch Adam over `count` examples; `gradient(k, w, grad)` adds example k's loss gradient at w
 * to grad. Returns the weights (their last epoch's mean with `options.average`).
 */
function train(
  count: number,
  dim: number,
  options: FitOptions,
  gradient: (k: number, w: Float64Array, grad: Float64Array) => void,
): Float64Array {
  const w = options.prior ? options.prior.slice() : new Float64Array(dim);
  const m = new Float64Array(dim);
  const v = new Float64Array(dim);
  const grad = new Float64Array(dim);
  const order = Array.from({ length: count }, (_, k) => k);
  const random = mulberry32(options.seed);
  let t = 0;
  const average = new Float64Array(dim);
  let averaged = 0;
  const lastEpoch = options.epochs - 1;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (let start = 0; start < count; start += BATCH) {
      const end = Math.min(count, start + BATCH);
      grad.fill(0);
      for (let b = start; b < end; b++) gradient(order[b]!, w, grad);
      t++;
      for (let k = 0; k < dim; k++) {
        const l2 = typeof options.l2 === 'number' ? options.l2 : options.l2[k]!;
        const g = grad[k]! / (end - start) + l2 * (w[k]! - (options.prior?.[k] ?? 0));
        m[k] = 0.9 * m[k]! + 0.1 * g;
        v[k] = 0.999 * v[k]! + 0.001 * g * g;
        const mh = m[k]! / (1 - 0.9 ** t);
        const vh = v[k]! / (1 - 0.999 ** t);
        w[k] = w[k]! - (options.rate * mh) / (Math.sqrt(vh) + 1e-8);
      }
      if (options.average && epoch === lastEpoch) {
        averaged++;
        for (let k = 0; k < dim; k++) average[k] = average[k]! + (w[k]! - average[k]!) / averaged;
      }
    }
  }
  return options.average && averaged > 0 ? average : w;
}

function dot(w: Float64Array, x: Float64Array): number {
  let s = 0;
  for (let k = 0; k < w.length; k++) s += w[k]! * x[k]!;
  return s;
}

/** Pairwise logistic regression: minimises mean log(1 + exp(−w·d)) + l2/2 · |w − prior|². */
export function fitPairwise(
  examples: readonly PairExample[],
  dim: number,
  options: FitOptions,
): Float64Array {
  return train(examples.length, dim, options, (k, w, grad) => {
    const d = examples[k]!;
    const g = -1 / (1 + Math.exp(dot(w, d)));
    for (let f = 0; f < dim; f++) grad[f] = grad[f]! + g * d[f]!;
  });
}

/** Softmax regression over candidates: minimises mean −log p(gold) + l2/2 · |w − prior|². */
export function fitChoice(
  examples: readonly ChoiceExample[],
  dim: number,
  options: FitOptions,
): Float64Array {
  return train(examples.length, dim, options, (k, w, grad) => {
    const { rows, gold } = examples[k]!;
    const scores = rows.map((x) => dot(w, x));
    const top = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - top));
    const total = exps.reduce((a, b) => a + b, 0);
    rows.forEach((x, r) => {
      const coefficient = exps[r]! / total - (r === gold ? 1 : 0);
      for (let f = 0; f < dim; f++) grad[f] = grad[f]! + coefficient * x[f]!;
    });
  });
}

/** Mean log-loss of a pairwise model: for reporting. */
export function pairwiseAccuracy(examples: readonly PairExample[], w: Float64Array): number {
  let right = 0;
  for (const d of examples) if (dot(w, d) > 0) right++;
  return examples.length === 0 ? 0 : right / examples.length;
}
