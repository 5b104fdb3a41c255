import { LIMITS } from '@untangle/contracts';

/**
 * The validation messages, word for word (note the em dash in `tooLong`). They are this library's
 * contract: the frontend shows them as they are and the services return them as they are, so a
 * change here changes both, and the tests that assert them.
 */
export const VALIDATION_MESSAGES = {
  /** Rule 1: the cleaned text is empty. */
  empty: 'Please enter meaningful text (not empty or whitespace).',
  /** Rule 2: fewer than `LIMITS.minInputChars` characters. */
  tooShort: `Please enter at least ${LIMITS.minInputChars} characters of meaningful text.`,
  /** Rule 3: names the limit in use (500 on the free plan, 4000 on Pro). */
  tooLong: (maxLength: number): string =>
    `Text is too long — please shorten to under ${maxLength} characters.`,
  /** Rules 5 and 6: a run of `LIMITS.repetitionRun` identical characters. */
  repetition: 'Please enter meaningful text (avoid excessive repetition).',
  /** Rule 6: fewer than 15% word or space characters. */
  symbols: 'Please enter meaningful text (avoid using mostly symbols or special characters).',
  /** Rule 6: vowel ratio under 8% among more than 20 letters. */
  randomCharacters: 'Please enter meaningful text (text appears to be random characters).',
  /** Rule 6: over 100 characters and more than 90% uppercase. */
  uppercase: 'Please use normal capitalization (avoid excessive uppercase).',
} as const;
