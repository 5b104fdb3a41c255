import { describe, expect, it } from '@jest/globals';
import { lineLooksTabular, looksTabular } from './tabular.js';

describe(lineLooksTabular.name, () => {
  it.each([
    ['a pipe', 'name | age'],
    ['a tab between values', 'name\tage'],
    ['three spaces between values', 'name   age'],
    ['two commas', 'a,b,c'],
  ])('matches %s', (_label, line) => {
    expect(lineLooksTabular(line)).toBe(true);
  });

  it.each([
    ['two spaces only', 'name  age'],
    ['one comma', 'Well, hello there'],
    ['an indenting tab', '\tindented text'],
    ['indenting spaces', '    indented text'],
    ['trailing spaces', 'text    '],
    ['a trailing tab', 'text\t'],
    ['plain words', 'just some words'],
  ])('does not match %s', (_label, line) => {
    expect(lineLooksTabular(line)).toBe(false);
  });
});

describe(looksTabular.name, () => {
  it('needs two matching lines: one is not enough', () => {
    expect(looksTabular('a | b\nplain line')).toBe(false);
    expect(looksTabular('a | b\nc | d')).toBe(true);
  });

  it('never accepts a single line, however tabular', () => {
    expect(looksTabular('a | b | c | d\t e,f,g')).toBe(false);
  });

  it('skips empty and blank lines when picking the first ten', () => {
    expect(looksTabular('a,b,c\n\n   \n\t\n\nd,e,f')).toBe(true);
  });

  it('inspects only the first ten non-empty lines', () => {
    const plain = Array.from({ length: 8 }, (_, i) => `line ${i}`);
    // Matching lines at non-empty positions 1 and 10: inspected.
    expect(looksTabular(['a | b', ...plain, 'c | d'].join('\n'))).toBe(true);
    // Matching lines at positions 1 and 11: the second is not inspected.
    expect(looksTabular(['a | b', ...plain, 'plain', 'c | d'].join('\n'))).toBe(false);
  });

  it('sees three-space columns only before space collapsing', () => {
    expect(looksTabular('Name   Age\nBob   42')).toBe(true);
    expect(looksTabular('Name Age\nBob 42')).toBe(false);
  });
});
