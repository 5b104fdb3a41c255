import { describe, expect, it } from '@jest/globals';
import { looksLikeNaturalLanguage, naturalLanguageScore } from './natural-language.js';

const scoreOf = (text: string): number => naturalLanguageScore(text).score;

describe(naturalLanguageScore.name, () => {
  it.each([
    ['a common word', 'the'],
    ['a common word in capitals', 'THE'],
    ['a common word in punctuation', '(the),'],
    ['a contraction', 'don’t'],
    ['an e-mail address', 'ann@example.com'],
    ['a domain', 'example.com'],
    ['a URL', 'https://example.com/path?q=1'],
    ['money before the amount', '$5'],
    ['money with cents', '€3.50,'],
    ['money after the amount', '20€'],
    ['a percentage', '(3.5%).'],
    ['a fraction', '1/2'],
    ['a vulgar fraction', '½'],
  ])('scores %s as a strong signal (1)', (_label, token) => {
    expect(scoreOf(token)).toBe(1);
  });

  it.each([
    ['a capitalised word', 'Paris'],
    ['an alphanumeric mix', 'B2'],
    ['an alphanumeric mix in capitals', 'COVID19'],
    ['a hyphenated alphanumeric mix', 'COVID-19'],
  ])('scores %s as a weak signal (0.5)', (_label, token) => {
    expect(scoreOf(token)).toBe(0.5);
  });

  it.each([
    ['keyboard mash', 'asdf'],
    ['a word in capitals', 'PARIS'],
    ['a bare number', '42'],
    ['symbols', '#@!'],
  ])('scores %s as nothing', (_label, token) => {
    expect(scoreOf(token)).toBe(0);
  });

  it('adds a weak signal per sentence boundary', () => {
    expect(scoreOf('end next')).toBe(0);
    expect(scoreOf('end. next')).toBe(0);
    expect(scoreOf('Next')).toBe(0.5);
    expect(scoreOf('end. Next')).toBe(1);
    expect(scoreOf('end?" (Next')).toBe(1);
  });

  it('counts only tokens with a letter or digit as word tokens', () => {
    expect(naturalLanguageScore('the cat — sat !!! 42')).toEqual({ score: 1, wordTokens: 4 });
  });

  it('does not match signals inside tokens longer than 64 characters, but counts them', () => {
    const longEmail = `${'a'.repeat(60)}@example.com`;
    expect(naturalLanguageScore(longEmail)).toEqual({ score: 0, wordTokens: 1 });
    expect(naturalLanguageScore(`${'a'.repeat(40)}@example.com`)).toEqual({ score: 1, wordTokens: 1 });
  });
});

describe(looksLikeNaturalLanguage.name, () => {
  it.each([
    'The quick brown fox jumps over the lazy dog.',
    'Hello world, this is fine.',
    'I think we should move the meeting to Friday.',
    'Revenue grew 20% to $5M. See example.com for details.',
    'THIS IS A SENTENCE IN CAPITALS WITH THE USUAL WORDS',
  ])('accepts an ordinary sentence: %s', (text) => {
    expect(looksLikeNaturalLanguage(text)).toBe(true);
  });

  it.each([
    'asdf qwer zxcv',
    'asdfghjkl qwertyuiop zxcvbnm',
    '#@!$ %^&* ()_+ ~~',
    'aaaaaaaaaaaaaaaaaaaa',
    'xkcd qqq zzz www',
  ])('rejects keyboard mash, symbol soup and repeated characters: %s', (text) => {
    expect(looksLikeNaturalLanguage(text)).toBe(false);
  });

  it('needs a score of at least 2', () => {
    expect(looksLikeNaturalLanguage('the Paris')).toBe(false); // 1.5
    expect(looksLikeNaturalLanguage('the of')).toBe(true); // 2
    expect(looksLikeNaturalLanguage('Paris London Rome')).toBe(false); // 1.5
    expect(looksLikeNaturalLanguage('Paris London Rome Oslo')).toBe(true); // 2
  });

  it('needs at least 0.2 points per word token', () => {
    const mash = (n: number): string[] => Array.from({ length: n }, () => 'zxcv');
    expect(looksLikeNaturalLanguage(['the', 'of', ...mash(8)].join(' '))).toBe(true); // 2 / 10
    expect(looksLikeNaturalLanguage(['the', 'of', ...mash(9)].join(' '))).toBe(false); // 2 / 11
  });
});
