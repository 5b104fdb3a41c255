import { describe, expect, it } from '@jest/globals';
import { kendallTau, kendallTauBetween } from './kendall.js';

describe('kendallTau', () => {
  it('is 1 for the gold order and -1 for its reverse', () => {
    expect(kendallTau([0, 1, 2, 3])).toBe(1);
    expect(kendallTau([3, 2, 1, 0])).toBe(-1);
  });

  it('counts discordant pairs: one swap of neighbours among 4 costs 2/6', () => {
    expect(kendallTau([1, 0, 2, 3])).toBeCloseTo(1 - 2 / 6, 10);
    expect(kendallTau([0, 2, 1])).toBeCloseTo(1 / 3, 10);
  });

  it('scores fewer than two items as 1', () => {
    expect(kendallTau([])).toBe(1);
    expect(kendallTau([0])).toBe(1);
  });

  it('compares two orders of the same items', () => {
    expect(kendallTauBetween([7, 9, 8], [7, 8, 9])).toBeCloseTo(1 / 3, 10);
  });
});
