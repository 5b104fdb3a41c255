import type { PaymentProviderName } from '../config.js';
import type { SubscriptionRecord, SubscriptionStatus } from './subscription.entity.js';
import { isFinalProviderStatus, later, newRecord, recordFor, withStatus } from './subscription-record.js';

/**
 * What a payment provider reports about one of its subscriptions (Stripe's webhook events), applied
 * to the stored record. Each function answers the record after the fact: the stored one unchanged
 * when the fact is stale or belongs to another subscription, null when there is nothing to store.
 */

/** What a provider says its subscription looks like at `at` (Stripe: customer.subscription.*). */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string | null;
  /** The provider's status word: active, trialing, past_due, unpaid, canceled, incomplete… */
  providerStatus: string;
  cancelAtPeriodEnd: boolean;
  /** When cancellation was requested (Stripe's `canceled_at`). */
  canceledAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  at: Date;
}

function statusOfProvider(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
    case 'paused':
      return 'incomplete';
    default:
      // canceled, incomplete_expired, unpaid, and anything unknown: no access.
      return 'ended';
  }
}

export function applySnapshot(
  stored: SubscriptionRecord | null,
  userId: string,
  provider: PaymentProviderName,
  snapshot: SubscriptionSnapshot,
  now: Date,
): SubscriptionRecord | null {
  const target = recordFor(stored, provider, snapshot.subscriptionId, snapshot.at, now);
  if (target === 'ignore') return stored;
  const status = statusOfProvider(snapshot.providerStatus);
  const final = isFinalProviderStatus(snapshot.providerStatus);
  // Nothing to remember about a subscription we never saw give access and that is already over.
  if (!target && status === 'ended') return stored;
  const base = target ?? newRecord(userId, provider, status, snapshot.at);
  if (isFinalProviderStatus(base.providerStatus)) return stored;

  let next: SubscriptionRecord = {
    ...base,
    provider,
    providerSubscriptionId: snapshot.subscriptionId,
    providerCustomerId: snapshot.customerId ?? base.providerCustomerId,
  };
  if (final || !base.snapshotAt || snapshot.at >= base.snapshotAt) {
    next = {
      ...next,
      providerStatus: snapshot.providerStatus,
      snapshotAt: later(base.snapshotAt, snapshot.at),
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      canceledAt: snapshot.cancelAtPeriodEnd
        ? ((base.cancelAtPeriodEnd ? base.canceledAt : null) ?? snapshot.canceledAt ?? snapshot.at)
        : null,
      currentPeriodStart: snapshot.currentPeriodStart ?? base.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd ?? base.currentPeriodEnd,
    };
  }
  if (final || !target || snapshot.at >= base.statusChangedAt) {
    if (next.status !== status || !target) next = withStatus(next, status, snapshot.at);
    else next = { ...next, statusChangedAt: later(next.statusChangedAt, snapshot.at)! };
    if (status === 'ended' && snapshot.endedAt) next = { ...next, endedAt: snapshot.endedAt };
  }
  return next;
}

/** A completed checkout for `subscriptionId` (Stripe: checkout.session.completed). */
export interface CheckoutCompletion {
  subscriptionId: string;
  customerId: string | null;
  /** False when the payment is still pending (an asynchronous payment method). */
  paid: boolean;
  at: Date;
}

export function applyCheckoutCompleted(
  stored: SubscriptionRecord | null,
  userId: string,
  provider: PaymentProviderName,
  checkout: CheckoutCompletion,
  now: Date,
): SubscriptionRecord | null {
  const target = recordFor(stored, provider, checkout.subscriptionId, checkout.at, now);
  if (target === 'ignore') return stored;
  const status: SubscriptionStatus = checkout.paid ? 'active' : 'incomplete';
  const base = target ?? newRecord(userId, provider, status, checkout.at);
  if (isFinalProviderStatus(base.providerStatus)) return stored;
  let next: SubscriptionRecord = {
    ...base,
    provider,
    providerSubscriptionId: checkout.subscriptionId,
    providerCustomerId: base.providerCustomerId ?? checkout.customerId,
  };
  // The same subscription already described by a newer snapshot or invoice: that state stands.
  if (target && checkout.at >= base.statusChangedAt && base.status !== status) {
    if (status === 'active' || base.status === 'ended') next = withStatus(next, status, checkout.at);
  }
  return next;
}

/** A paid invoice of `subscriptionId` (Stripe: invoice.paid). */
export interface InvoicePayment {
  subscriptionId: string;
  customerId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  at: Date;
}

export function applyInvoicePaid(
  stored: SubscriptionRecord | null,
  userId: string,
  provider: PaymentProviderName,
  invoice: InvoicePayment,
  now: Date,
): SubscriptionRecord | null {
  const target = recordFor(stored, provider, invoice.subscriptionId, invoice.at, now);
  if (target === 'ignore') return stored;
  const base = target ?? newRecord(userId, provider, 'active', invoice.at);
  if (isFinalProviderStatus(base.providerStatus)) return stored;
  let next: SubscriptionRecord = {
    ...base,
    provider,
    providerSubscriptionId: invoice.subscriptionId,
    providerCustomerId: base.providerCustomerId ?? invoice.customerId,
    lastPaidAt: later(base.lastPaidAt, invoice.at),
  };
  // Periods only move forward: an old invoice never shortens the paid period.
  if (invoice.periodEnd && (!base.currentPeriodEnd || invoice.periodEnd > base.currentPeriodEnd)) {
    next = { ...next, currentPeriodEnd: invoice.periodEnd, currentPeriodStart: invoice.periodStart };
  }
  if (!target) return next;
  if (invoice.at >= base.statusChangedAt) {
    if (base.status !== 'active') next = withStatus(next, 'active', invoice.at);
    else next = { ...next, statusChangedAt: invoice.at };
  } else if (base.status === 'past_due' && base.pastDueSince && invoice.at > base.pastDueSince) {
    // Paid after the first failure we know of but before a later one: the grace restarts at the
    // later failure (the exact first failure after this payment is unknown; this errs for the member).
    next = { ...next, pastDueSince: base.statusChangedAt };
  }
  return next;
}

/** A failed renewal payment of `subscriptionId` (Stripe: invoice.payment_failed). */
export interface PaymentFailure {
  subscriptionId: string;
  at: Date;
}

export function applyPaymentFailed(
  stored: SubscriptionRecord | null,
  provider: PaymentProviderName,
  failure: PaymentFailure,
  now: Date,
): SubscriptionRecord | null {
  const target = recordFor(stored, provider, failure.subscriptionId, failure.at, now);
  // A failure never creates access, and never revives an ended or unpaid subscription.
  if (!target || target === 'ignore') return stored;
  if (target.status !== 'active' && target.status !== 'past_due') return stored;
  if (isFinalProviderStatus(target.providerStatus)) return stored;
  // Older than what set the status, or no later than a payment: the payment wins.
  if (failure.at < target.statusChangedAt) return stored;
  if (target.lastPaidAt && target.lastPaidAt >= failure.at) return stored;
  return withStatus({ ...target, providerSubscriptionId: failure.subscriptionId }, 'past_due', failure.at);
}
