/**
 * The measurements behind validation rules 5 (natural language) and 6 (upper case). Each is a pure, single-pass function
 * over Unicode code points (the unit `textLength` counts), meant for CLEANED text.
 */

/**
 * Whether `text` holds `run` or more identical code points in a row ("a run of 16 or more
 * identical characters"). Every code point counts, whitespace included: cleaning has already
 * collapsed runs of spaces and blank lines, so a whitespace run here can only be a long run of
 * tabs. '----------------' (16 dashes) and 16 identical emoji are runs; 'abababab...' is not.
 */
export function hasRepeatedRun(text: string, run: number): boolean {
  if (run <= 1) return text.length > 0;
  let previous: string | undefined;
  let length = 0;
  for (const ch of text) {
    length = ch === previous ? length + 1 : 1;
    if (length >= run) return true;
    previous = ch;
  }
  return false;
}

/** A "word or space character": any letter, combining mark, digit, '_', or whitespace. */
const WORD_OR_SPACE = /^[\p{L}\p{M}\p{N}_\s]$/u;

/**
 * Share of code points that are "word or space characters", in [0, 1] (1 for empty text).
 *
 * `\w` of JavaScript is ASCII-only and would call 'Café', 'Ελληνικά' or '日本語' symbols, so the
 * Unicode-aware equivalent is used: letters of every script (\p{L}), combining marks (\p{M}, the
 * vowel signs of Indic scripts and accents written as separate code points), digits of every
 * script (\p{N}), the underscore, and whitespace. Everything else (punctuation, symbols, emoji)
 * is a "symbol or special character".
 */
export function wordOrSpaceRatio(text: string): number {
  let total = 0;
  let wordOrSpace = 0;
  for (const ch of text) {
    total++;
    if (WORD_OR_SPACE.test(ch)) wordOrSpace++;
  }
  return total === 0 ? 1 : wordOrSpace / total;
}

/** Vowels after compatibility decomposition and lower-casing ('É' → 'e', 'Ａ' → 'a'). */
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'œ', 'ø', 'ı']);
const LATIN = /^\p{Script=Latin}$/u;
const LETTER = /^\p{L}$/u;

/** Latin letters and the vowels among them, for the "random characters" rule. */
export interface VowelCount {
  latinLetters: number;
  vowels: number;
}

/**
 * Counts Latin-script letters and the vowels among them.
 *
 * Vowels are a, e, i, o, u AND y (so 'rhythm', 'gym' or 'syzygy' are not "random"), with every
 * accented or compatibility form of them ('é', 'ö', 'ů', 'Ａ'...), plus æ, œ, ø and dotless ı.
 *
 * Only Latin letters are measured: Cyrillic, Greek, Arabic, CJK and other scripts have no Latin
 * vowels (and CJK no vowel letters at all), so counting them would flag genuine text as random.
 * Letters of other scripts are therefore neither letters nor vowels here.
 */
export function countLatinVowels(text: string): VowelCount {
  let latinLetters = 0;
  let vowels = 0;
  for (const ch of text) {
    // Script=Latin also holds non-letters such as Roman numerals ('Ⅻ'): letters only.
    if (!LATIN.test(ch) || !LETTER.test(ch)) continue;
    latinLetters++;
    const base = ch.normalize('NFKD').charAt(0).toLowerCase();
    if (LATIN_VOWELS.has(base)) vowels++;
  }
  return { latinLetters, vowels };
}

/** Uppercase and cased letters, for the capitalisation rule. */
export interface CaseCount {
  /** Letters that have case: uppercase (\p{Lu}), lowercase (\p{Ll}) and titlecase (\p{Lt}). */
  casedLetters: number;
  uppercase: number;
}

const UPPERCASE = /^\p{Lu}$/u;
const CASED = /^[\p{Lu}\p{Ll}\p{Lt}]$/u;

/**
 * Counts uppercase letters among the letters that HAVE case. Letters without case (CJK, Arabic,
 * Hebrew, Thai...) are left out of the ratio: they are neither upper nor lower case, and counting
 * them would only dilute it.
 */
export function countUppercase(text: string): CaseCount {
  let casedLetters = 0;
  let uppercase = 0;
  for (const ch of text) {
    if (!CASED.test(ch)) continue;
    casedLetters++;
    if (UPPERCASE.test(ch)) uppercase++;
  }
  return { casedLetters, uppercase };
}
