import { describe, expect, it } from '@jest/globals';
import { canSubmit, isBlank, sanitizeFallback, submissionText } from './submit.js';
import { validateText, type ValidationResult } from './validate.js';

describe(isBlank.name, () => {
  it('is true for empty and whitespace-only input', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('  \n\t\u00A0 ')).toBe(true);
  });

  it('is false once anything but whitespace was typed, markup or invisibles included', () => {
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank('<p></p>')).toBe(false);
    expect(isBlank('\u200B')).toBe(false);
  });
});

describe(sanitizeFallback.name, () => {
  it('cleans the text', () => {
    expect(sanitizeFallback('  <b>Hi</b>\u200B   there  ')).toBe('Hi there');
  });
});

describe(canSubmit.name, () => {
  it('allows valid, non-blank input only', () => {
    const text = 'Please restructure these notes for me.';
    expect(canSubmit(text, validateText(text))).toBe(true);
    expect(canSubmit('short', validateText('short'))).toBe(false);
    expect(canSubmit('', validateText(''))).toBe(false);
  });

  it('refuses blank input even alongside a valid result', () => {
    const stale = validateText('Please restructure these notes for me.');
    expect(canSubmit('   ', stale)).toBe(false);
  });
});

describe(submissionText.name, () => {
  it("sends the validator's sanitized text when it gave one", () => {
    const result: ValidationResult = { isValid: true, sanitizedInput: 'from the validator' };
    expect(submissionText('  <b>raw</b>  ', result)).toBe('from the validator');
  });

  it('falls back to the fallback sanitiser otherwise', () => {
    const result: ValidationResult = { isValid: false, error: 'x' };
    expect(submissionText('  <b>raw</b>   text ', result)).toBe('raw text');
  });
});
