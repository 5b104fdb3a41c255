import { LIMITS } from '@untangle/contracts';
import { prepareText } from './clean.js';
import { countLatinVowels, countUppercase, hasRepeatedRun, wordOrSpaceRatio } from './heuristics.js';
import { textLength } from './length.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { looksLikeNaturalLanguage } from './natural-language.js';
import { looksTabular } from './tabular.js';

/**
 * Outcome of `validateText`. Shaped `{ isValid: boolean; error?: string; sanitizedInput?: string }`
 * as the frontend expects it, and narrowed: a valid result always carries `sanitizedInput` (the cleaned
 * text, between `LIMITS.minInputChars` and `maxLength` characters long) and never an `error`; an
 * invalid one always carries `error` (one of `VALIDATION_MESSAGES`) and never a `sanitizedInput`.
 */
export type ValidationResult =
  | { isValid: true; sanitizedInput: string; error?: undefined }
  | { isValid: false; error: string; sanitizedInput?: undefined };

export interface ValidateTextOptions {
  /**
   * Largest allowed cleaned length, in code points (see `textLength`). Defaults to
   * `LIMITS.maxInputChars` (4000, the Pro plan); the free plan passes 500 (`maxLengthForPlan`).
   * A value that is not a positive finite number falls back to the default; a fraction is rounded
   * down.
   */
  maxLength?: number;
}

/**
 * Validates user text by the validation rules, in their fixed order: the first rule broken
 * gives the message. Never throws, on any string of any size (linear time), and on a non-string
 * behaves as for ''.
 *
 * The text is cleaned first (`cleanText`); every rule applies to the cleaned text, except the
 * tabular check (rule 4), which reads the text before space collapsing (see `prepareText`).
 *
 * 1. Cleaned text empty → `VALIDATION_MESSAGES.empty`.
 * 2. Fewer than 10 characters → `tooShort`.
 * 3. More than `maxLength` characters → `tooLong(maxLength)`.
 * 4. Tabular-looking (`looksTabular`) → valid, no further check.
 * 5. Natural-language-looking (`looksLikeNaturalLanguage`) → valid unless it holds a run of 16
 *    identical characters (`repetition`). The symbol, vowel and uppercase checks are skipped: an
 *    all-caps real sentence passes: natural language wins.
 * 6. Otherwise, checked in this order:
 *    - fewer than 15% word or space characters (`wordOrSpaceRatio` < 0.15) → `symbols`;
 *    - more than 20 Latin letters and a vowel ratio (`countLatinVowels`) under 8% →
 *      `randomCharacters`;
 *    - a run of 16 identical characters → `repetition`;
 *    - more than 100 characters and more than 90% of the cased letters uppercase
 *      (`countUppercase`) → `uppercase`.
 *    Anything else is valid.
 */
export function validateText(input: string, options: ValidateTextOptions = {}): ValidationResult {
  const maxLength = effectiveMaxLength(options.maxLength);
  const { structured, cleaned } = prepareText(input);

  if (cleaned === '') return invalid(VALIDATION_MESSAGES.empty);
  const length = textLength(cleaned);
  if (length < LIMITS.minInputChars) return invalid(VALIDATION_MESSAGES.tooShort);
  if (length > maxLength) return invalid(VALIDATION_MESSAGES.tooLong(maxLength));

  if (looksTabular(structured)) return valid(cleaned);

  const repeated = hasRepeatedRun(cleaned, LIMITS.repetitionRun);
  if (looksLikeNaturalLanguage(cleaned)) {
    return repeated ? invalid(VALIDATION_MESSAGES.repetition) : valid(cleaned);
  }

  if (wordOrSpaceRatio(cleaned) < LIMITS.minWordOrSpaceRatio) return invalid(VALIDATION_MESSAGES.symbols);
  const { latinLetters, vowels } = countLatinVowels(cleaned);
  if (latinLetters > LIMITS.vowelRatioMinLetters && vowels / latinLetters < LIMITS.minVowelRatio) {
    return invalid(VALIDATION_MESSAGES.randomCharacters);
  }
  if (repeated) return invalid(VALIDATION_MESSAGES.repetition);
  if (length > LIMITS.uppercaseRatioMinChars) {
    const { casedLetters, uppercase } = countUppercase(cleaned);
    if (casedLetters > 0 && uppercase / casedLetters > LIMITS.maxUppercaseRatio) {
      return invalid(VALIDATION_MESSAGES.uppercase);
    }
  }
  return valid(cleaned);
}

/** The limit `validateText` applies for a given `maxLength` option. */
export function effectiveMaxLength(maxLength: number | undefined): number {
  if (typeof maxLength !== 'number' || !Number.isFinite(maxLength) || maxLength < 1) {
    return LIMITS.maxInputChars;
  }
  return Math.floor(maxLength);
}

function valid(sanitizedInput: string): ValidationResult {
  return { isValid: true, sanitizedInput };
}

function invalid(error: string): ValidationResult {
  return { isValid: false, error };
}
