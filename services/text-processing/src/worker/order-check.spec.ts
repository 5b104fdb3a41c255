import { describe, expect, it } from '@jest/globals';
import { orderProblem } from './order-check.js';

describe('orderProblem', () => {
  const sentences = ['A.', 'B.', 'C.'];

  it('accepts a permutation that keeps every pin', () => {
    expect(orderProblem({ sentences, order: [2, 0, 1] }, [{ sentence: 0, position: 1 }])).toBeUndefined();
  });

  it.each([
    [[0, 1], 'the order names 2 sentences of 3'],
    [[0, 1, 1], 'the order is not a permutation of the 3 sentences'],
    [[0, 1, 3], 'the order is not a permutation of the 3 sentences'],
    [[0, 1, 1.5], 'the order is not a permutation of the 3 sentences'],
  ])('refuses the order %j: %s', (order, problem) => {
    expect(orderProblem({ sentences, order })).toBe(problem);
  });

  it('refuses an order that moved a pinned sentence', () => {
    expect(orderProblem({ sentences, order: [0, 1, 2] }, [{ sentence: 2, position: 0 }])).toBe(
      'sentence 2 is not at its pinned position 0',
    );
  });
});
