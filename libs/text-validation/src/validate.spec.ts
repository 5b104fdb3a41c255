import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cleanText } from './clean.js';
import { characterCount } from './counter.js';
import { textLength } from './length.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { effectiveMaxLength, validateText } from './validate.js';

// The validation messages, typed out again on purpose: a change to VALIDATION_MESSAGES must fail here.
const EMPTY = 'Please enter meaningful text (not empty or whitespace).';
const TOO_SHORT = 'Please enter at least 10 characters of meaningful text.';
const TOO_LONG_4000 = 'Text is too long — please shorten to under 4000 characters.';
const TOO_LONG_500 = 'Text is too long — please shorten to under 500 characters.';
const REPETITION = 'Please enter meaningful text (avoid excessive repetition).';
const SYMBOLS = 'Please enter meaningful text (avoid using mostly symbols or special characters).';
const RANDOM = 'Please enter meaningful text (text appears to be random characters).';
const UPPERCASE = 'Please use normal capitalization (avoid excessive uppercase).';

/** Natural-language text of exactly `length` cleaned characters. */
function prose(length: number): string {
  const sentence = 'The team met on Monday and we agreed that the plan is good. ';
  let text = sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
  if (text.endsWith(' ')) text = `${text.slice(0, -1)}x`;
  expect(textLength(cleanText(text))).toBe(length);
  return text;
}

/** Non-natural-language text of lowercase 5-letter tokens: `consonants` consonants, `vowels` 'e's. */
function letters(consonants: number, vowels: number): string {
  const pool = 'bcdfghjklmnpqrstvwxz';
  const all = [
    ...'e'.repeat(vowels),
    ...Array.from({ length: consonants }, (_, i) => pool[i % pool.length]!),
  ];
  const tokens: string[] = [];
  for (let i = 0; i < all.length; i += 5) tokens.push(all.slice(i, i + 5).join(''));
  return tokens.join(' ');
}

/** `total` code points of which `wordChars` are 'a' and the rest varied symbols, no runs. */
function symbolSoup(total: number, wordChars: number): string {
  const symbols = '!#%*+=?^~;:-';
  const chars: string[] = [];
  for (let i = 0; i < total; i++) chars.push(symbols[i % symbols.length]!);
  const step = total / wordChars;
  for (let k = 0; k < wordChars; k++) chars[Math.floor(k * step)] = 'a';
  return chars.join('');
}

/** Ten all-caps pseudo-words (90 letters) and 9 spaces: 99 characters, not natural language. */
const CAPS_WORDS = [
  'BAKEDIMOR',
  'TUVANELIS',
  'ROPEMAKUL',
  'DISOVERAN',
  'NELUPAKIT',
  'MOSARIVEN',
  'KATUMELOR',
  'VIRANOSEK',
  'PELUDARIM',
  'SOKAVETIN',
];
/** The caps words with the last letter of the first `lowercase` words in lower case. */
function capsText(lowercase: number, suffix: string): string {
  return (
    CAPS_WORDS.map((w, i) => (i < lowercase ? w.slice(0, -1) + w.slice(-1).toLowerCase() : w)).join(' ') +
    suffix
  );
}

describe('VALIDATION_MESSAGES', () => {
  it('holds the validation messages word for word', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      empty: EMPTY,
      tooShort: TOO_SHORT,
      repetition: REPETITION,
      symbols: SYMBOLS,
      randomCharacters: RANDOM,
      uppercase: UPPERCASE,
    });
    expect(VALIDATION_MESSAGES.tooLong(4000)).toBe(TOO_LONG_4000);
    expect(VALIDATION_MESSAGES.tooLong(500)).toBe(TOO_LONG_500);
  });
});

describe(validateText.name, () => {
  describe('rule 1: empty or whitespace only', () => {
    it.each([
      ['empty', ''],
      ['whitespace', '  \n\t \u00A0 '],
      ['markup only', '<p> </p><br/>'],
      ['invisible characters only', '\u200B\u200D\uFEFF'],
    ])('rejects %s input', (_label, input) => {
      expect(validateText(input)).toEqual({ isValid: false, error: EMPTY });
    });
  });

  describe('rule 2: under 10 characters', () => {
    it('rejects 9 characters and accepts 10', () => {
      expect(validateText('abcdefghi')).toEqual({ isValid: false, error: TOO_SHORT });
      expect(validateText('abcdefghij')).toEqual({ isValid: true, sanitizedInput: 'abcdefghij' });
    });

    it('counts the cleaned text', () => {
      expect(validateText('<b>abc</b>   <i>defgh</i>')).toEqual({ isValid: false, error: TOO_SHORT });
    });

    it('counts code points: nine of them are too few even when they take ten UTF-16 units', () => {
      const text = 'Ünïcödé 😀';
      expect(text.length).toBe(10);
      expect(validateText(text)).toEqual({ isValid: false, error: TOO_SHORT });
    });

    it('takes precedence over the symbol and repetition checks', () => {
      expect(validateText('#$%^&*()!')).toEqual({ isValid: false, error: TOO_SHORT });
    });
  });

  describe('rule 3: over the maximum length', () => {
    it('accepts 4000 characters and rejects 4001 by default', () => {
      expect(validateText(prose(4000)).isValid).toBe(true);
      expect(validateText(prose(4001))).toEqual({ isValid: false, error: TOO_LONG_4000 });
    });

    it('accepts 500 and rejects 501 with maxLength 500, naming that limit', () => {
      expect(validateText(prose(500), { maxLength: 500 }).isValid).toBe(true);
      expect(validateText(prose(501), { maxLength: 500 })).toEqual({ isValid: false, error: TOO_LONG_500 });
    });

    it('measures the cleaned text in code points', () => {
      expect(validateText(`<p>${prose(4000)}</p>\u200B   `).isValid).toBe(true);
      const emojiEnd = `${prose(3999)}😀`;
      expect(emojiEnd.length).toBe(4001);
      expect(validateText(emojiEnd).isValid).toBe(true);
    });

    it('takes precedence over the repetition check', () => {
      expect(validateText('x'.repeat(4001))).toEqual({ isValid: false, error: TOO_LONG_4000 });
    });

    it('falls back to 4000 for a maxLength that is not a positive number', () => {
      for (const maxLength of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
        expect(validateText(prose(4001), { maxLength })).toEqual({ isValid: false, error: TOO_LONG_4000 });
      }
      expect(effectiveMaxLength(500.9)).toBe(500);
      expect(effectiveMaxLength(undefined)).toBe(4000);
    });
  });

  describe('rule 4: tabular text is accepted at once', () => {
    it('accepts a table of symbols that the symbol check would reject on one line', () => {
      const row = '|----------------|----------------|';
      expect(validateText(`${row}\n${row}`)).toEqual({ isValid: true, sanitizedInput: `${row}\n${row}` });
      expect(validateText(`${row} ${row}`)).toEqual({ isValid: false, error: SYMBOLS });
    });

    it('accepts capitals in three-space columns, seen before the spaces are collapsed', () => {
      const rows = [
        'NAME   CITY   ROLE   TEAM',
        'BOB   PARIS   ADMIN   CORE',
        'ANA   OSLO   OWNER   EDGE',
        'KIM   ROME   AUDIT   DATA',
        'LEA   LYON   GUEST   WEB',
        'MAX   BONN   STAFF   OPS',
      ];
      const table = rows.join('\n');
      expect(textLength(cleanText(table))).toBeGreaterThan(100);
      expect(validateText(table)).toEqual({ isValid: true, sanitizedInput: cleanText(table) });
      expect(validateText(rows.map((r) => r.replace(/ {3}/g, ' ')).join('\n'))).toEqual({
        isValid: false,
        error: UPPERCASE,
      });
    });

    it('accepts CSV and tab-separated rows', () => {
      expect(validateText('xq,zv,kw\nbb,cc,dd').isValid).toBe(true);
      expect(validateText('!!!\t###\n%%%\t+++').isValid).toBe(true);
    });
  });

  describe('rule 5: natural-language text', () => {
    it('is accepted, cleaned', () => {
      expect(validateText('  <p>We should   move the meeting to Friday.</p> ')).toEqual({
        isValid: true,
        sanitizedInput: 'We should move the meeting to Friday.',
      });
    });

    it('is rejected for a run of 16 identical characters, not 15', () => {
      const text = 'We waited for the bus and it was late ';
      expect(validateText(`${text}${'!'.repeat(15)}`).isValid).toBe(true);
      expect(validateText(`${text}${'!'.repeat(16)}`)).toEqual({ isValid: false, error: REPETITION });
    });

    it('passes an all-caps sentence over 100 characters, as the rules are ordered', () => {
      const text =
        'THIS IS A REAL SENTENCE WRITTEN IN CAPITALS BY SOMEONE WHO FORGOT THAT THE CAPS LOCK KEY WAS ON ALL DAY';
      expect(textLength(text)).toBeGreaterThan(100);
      expect(validateText(text)).toEqual({ isValid: true, sanitizedInput: text });
    });

    it('skips the symbol check', () => {
      const tail = ` ${'#*+=~^'.repeat(40)}`;
      expect(validateText(`The cost is $5 and 20% off.${tail}`).isValid).toBe(true);
      expect(validateText(`Qzv bkt mwp dxr.${tail}`)).toEqual({ isValid: false, error: SYMBOLS });
    });

    it('skips the vowel check, as long as the text scores as natural language', () => {
      const consonants = (n: number): string => Array.from({ length: n }, () => 'bcdfg').join(' ');
      // 2 points for 10 word tokens: natural language.
      expect(validateText(`the of ${consonants(8)}`).isValid).toBe(true);
      // 2 points for 11 word tokens: not natural language, so the vowel check applies.
      expect(validateText(`the of ${consonants(9)}`)).toEqual({ isValid: false, error: RANDOM });
    });

    it('does not reject genuine text in other scripts', () => {
      for (const text of [
        'Сегодня хорошая погода, и я иду гулять в парк с друзьями после работы.',
        'Σήμερα ο καιρός είναι καλός και πηγαίνω βόλτα στο πάρκο με φίλους.',
        '今日は天気が良いので、仕事の後に友達と公園へ散歩に行きます。週末には家族と一緒に山へ出かけて、おいしい料理を食べる予定です。来週は新しいプロジェクトが始まるので、準備をしなければなりません。',
        'Café crème, très légère — déjà vu.',
      ]) {
        expect(validateText(text)).toEqual({ isValid: true, sanitizedInput: text });
      }
    });
  });

  describe('rule 6: other text', () => {
    it('is rejected under 15% word-or-space characters, accepted at 15%', () => {
      expect(validateText(symbolSoup(20, 3)).isValid).toBe(true); // 15%
      expect(validateText(symbolSoup(20, 2))).toEqual({ isValid: false, error: SYMBOLS }); // 10%
      expect(validateText(symbolSoup(200, 30)).isValid).toBe(true); // 15%
      expect(validateText(symbolSoup(200, 29))).toEqual({ isValid: false, error: SYMBOLS }); // 14.5%
    });

    it('checks the vowel ratio only above 20 Latin letters', () => {
      expect(validateText(letters(20, 0)).isValid).toBe(true);
      expect(validateText(letters(21, 0))).toEqual({ isValid: false, error: RANDOM });
    });

    it('rejects a vowel ratio under 8% and accepts 8%', () => {
      expect(validateText(letters(20, 1))).toEqual({ isValid: false, error: RANDOM }); // 1/21
      expect(validateText(letters(19, 2)).isValid).toBe(true); // 2/21
      expect(validateText(letters(23, 2)).isValid).toBe(true); // 2/25 = 8%
      expect(validateText(letters(24, 2))).toEqual({ isValid: false, error: RANDOM }); // 2/26
    });

    it('counts y as a vowel', () => {
      expect(validateText('rhythm myths gym crypt lynx').isValid).toBe(true);
      expect(validateText('rhthm mths gm crpt lnx wtch')).toEqual({ isValid: false, error: RANDOM });
    });

    it('is rejected for a run of 16 identical characters, not 15', () => {
      expect(validateText(`bakedimor ${'x'.repeat(15)}`).isValid).toBe(true);
      expect(validateText(`bakedimor ${'x'.repeat(16)}`)).toEqual({ isValid: false, error: REPETITION });
    });

    it('checks capitals only over 100 characters', () => {
      expect(textLength(capsText(0, '!'))).toBe(100);
      expect(validateText(capsText(0, '!')).isValid).toBe(true);
      expect(validateText(capsText(0, '!!'))).toEqual({ isValid: false, error: UPPERCASE });
    });

    it('rejects more than 90% capitals and accepts exactly 90%', () => {
      expect(textLength(capsText(9, '!!'))).toBe(101);
      expect(validateText(capsText(9, '!!')).isValid).toBe(true); // 81 / 90
      expect(validateText(capsText(8, '!!'))).toEqual({ isValid: false, error: UPPERCASE }); // 82 / 90
    });

    it('applies its checks in order: symbols, vowels, repetition, capitals', () => {
      // Too few word characters AND no vowels: the symbol message wins.
      expect(validateText(`${letters(21, 0)} ${'#*+=~^;:'.repeat(20)}`)).toEqual({
        isValid: false,
        error: SYMBOLS,
      });
      // No vowels AND a run of 16: the vowel message wins.
      expect(validateText(`${letters(20, 0)} ${'k'.repeat(16)}`)).toEqual({ isValid: false, error: RANDOM });
      // A run of 16 AND all capitals over 100 characters: the repetition message wins.
      expect(validateText(capsText(0, ` ${'Z'.repeat(16)}`))).toEqual({ isValid: false, error: REPETITION });
    });

    it('accepts text that breaks none of them', () => {
      expect(validateText('Milk, eggs; bread, butter')).toEqual({
        isValid: true,
        sanitizedInput: 'Milk, eggs; bread, butter',
      });
    });
  });

  describe('properties', () => {
    const messages = new Set([EMPTY, TOO_SHORT, REPETITION, SYMBOLS, RANDOM, UPPERCASE]);
    const anyUnits = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
      maxLength: 300,
    });
    const wordy = fc
      .array(
        fc.constantFrom(
          'the',
          'cat',
          'Hello',
          '<b>',
          '</b>',
          '  ',
          '\n',
          '\t',
          '!!!!!',
          'x',
          'é',
          '😀',
          '|',
          ',',
        ),
        {
          maxLength: 150,
        },
      )
      .map((parts) => parts.join(' '));

    it('never throws, and returns a consistent result for any string and limit', () => {
      let valid = 0;
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.string({ unit: 'binary', maxLength: 300 }),
            fc.string({ unit: 'grapheme', maxLength: 300 }),
            anyUnits,
            wordy,
          ),
          fc.integer({ min: 1, max: 600 }),
          (input, maxLength) => {
            const result = validateText(input, { maxLength });
            if (result.isValid) {
              valid++;
              expect(result.error).toBeUndefined();
              expect(result.sanitizedInput).toBe(cleanText(input));
              const length = textLength(result.sanitizedInput);
              expect(length).toBeGreaterThanOrEqual(10);
              expect(length).toBeLessThanOrEqual(maxLength);
              expect(characterCount(input, maxLength).isOverLimit).toBe(false);
            } else {
              expect(result.sanitizedInput).toBeUndefined();
              const tooLong = `Text is too long — please shorten to under ${maxLength} characters.`;
              expect(messages.has(result.error) || result.error === tooLong).toBe(true);
            }
          },
        ),
        { numRuns: 2000 },
      );
      // The property must have exercised the valid branch, not only rejections.
      expect(valid).toBeGreaterThan(100);
    });

    const n = 1_000_000;
    it.each([
      ['unclosed openers', '<'.repeat(n)],
      ['unclosed tag starts', '<a '.repeat(n / 3)],
      ['deeply nested tags', `${'<'.repeat(n / 2)}${'b>'.repeat(n / 2)}`],
      ['unclosed script elements', '<script>'.repeat(n / 8)],
      ['unclosed comments', '<!--'.repeat(n / 4)],
      ['one huge word', 'a'.repeat(n)],
      ['an almost-e-mail', `${'a'.repeat(n)}@`],
      ['spaces', ' '.repeat(n)],
      ['one line of spaces between words', `a${' '.repeat(n)}b`],
      ['tabs after sentence ends', '.\t'.repeat(n / 2)],
      ['many lines', 'x\n'.repeat(n / 2)],
      ['commas', 'a,'.repeat(n / 2)],
      ['joiners', '\u200D'.repeat(n)],
      ['emoji joined', '😀\u200D'.repeat(n / 3)],
      ['lone surrogates', '\uD800'.repeat(n)],
      ['common words', 'the '.repeat(n / 4)],
    ])(
      'returns on a megabyte of %s',
      (_label, input) => {
        for (const maxLength of [4000, 2 * n]) {
          expect(typeof validateText(input, { maxLength }).isValid).toBe('boolean');
        }
        expect(characterCount(input, 4000).current).toBeGreaterThanOrEqual(0);
      },
      30_000,
    );
  });
});
