import { describe, expect, it } from '@jest/globals';
import { trimEndMatching, trimMatching, trimStartMatching } from './trim.js';

describe('linear trimming by character class', () => {
  it('removes only the matching characters at the end', () => {
    expect(trimEndMatching('Done!?.. ', /[.!?\s]/)).toBe('Done');
    expect(trimEndMatching('a.b.', /\./)).toBe('a.b');
  });

  it('removes only the matching characters at the start', () => {
    expect(trimStartMatching('“(Hello)', /["“(]/)).toBe('Hello)');
  });

  it('trims both ends and keeps astral letters whole', () => {
    expect(trimMatching('..𝒜bc𝒟!!', /[^\p{L}\p{N}]/u)).toBe('𝒜bc𝒟');
    expect(trimMatching('🙂🙂', /[^\p{L}\p{N}]/u)).toBe('');
  });

  it('leaves text without matching ends unchanged', () => {
    expect(trimMatching('plain', /[.]/)).toBe('plain');
    expect(trimMatching('', /[.]/)).toBe('');
  });

  it('handles a run of 100,000 matching characters followed by a stop in one pass', () => {
    const hostile = `${'.'.repeat(100_000)}x`;
    expect(trimEndMatching(hostile, /\./)).toBe(hostile);
    expect(trimStartMatching(hostile, /\./)).toBe('x');
  });
});
