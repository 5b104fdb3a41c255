import { PLANS } from '@untangle/contracts';
import type { BillingConfig } from '../config.js';
import type { EffectiveSubscription } from '../subscriptions/effective-subscription.js';

/**
 * How long a caller may answer this member's reservations or plan from its cache
 * (QuotaReservation.cacheForMs, PlanOfResult.cacheForMs): only while the member holds a plan without
 * a monthly limit, never past the moment the plan may end on its own (a cancelled period's end, a
 * grace end, or the paid period's end, which a renewal moves), and at most BILLING_PLAN_CACHE_MS.
 * 0: not cacheable.
 */
export function planCacheMs(
  effective: Pick<EffectiveSubscription, 'plan' | 'expiresAt'>,
  now: Date,
  config: Pick<BillingConfig, 'BILLING_PLAN_CACHE_MS'>,
): number {
  if (PLANS[effective.plan].monthlyRestructures !== null) return 0;
  const untilEnd = effective.expiresAt ? effective.expiresAt.getTime() - now.getTime() : Infinity;
  return Math.max(0, Math.min(config.BILLING_PLAN_CACHE_MS, untilEnd));
}
