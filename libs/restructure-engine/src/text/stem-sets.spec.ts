import { describe, expect, it } from '@jest/globals';
import { stemSets } from './stem-sets.js';

describe(stemSets.name, () => {
  it('says whether two sets of one family hold a stem in common', () => {
    const sets = stemSets([[new Set(['rain', 'bus']), new Set(['bus', 'office']), new Set(['alarm'])]]);
    expect(sets.meet(0, 0, 0, 1)).toBe(true);
    expect(sets.meet(0, 0, 0, 2)).toBe(false);
    expect(sets.meet(0, 2, 0, 2)).toBe(true);
  });

  it('compares sets of different families under one numbering, reading Map keys as stems', () => {
    const given = [new Map([['plant', 1]]), new Map([['line', 0.5]])];
    const asserted = [new Map([['factory', 1]]), new Map([['plant', 0.8]])];
    const sets = stemSets([given, asserted]);
    expect(sets.meet(0, 0, 1, 1)).toBe(true);
    expect(sets.meet(0, 0, 1, 0)).toBe(false);
    expect(sets.meet(0, 1, 1, 1)).toBe(false);
  });

  it('keeps stems apart beyond the first 32 (more than one word of bits)', () => {
    const many = Array.from({ length: 100 }, (_, k) => `w${k}`);
    const sets = stemSets([[new Set(many.slice(0, 99)), new Set(['w99']), new Set(['w70', 'w99'])]]);
    expect(sets.meet(0, 0, 0, 1)).toBe(false);
    expect(sets.meet(0, 0, 0, 2)).toBe(true);
    expect(sets.meet(0, 1, 0, 2)).toBe(true);
  });

  it('treats empty sets as meeting nothing', () => {
    const sets = stemSets([[new Set<string>(), new Set(['a'])]]);
    expect(sets.meet(0, 0, 0, 1)).toBe(false);
    expect(sets.meet(0, 0, 0, 0)).toBe(false);
  });
});
