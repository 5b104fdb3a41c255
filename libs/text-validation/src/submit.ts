import { cleanText } from './clean.js';
import type { ValidationResult } from './validate.js';

/**
 * True when the raw input holds nothing but whitespace (the empty string included). Empty text
 * is "invalid without a message" in the UI: `validateText` still returns rule 1's
 * message, and the UI hides it when `isBlank(input)`. Markup-only or invisible-only input (`<p></p>`,
 * a zero-width space) is NOT blank: the user did type something, so the message is shown.
 */
export function isBlank(input: string): boolean {
  return typeof input !== 'string' || input.trim() === '';
}

/**
 * The fallback sanitiser of the dashboard submit path, used when the validator gave no
 * `sanitizedInput`. It is `cleanText`: the same cleaning the validator applies.
 */
export function sanitizeFallback(input: string): string {
  return cleanText(input);
}

/** The dashboard's process button is enabled only when the input is valid and non-blank. */
export function canSubmit(input: string, result: ValidationResult): boolean {
  return result.isValid && !isBlank(input);
}

/** The text the dashboard sends: the validator's sanitized text, otherwise the fallback sanitiser's. */
export function submissionText(input: string, result: ValidationResult): string {
  return result.sanitizedInput ?? sanitizeFallback(input);
}
