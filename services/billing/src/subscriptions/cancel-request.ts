import type { CancelOutcome } from '../providers/payment-provider.js';
import type { SubscriptionRecord } from './subscription.entity.js';
import { later } from './subscription-record.js';

/**
 * The member asked to cancel: Pro stays until the period ends (no refunds for partial months).
 * `provider` is the provider's answer, when it gave one. The request counts as the newest snapshot,
 * so an older provider event cannot clear the flag again.
 */
export function applyCancelRequest(
  record: SubscriptionRecord,
  now: Date,
  provider: CancelOutcome = {},
): SubscriptionRecord {
  const periodEnd = later(record.currentPeriodEnd, provider.periodEnd ?? null);
  return {
    ...record,
    cancelAtPeriodEnd: true,
    canceledAt:
      record.cancelAtPeriodEnd && record.canceledAt ? record.canceledAt : (provider.canceledAt ?? now),
    currentPeriodEnd: periodEnd,
    snapshotAt: later(record.snapshotAt, now),
  };
}
