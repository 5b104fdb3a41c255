import type { SubscriptionRecord } from '../subscriptions/subscription.entity.js';
import { applySnapshot, type SubscriptionSnapshot } from '../subscriptions/provider-facts.js';

/** Fixtures of the subscription state machine's unit tests: one member, one Stripe subscription. */

export const USER = 'user-1';
export const SUB = 'sub_1';
export const t = (iso: string) => new Date(iso);
export const NOW = t('2026-05-10T12:00:00Z');
export const PERIOD_END = t('2026-06-01T00:00:00Z');

/** What Stripe says of SUB: active, paid through PERIOD_END. */
export function snapshot(overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    subscriptionId: SUB,
    customerId: 'cus_1',
    providerStatus: 'active',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    currentPeriodStart: t('2026-05-01T00:00:00Z'),
    currentPeriodEnd: PERIOD_END,
    endedAt: null,
    at: t('2026-05-01T00:00:05Z'),
    ...overrides,
  };
}

/** USER's record once that snapshot is applied. */
export function activeRecord(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return { ...applySnapshot(null, USER, 'stripe', snapshot(), NOW)!, ...overrides };
}
