import { describe, expect, it } from '@jest/globals';
import { mulberry32 } from '../lib/random.mjs';
import { fitPairwise, type FitOptions } from './logistic.ts';

/** Noisy pairwise examples: the gold direction is (1, −1, 0.5, 0, 0), a quarter of the labels flipped. */
function noisyPairs(count: number): Float64Array[] {
  const random = mulberry32(11);
  const truth = [1, -1, 0.5, 0, 0];
  return Array.from({ length: count }, () => {
    const d = Float64Array.from(truth, () => random() * 2 - 1);
    const agrees = d.reduce((sum, x, k) => sum + x * truth[k]!, 0) > 0;
    return agrees === random() > 0.25 ? d : d.map((x) => -x);
  });
}

const distance = (a: Float64Array, b: Float64Array) => Math.hypot(...a.map((x, k) => x - b[k]!));

describe('fitPairwise', () => {
  const examples = noisyPairs(20_000);
  const fit = (seed: number, average: boolean) =>
    fitPairwise(examples, 5, { epochs: 4, rate: 0.02, l2: 0.001, seed, average } satisfies FitOptions);

  it('learns the direction that orders the pairs', () => {
    const w = fit(7, false);
    expect(w[0]).toBeGreaterThan(0.5);
    expect(w[1]).toBeLessThan(-0.5);
    expect(Math.abs(w[3]!)).toBeLessThan(0.2);
  });

  it('depends far less on the order of the examples when it averages the last epoch', () => {
    // How far apart two fits land that differ only in the seed of their example order.
    const spread = (average: boolean) =>
      [
        [7, 8],
        [9, 10],
        [11, 12],
      ].reduce((sum, [a, b]) => sum + distance(fit(a!, average), fit(b!, average)), 0);
    expect(spread(true)).toBeLessThan(spread(false) / 2);
  });
});
