import { describe, expect, it } from '@jest/globals';
import { logicTypesMatching, searchPattern } from './search.js';

describe(searchPattern.name, () => {
  it('wraps the trimmed text for a substring match', () => {
    expect(searchPattern('  rain  ')).toBe('%rain%');
  });

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(searchPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });

  it('drops control characters Postgres could not take', () => {
    expect(searchPattern('a\u0000b\u0007')).toBe('%ab%');
  });

  it('is undefined when nothing is left to search for', () => {
    expect(searchPattern(undefined)).toBeUndefined();
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchPattern('\u0000')).toBeUndefined();
  });
});

describe(logicTypesMatching.name, () => {
  it('matches both spellings of the process type, whichever is asked for', () => {
    expect(logicTypesMatching('process')).toEqual(['process', 'process-steps']);
    expect(logicTypesMatching('process-steps')).toEqual(['process', 'process-steps']);
  });

  it('matches other types as they are, and everything without a type', () => {
    expect(logicTypesMatching('cause-effect')).toEqual(['cause-effect']);
    expect(logicTypesMatching(undefined)).toBeUndefined();
  });
});
