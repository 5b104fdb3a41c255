import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addAt,
  addBefore,
  addNext,
  createModel,
  EXACT_LIMIT,
  moveGain,
  moveGains,
  scoreOrder,
  solve,
  type OrderModel,
} from './solver.js';
import { cycleStart, compareIntervals } from './timeline.js';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, k) => [...p.slice(0, k), n - 1, ...p.slice(k)]),
  );
}

function randomModel(n: number, values: number[]): OrderModel {
  const model = createModel(n);
  let k = 0;
  const next = () => values[k++ % values.length]!;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      addBefore(model, i, j, next());
      addNext(model, i, j, next());
      addAt(model, i, j, next());
    }
  }
  return model;
}

/** Anchor terms on sentences 0 and 2, counting from sentences in a scrambled time order. */
function withAnchorTerms(model: OrderModel, values: number[]): OrderModel {
  const v = (k: number) => values[k % values.length]!;
  const n = model.n;
  model.anchors = [
    {
      sentence: 0,
      anchors: [n - 1, 1, 3 % n].filter((a) => a !== 0),
      scores: [v(0), v(1), v(2)],
      none: v(3),
    },
    { sentence: 2 % n, anchors: [0, n - 2].filter((a) => a !== 2 % n), scores: [v(4), v(5)], none: v(6) },
  ];
  return model;
}

describe('solve', () => {
  it('keeps the input order when nothing distinguishes the sentences', () => {
    expect(solve(createModel(5))).toEqual([0, 1, 2, 3, 4]);
    expect(solve(createModel(20))).toEqual(Array.from({ length: 20 }, (_, k) => k));
  });

  it('respects hard precedence constraints', () => {
    const model = createModel(4);
    addBefore(model, 3, 0, 50);
    addBefore(model, 2, 3, 50);
    expect(solve(model)).toEqual([1, 2, 3, 0]);
  });

  it('finds the best order exactly for small inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 10, maxLength: 40 }),
        (n, values) => {
          const model = randomModel(n, values);
          const best = Math.max(...permutations(n).map((p) => scoreOrder(model, p)));
          expect(scoreOrder(model, solve(model))).toBeCloseTo(best, 6);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('returns the Hamiltonian path with the highest sum of direct-link scores on a hand-made matrix', () => {
    // 'A directly causes B' scores; the greedy choice from 0 (0 → 2, worth 5) leads to a worse path
    // than 0 → 1 → 3 → 2 (4 + 4 + 4 = 12 against 5 + 1 + 1 = 7 or 5 + 0 + 4 …).
    const scores = [
      [0, 4, 5, 0],
      [0, 0, 0, 4],
      [0, 1, 0, 0],
      [0, 0, 4, 0],
    ];
    const model = createModel(4);
    scores.forEach((row, i) => row.forEach((value, j) => addNext(model, i, j, value)));
    addAt(model, 0, 0, 3);
    expect(solve(model)).toEqual([0, 1, 3, 2]);
    const best = Math.max(...permutations(4).map((p) => scoreOrder(model, p)));
    expect(scoreOrder(model, [0, 1, 3, 2])).toBeCloseTo(best, 9);
  });

  it('finds the best order exactly with anchor terms (a sentence scored by the latest of its anchors before it)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 10, maxLength: 40 }),
        fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 6, maxLength: 6 }),
        (n, values, termValues) => {
          const model = randomModel(n, values);
          model.anchors = [
            { sentence: 0, anchors: [n - 1, 1], scores: termValues.slice(0, 2), none: termValues[2]! },
            { sentence: 2, anchors: [0, 1], scores: termValues.slice(3, 5), none: termValues[5]! },
          ];
          const best = Math.max(...permutations(n).map((p) => scoreOrder(model, p)));
          expect(scoreOrder(model, solve(model))).toBeCloseTo(best, 6);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('places a sentence after the latest anchor its term prefers, in the exact solver and in the beam', () => {
    for (const n of [5, EXACT_LIMIT + 6]) {
      const model = createModel(n);
      // Sentences 1, 2 and 3 are dated in that order; sentence 0 counts from the latest before it,
      // and fits only after 2 (after 3 it would overshoot, before 1 it has nothing to count from).
      addBefore(model, 1, 2, 50);
      addBefore(model, 2, 3, 50);
      model.anchors = [{ sentence: 0, anchors: [1, 2, 3], scores: [-4, 0, -4], none: -4 }];
      const order = solve(model);
      expect(order.indexOf(0)).toBe(order.indexOf(2) + 1);
      expect(scoreOrder(model, order)).toBeGreaterThan(
        scoreOrder(model, [...order.filter((k) => k !== 0), 0]),
      );
    }
  });

  it('orders a chain of more sentences than the exact limit by beam search', () => {
    const n = EXACT_LIMIT + 18;
    const model = createModel(n);
    const gold = Array.from({ length: n }, (_, k) => (k * 7) % n);
    for (let k = 1; k < n; k++) addNext(model, gold[k - 1]!, gold[k]!, 5);
    expect(solve(model)).toEqual(gold);
  });

  it('computes every move gain at once, equal to the one-by-one move gains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 10, maxLength: 40 }),
        fc.nat(),
        (n, values, seed) => {
          const model = randomModel(n, values);
          const order = Array.from({ length: n }, (_, k) => (k * (2 * (seed % 5) + 1)) % n);
          if (new Set(order).size !== n) return;
          const from = seed % n;
          const gains = new Float64Array(n);
          moveGains(model, order, from, gains);
          for (let to = 0; to < n; to++)
            if (to !== from) expect(gains[to]).toBeCloseTo(moveGain(model, order, from, to), 9);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('computes every move gain at once with anchor terms, equal to the change in score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 9 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 10, maxLength: 40 }),
        fc.nat(),
        (n, values, seed) => {
          const model = withAnchorTerms(randomModel(n, values), values.slice(3));
          const order = Array.from({ length: n }, (_, k) => (k * (2 * (seed % 5) + 1)) % n);
          if (new Set(order).size !== n) return;
          const from = seed % n;
          const gains = new Float64Array(n);
          moveGains(model, order, from, gains);
          for (let to = 0; to < n; to++) {
            if (to === from) continue;
            const moved = order.slice();
            moved.splice(to, 0, moved.splice(from, 1)[0]!);
            const change = scoreOrder(model, moved) - scoreOrder(model, order);
            expect(gains[to]).toBeCloseTo(change, 9);
            expect(moveGain(model, order, from, to)).toBeCloseTo(change, 9);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('computes a move gain equal to the change in score', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 10, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (values, a, b) => {
          const n = 7;
          const model = randomModel(n, values);
          const order = [3, 1, 6, 0, 2, 5, 4];
          const from = a % n;
          const to = b % n;
          if (from === to) return;
          const moved = order.slice();
          const [x] = moved.splice(from, 1);
          moved.splice(to, 0, x!);
          expect(moveGain(model, order, from, to)).toBeCloseTo(
            scoreOrder(model, moved) - scoreOrder(model, order),
            6,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('timeline helpers', () => {
  it('starts a cycle after its widest gap only when the text runs across the end of it', () => {
    expect(cycleStart([7, 8, 9, 11, 0, 2, 4], 12)).toBe(7); // August … May: one football season
    expect(cycleStart([0, 3, 5], 7)).toBe(0); // Monday, Thursday, Saturday
    expect(cycleStart([1080, 1170, 1215, 1320, 0, 120], 1440)).toBe(1080); // 6 pm … 2 am
    expect(cycleStart([130, 145, 185, 200, 540], 1440)).toBe(0);
    expect(cycleStart([10, 11, 1], 12)).toBe(10); // November, December … February
    expect(cycleStart([1155, 1200, 1410, 240], 1440, 4)).toBe(1155); // 7:15 pm … 4 am
    expect(cycleStart([0, 2, 9], 12)).toBe(0); // January, March, October: one calendar year
  });

  it('compares only intervals of the same kind that do not overlap', () => {
    expect(
      compareIntervals({ space: 'absolute', lo: 0, hi: 10 }, { space: 'absolute', lo: 10, hi: 20 }),
    ).toBe(-1);
    expect(
      compareIntervals({ space: 'absolute', lo: 0, hi: 30 }, { space: 'absolute', lo: 10, hi: 20 }),
    ).toBe(0);
    expect(compareIntervals({ space: 'clock', lo: 0, hi: 1 }, { space: 'absolute', lo: 10, hi: 20 })).toBe(0);
  });
});
