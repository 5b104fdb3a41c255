import { describe, expect, it } from '@jest/globals';
import { estimateTokens } from './token-estimate.js';

describe(estimateTokens.name, () => {
  it('counts a word with its leading space as one token', () => {
    expect(estimateTokens('She was born')).toBe(3);
  });

  it('splits numbers into groups of three digits and long words into pieces', () => {
    expect(estimateTokens('1998')).toBe(2);
    expect(estimateTokens('internationalisation')).toBe(2);
  });

  it('counts an order answer by its numbers and punctuation', () => {
    expect(estimateTokens('[2,1,4,3]')).toBe(9);
  });

  it('counts nothing for empty text', () => {
    expect(estimateTokens('')).toBe(0);
  });
});
