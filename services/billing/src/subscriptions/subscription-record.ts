import type { PaymentProviderName } from '../config.js';
import { effectiveSubscription } from './effective-subscription.js';
import type { SubscriptionRecord, SubscriptionStatus } from './subscription.entity.js';

/**
 * The subscription state machine's building blocks, as pure functions of a stored record, a fact
 * and a time. The transitions themselves are in `provider-facts.ts` (what a provider reports),
 * `cancel-request.ts` (what the member asks), `effective-subscription.ts` (`expire`, access running
 * out) and `providers/local/local-subscription.ts` (the test-mode provider's payments and renewals).
 *
 *   free ──pay──► active ──cancel──► cancel-pending (active + cancelAtPeriodEnd) ──period end──► ended (free)
 *                   │  ▲
 *          payment  │  │ invoice paid
 *           failed  ▼  │
 *                 past_due ──LIMITS.failedPaymentDowngradeDays from the first failure──► ended (free)
 *
 * Every fact carries the time it happened (a Stripe event's `created`, or our clock). A fact older
 * than the one that set the current status does not change the status, so events applied in any
 * order, any number of times, end in the same state. A provider subscription that reached
 * `canceled` is final.
 */

/** Provider statuses after which a provider subscription never changes again. */
const FINAL_PROVIDER_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const isFinalProviderStatus = (providerStatus: string | null): boolean =>
  providerStatus !== null && FINAL_PROVIDER_STATUSES.has(providerStatus);

/** A subscription with no history yet, for a member who has just paid (or been seen paying). */
export function newRecord(
  userId: string,
  provider: PaymentProviderName,
  status: SubscriptionStatus,
  at: Date,
): SubscriptionRecord {
  return {
    userId,
    provider,
    status,
    statusChangedAt: at,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    pastDueSince: status === 'past_due' ? at : null,
    lastPaidAt: null,
    endedAt: status === 'ended' ? at : null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    providerStatus: null,
    snapshotAt: null,
  };
}

/** Moves to `status` because of a fact at `at`, keeping the grace start across repeated failures. */
export function withStatus(
  record: SubscriptionRecord,
  status: SubscriptionStatus,
  at: Date,
): SubscriptionRecord {
  const pastDueSince =
    status === 'past_due'
      ? record.status === 'past_due' && record.pastDueSince && record.pastDueSince < at
        ? record.pastDueSince
        : at
      : null;
  return {
    ...record,
    status,
    statusChangedAt: at,
    pastDueSince,
    endedAt: status === 'ended' ? (record.status === 'ended' ? record.endedAt : at) : null,
  };
}

/** The later of two optional instants. */
export const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The record a fact about provider subscription `subscriptionId` applies to: the member's own
 * record when it is that subscription (or has none yet), a fresh one when the stored one is another
 * subscription that no longer gives Pro, and none (ignore the fact) when the stored one is another
 * subscription that is still Pro (a stale event of an older subscription).
 */
export function recordFor(
  record: SubscriptionRecord | null,
  provider: PaymentProviderName,
  subscriptionId: string,
  at: Date,
  now: Date,
): SubscriptionRecord | 'ignore' | null {
  if (!record) return null;
  if (record.providerSubscriptionId === subscriptionId) return record;
  if (record.providerSubscriptionId === null && record.provider === provider && record.status !== 'ended')
    return record;
  if (effectiveSubscription(record, now).plan === 'pro') return 'ignore';
  // A fact older than the stored (ended) subscription's last change belongs to the past.
  return at < record.statusChangedAt ? 'ignore' : null;
}
