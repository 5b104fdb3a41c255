import { describe, expect, it } from '@jest/globals';
import { countLatinVowels, countUppercase, hasRepeatedRun, wordOrSpaceRatio } from './heuristics.js';

describe(hasRepeatedRun.name, () => {
  it('finds a run of exactly the given length, not one shorter', () => {
    expect(hasRepeatedRun(`ab${'x'.repeat(15)}ab`, 16)).toBe(false);
    expect(hasRepeatedRun(`ab${'x'.repeat(16)}ab`, 16)).toBe(true);
  });

  it('counts identical code points, astral ones included', () => {
    expect(hasRepeatedRun('😀'.repeat(15), 16)).toBe(false);
    expect(hasRepeatedRun('😀'.repeat(16), 16)).toBe(true);
    expect(hasRepeatedRun('-'.repeat(16), 16)).toBe(true);
  });

  it('does not add up interrupted runs or alternating characters', () => {
    expect(hasRepeatedRun(`${'x'.repeat(10)}y${'x'.repeat(10)}`, 16)).toBe(false);
    expect(hasRepeatedRun('ab'.repeat(20), 16)).toBe(false);
  });
});

describe(wordOrSpaceRatio.name, () => {
  it('counts letters, digits, underscore and whitespace as word-or-space characters', () => {
    expect(wordOrSpaceRatio('ab_1 \t\n!?.')).toBeCloseTo(7 / 10);
  });

  it('counts letters of every script and combining marks', () => {
    expect(wordOrSpaceRatio('Café Ελληνικά 日本語 हिन्दी')).toBe(1);
    expect(wordOrSpaceRatio('e\u0301')).toBe(1);
  });

  it('counts emoji and punctuation as symbols, per code point', () => {
    expect(wordOrSpaceRatio('a😀')).toBe(0.5);
    expect(wordOrSpaceRatio('!@#$')).toBe(0);
  });
});

describe(countLatinVowels.name, () => {
  it('counts a, e, i, o, u and y as vowels, in either case', () => {
    expect(countLatinVowels('AEIOUY bcdfg')).toEqual({ latinLetters: 11, vowels: 6 });
  });

  it('counts accented and compatibility forms of vowels', () => {
    expect(countLatinVowels('éÖůæœøＡ')).toEqual({ latinLetters: 7, vowels: 7 });
  });

  it('ignores letters of other scripts, digits and Roman numerals', () => {
    expect(countLatinVowels('Привет Ελληνικά 日本語 123 Ⅻ')).toEqual({ latinLetters: 0, vowels: 0 });
    expect(countLatinVowels('rhythm Москва')).toEqual({ latinLetters: 6, vowels: 1 });
  });
});

describe(countUppercase.name, () => {
  it('counts uppercase letters among the letters that have case', () => {
    expect(countUppercase('ABc d!1')).toEqual({ casedLetters: 4, uppercase: 2 });
  });

  it('leaves uncased scripts out of the ratio', () => {
    expect(countUppercase('ABC 日本語 עברית')).toEqual({ casedLetters: 3, uppercase: 3 });
  });
});
