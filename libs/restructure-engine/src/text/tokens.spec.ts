import { describe, expect, it } from '@jest/globals';
import { analyse } from './document.js';
import { stem, tokenize } from './tokens.js';

describe('stem', () => {
  it('treats words that name object properties as plain words', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(typeof stem(word)).toBe('string');
    expect(stem('constructor')).toBe('constructor');
    expect(stem('__proto__')).toBe('__proto__');
  });

  it('gives a verb and its participle one stem', () => {
    expect(stem('kneaded')).toBe(stem('knead'));
    expect(stem('shaped')).toBe(stem('shape'));
    expect(stem('loosened')).toBe(stem('loosen'));
    expect(stem('firmly')).toBe(stem('firmed'));
  });

  it('maps common irregular forms to their base', () => {
    expect(stem('heard')).toBe(stem('hearing'));
    expect(stem('dug')).toBe('dig');
    expect(stem('losses')).toBe(stem('lost'));
    expect(stem('closure')).toBe(stem('closed'));
  });
});

describe('tokenize and word families', () => {
  it('keeps hyphenated words and numbers whole', () => {
    expect(tokenize('A thirty-day notice cost 2,800 pounds.').map((t) => t.raw)).toEqual([
      'A',
      'thirty-day',
      'notice',
      'cost',
      '2,800',
      'pounds',
    ]);
  });

  it('gives derived words and compounds the stem of their base word within a text', () => {
    const [a, b] = analyse('A surveyor measured the microchips. The survey found no chips.');
    expect(a!.contentSet.has('survey')).toBe(true);
    expect(b!.contentSet.has('survey')).toBe(true);
    expect(a!.contentSet.has('chip')).toBe(true);
  });
});

describe('derivational matching', () => {
  it('gives an event noun and the verb or adjective it derives from one stem', () => {
    expect(stem('closure')).toBe(stem('closed'));
    expect(stem('losses')).toBe(stem('lost'));
    expect(stem('shortage')).toBe(stem('short'));
    expect(stem('failure')).toBe(stem('failed'));
    expect(stem('growth')).toBe(stem('grew'));
    expect(stem('rising')).toBe(stem('rose'));
    expect(stem('decision')).toBe(stem('decided'));
    expect(stem('spending')).toBe(stem('spend'));
  });

  it('joins regular derivations within a text through their suffix', () => {
    const [a, b] = analyse('The train arrived late. Its arrival was announced twice.');
    const shared = [...a!.contentSet].filter((s) => b!.contentSet.has(s));
    expect(shared).toContain(stem('arrive'));
  });
});
