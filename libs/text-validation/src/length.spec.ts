import { describe, expect, it } from '@jest/globals';
import { textLength } from './length.js';

describe(textLength.name, () => {
  it('counts plain ASCII like String.length', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('hello')).toBe(5);
  });

  it('counts an astral character (two UTF-16 units) as one', () => {
    expect('😀'.length).toBe(2);
    expect(textLength('😀')).toBe(1);
    expect(textLength('a😀b𝒳c')).toBe(5);
  });

  it('counts code points, not graphemes: a decomposed accent is two', () => {
    expect(textLength('e\u0301')).toBe(2);
    expect(textLength('\u00e9')).toBe(1);
  });

  it('agrees with [...s].length, lone surrogates included', () => {
    for (const s of [
      '\uD800',
      '\uDC00',
      'a\uD800b',
      '\uDC00\uD800',
      '\uD83D\uDE00\uD800',
      '\uD800\uD83D\uDE00',
    ]) {
      expect(textLength(s)).toBe([...s].length);
    }
  });
});
