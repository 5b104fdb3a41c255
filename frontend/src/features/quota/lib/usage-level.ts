import { LIMITS } from '@untangle/contracts';

export type UsageLevel = 'ok' | 'warning' | 'critical';

/** Remaining at or below 20 % of the total is critical, at or below 40 % a warning (see `LIMITS`). */
export function usageLevel(remaining: number, total: number): UsageLevel {
  if (total <= 0) return 'critical';
  const share = remaining / total;
  if (share <= LIMITS.quotaCriticalRemainingShare) return 'critical';
  if (share <= LIMITS.quotaWarningRemainingShare) return 'warning';
  return 'ok';
}
