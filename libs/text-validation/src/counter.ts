import { LIMITS, PLANS, type PlanId } from '@untangle/contracts';
import { cleanText } from './clean.js';
import { textLength } from './length.js';

/** The character counter under the text box: count, limit and how near the limit it is. */
export interface CharacterCount {
  /** Length of the cleaned text, in code points (`textLength(cleanText(input))`). */
  current: number;
  max: number;
  /** `max - current`; negative when over the limit. */
  remaining: number;
  /** Fewer than 200 characters remain but the text is not over the limit: 0 <= remaining < 200. */
  isNearLimit: boolean;
  /** The cleaned length exceeds `max` (remaining < 0). */
  isOverLimit: boolean;
}

/**
 * Counts the cleaned text against `max`, exactly as `validateText` measures it, so the counter
 * and the validator never disagree. "Near the limit" and "over the limit" are exclusive: once the
 * text is over, it is no longer merely near (the UI shows one state at a time). At exactly `max`
 * characters the text is near (remaining 0), not over. Never throws; `max` is used as given.
 */
export function characterCount(input: string, max: number): CharacterCount {
  const current = textLength(cleanText(input));
  const remaining = max - current;
  const isOverLimit = current > max;
  return {
    current,
    max,
    remaining,
    isOverLimit,
    // Near when fewer than 200 remain — which includes every count over the limit.
    isNearLimit: remaining < LIMITS.nearLimitRemaining,
  };
}

export type CounterTone = 'normal' | 'yellow' | 'red';

/**
 * Colour of the counter: red when over the limit, otherwise yellow above 2000 characters
 * (`LIMITS.softGuidanceChars`, whatever the plan's maximum), otherwise normal. On the free plan
 * (max 500) the counter therefore goes straight from normal to red.
 */
export function counterTone(count: Pick<CharacterCount, 'current' | 'isOverLimit'>): CounterTone {
  if (count.isOverLimit) return 'red';
  if (count.current > LIMITS.softGuidanceChars) return 'yellow';
  return 'normal';
}

/**
 * Hard maximum length of the input box: `max + 200`, so a user can paste a little over the limit
 * (and see the counter turn red) before the browser stops the typing. Note that a browser's
 * `maxlength` attribute counts UTF-16 code units, which are never fewer than code points, so the
 * box never holds more than this many characters.
 */
export function hardMaxLength(max: number): number {
  return max + LIMITS.hardMaxExtraChars;
}

/** The `maxLength` of a plan ("500 for free, 4000 for Pro"), read from `PLANS` of the contracts. */
export function maxLengthForPlan(plan: PlanId): number {
  return PLANS[plan].maxChars;
}
