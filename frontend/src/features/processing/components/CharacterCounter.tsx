import { counterTone, type CharacterCount, type CounterTone } from '@untangle/text-validation';
import { LIMITS } from '@untangle/contracts';
import { Suspense, useEffect } from 'react';
import { lazyNamed, prefetchWhenIdle } from '../../../lib/lazy-named';
import { cn } from '../../../lib/cn';

// The tooltip (and its positioning library) loads only once a tooltip is needed.
const loadTooltip = () => import('../../../components/ui/Tooltip');
const Tooltip = lazyNamed(loadTooltip, 'Tooltip');

const TONE_CLASSES: Record<CounterTone, string> = {
  normal: 'text-slate-600',
  yellow: 'text-amber-700',
  red: 'text-red-700 font-semibold',
};

export const COUNTER_TOOLTIPS = {
  over: 'Input exceeds maximum length. Please shorten your text.',
  long: 'For best results, keep input under 2,000 characters. Longer input may affect clarity.',
  near: 'You are approaching the character limit.',
} as const;

export function counterTooltip(count: CharacterCount): string | null {
  if (count.isOverLimit) return COUNTER_TOOLTIPS.over;
  if (count.current > LIMITS.softGuidanceChars) return COUNTER_TOOLTIPS.long;
  if (count.isNearLimit) return COUNTER_TOOLTIPS.near;
  return null;
}

/** current/max, yellow above 2,000 characters and red over the limit, with a tooltip when it matters. */
export function CharacterCounter({ count }: { count: CharacterCount }) {
  useEffect(() => prefetchWhenIdle(loadTooltip), []);
  const tone = counterTone(count);
  const tip = counterTooltip(count);
  const counter = (
    <span
      data-testid="character-counter"
      data-tone={tone}
      tabIndex={tip ? 0 : undefined}
      className={cn(
        'rounded text-xs tabular-nums',
        TONE_CLASSES[tone],
        tip && 'cursor-help underline decoration-dotted',
      )}
    >
      {count.current}/{count.max}
      <span className="sr-only"> characters</span>
    </span>
  );
  if (!tip) return counter;
  return (
    <Suspense fallback={counter}>
      <Tooltip content={tip}>{counter}</Tooltip>
    </Suspense>
  );
}
