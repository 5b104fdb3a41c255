import { LIMITS } from '@untangle/contracts';
import {
  characterCount,
  isBlank,
  validateText,
  type CharacterCount,
  type ValidationResult,
} from '@untangle/text-validation';
import { useEffect, useMemo, useState } from 'react';

export interface TextValidationState {
  /** The validator's verdict on the text as it was 500 ms after the last change; null before. */
  result: ValidationResult | null;
  /** Updated on every keystroke: the counter must follow the typing. */
  count: CharacterCount;
  blank: boolean;
  /** Validates the current text now (a submit must not trust a verdict on older text). */
  validateNow: () => ValidationResult;
}

/** The shared validator (`@untangle/text-validation`), run 500 ms after the last change. */
export function useTextValidation(text: string, maxLength: number): TextValidationState {
  const [result, setResult] = useState<ValidationResult | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setResult(validateText(text, { maxLength })), LIMITS.validationDebounceMs);
    return () => clearTimeout(timer);
  }, [text, maxLength]);

  const count = useMemo(() => characterCount(text, maxLength), [text, maxLength]);

  return {
    result,
    count,
    blank: isBlank(text),
    validateNow: () => {
      const now = validateText(text, { maxLength });
      setResult(now);
      return now;
    },
  };
}
