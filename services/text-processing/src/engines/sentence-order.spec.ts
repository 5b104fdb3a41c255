import { describe, expect, it } from '@jest/globals';
import { fromModelNumber, readOrder, toModelNumber } from './sentence-order.js';

describe(readOrder.name, () => {
  it('reads a permutation of 1..n as 0-based indices', () => {
    expect(readOrder([3, 1, 2], 3, [])).toEqual({ ok: true, order: [2, 0, 1] });
  });

  it('converts at the edge only: model number k is index k - 1', () => {
    expect(fromModelNumber(toModelNumber(7))).toBe(7);
    expect(toModelNumber(0)).toBe(1);
  });

  it('names every kind of problem at once', () => {
    const reading = readOrder([3, 3, 0, 'two', 2.5, 9], 4, []);
    expect(reading).toEqual({
      ok: false,
      problems: {
        missing: [1, 2, 4],
        repeated: [3],
        unknown: ['0', '"two"', '2.5', '9'],
        brokenPins: [],
      },
    });
  });

  it('checks pins only on a permutation, in the model’s numbers', () => {
    expect(readOrder([2, 1, 3], 3, [{ sentence: 1, position: 0 }])).toMatchObject({ ok: true });
    expect(readOrder([1, 2, 3], 3, [{ sentence: 1, position: 0 }])).toEqual({
      ok: false,
      problems: { missing: [], repeated: [], unknown: [], brokenPins: [{ sentence: 2, position: 1 }] },
    });
  });

  it('keeps each list of problems short however long the answer', () => {
    const answer = Array.from({ length: 50_000 }, () => 1);
    const reading = readOrder(answer, 2_000, []);
    if (reading.ok) throw new Error('expected problems');
    expect(reading.problems.missing).toHaveLength(10);
    expect(reading.problems.repeated).toEqual([1]);
  });

  it('refuses an empty order for a text with sentences', () => {
    expect(readOrder([], 2, [])).toMatchObject({ ok: false, problems: { missing: [1, 2] } });
  });
});
