import { LIMITS, type PlanId } from '@untangle/contracts';
import type { PaymentProviderName } from '../config.js';
import type { SubscriptionRecord, SubscriptionStatus } from '../entities/subscription.entity.js';
import { addDays, addMonths } from '../time/calendar.js';

/**
 * The subscription state machine, as pure functions of a stored record, a fact and a time.
 *
 *   free ──pay──► active ──cancel──► cancel-pending (active + cancelAtPeriodEnd) ──period end──► ended (free)
 *                   │  ▲
 *          payment  │  │ invoice paid
 *           failed  ▼  │
 *                 past_due ──7 days from the first failure──► ended (free)
 *
 * Every fact carries the time it happened (a Stripe event's `created`, or our clock). A fact older
 * than the one that set the current status does not change the status, so events applied in any
 * order, any number of times, end in the same state. A provider subscription that reached
 * `canceled` is final.
 */

export type AccessState = 'free' | 'active' | 'cancel_pending' | 'past_due';

export interface EffectiveSubscription {
  plan: PlanId;
  state: AccessState;
  willCancelAtPeriodEnd: boolean;
  /** When Pro ends unless something changes: the period end when cancelling, the grace end when
   * a payment failed; while renewing, the end of the paid period. Null when free or not yet known. */
  expiresAt: Date | null;
  /** When the next payment is due: the period end while Pro renews normally; null otherwise. */
  nextBillingDate: Date | null;
  cancelledAt: Date | null;
}

const FREE: EffectiveSubscription = {
  plan: 'free',
  state: 'free',
  willCancelAtPeriodEnd: false,
  expiresAt: null,
  nextBillingDate: null,
  cancelledAt: null,
};

/** Provider statuses after which a provider subscription never changes again. */
const FINAL_PROVIDER_STATUSES = new Set(['canceled', 'incomplete_expired']);

export function graceEnd(record: Pick<SubscriptionRecord, 'pastDueSince'>): Date | null {
  return record.pastDueSince ? addDays(record.pastDueSince, LIMITS.failedPaymentDowngradeDays) : null;
}

/** When access ends on its own, if it does: the cancelled period's end, or the grace end. */
function accessEnd(record: SubscriptionRecord): Date | null {
  const periodEnd = record.cancelAtPeriodEnd ? record.currentPeriodEnd : null;
  const grace = record.status === 'past_due' ? graceEnd(record) : null;
  if (periodEnd && grace) return periodEnd < grace ? periodEnd : grace;
  return periodEnd ?? grace;
}

/**
 * THE answer to "what does this member get now": every plan decision (quota, plan.of, statuses)
 * goes through here, so reads are right before the maintenance job has caught up.
 */
export function effectiveSubscription(record: SubscriptionRecord | null, now: Date): EffectiveSubscription {
  if (!record || (record.status !== 'active' && record.status !== 'past_due')) return FREE;
  const end = accessEnd(record);
  if (end && now >= end) return FREE;
  const pastDue = record.status === 'past_due';
  return {
    plan: 'pro',
    state: pastDue ? 'past_due' : record.cancelAtPeriodEnd ? 'cancel_pending' : 'active',
    willCancelAtPeriodEnd: record.cancelAtPeriodEnd,
    expiresAt: end ?? record.currentPeriodEnd,
    nextBillingDate: pastDue || record.cancelAtPeriodEnd ? null : record.currentPeriodEnd,
    cancelledAt: record.cancelAtPeriodEnd ? record.cancelledAt : null,
  };
}

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
    cancelledAt: null,
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
function withStatus(record: SubscriptionRecord, status: SubscriptionStatus, at: Date): SubscriptionRecord {
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

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * The record a fact about provider subscription `subscriptionId` applies to: the member's own
 * record when it is that subscription (or has none yet), a fresh one when the stored one is another
 * subscription that no longer gives Pro, and none (ignore the fact) when the stored one is another
 * subscription that is still Pro (a stale event of an older subscription).
 */
export function recordFor(
  record: SubscriptionRecord | null,
  userId: string,
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

export function statusOfProvider(providerStatus: string): SubscriptionStatus {
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
  const target = recordFor(stored, userId, provider, snapshot.subscriptionId, snapshot.at, now);
  if (target === 'ignore') return stored;
  const status = statusOfProvider(snapshot.providerStatus);
  const final = FINAL_PROVIDER_STATUSES.has(snapshot.providerStatus);
  // Nothing to remember about a subscription we never saw give access and that is already over.
  if (!target && status === 'ended') return stored;
  const base = target ?? newRecord(userId, provider, status, snapshot.at);
  if (base.providerStatus && FINAL_PROVIDER_STATUSES.has(base.providerStatus)) return stored;

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
      cancelledAt: snapshot.cancelAtPeriodEnd
        ? ((base.cancelAtPeriodEnd ? base.cancelledAt : null) ?? snapshot.canceledAt ?? snapshot.at)
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
  const target = recordFor(stored, userId, provider, checkout.subscriptionId, checkout.at, now);
  if (target === 'ignore') return stored;
  const status: SubscriptionStatus = checkout.paid ? 'active' : 'incomplete';
  const base = target ?? newRecord(userId, provider, status, checkout.at);
  if (base.providerStatus && FINAL_PROVIDER_STATUSES.has(base.providerStatus)) return stored;
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
  const target = recordFor(stored, userId, provider, invoice.subscriptionId, invoice.at, now);
  if (target === 'ignore') return stored;
  const base = target ?? newRecord(userId, provider, 'active', invoice.at);
  if (base.providerStatus && FINAL_PROVIDER_STATUSES.has(base.providerStatus)) return stored;
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
  userId: string,
  provider: PaymentProviderName,
  failure: PaymentFailure,
  now: Date,
): SubscriptionRecord | null {
  const target = recordFor(stored, userId, provider, failure.subscriptionId, failure.at, now);
  // A failure never creates access, and never revives an ended or unpaid subscription.
  if (!target || target === 'ignore') return stored;
  if (target.status !== 'active' && target.status !== 'past_due') return stored;
  if (target.providerStatus && FINAL_PROVIDER_STATUSES.has(target.providerStatus)) return stored;
  // Older than what set the status, or no later than a payment: the payment wins.
  if (failure.at < target.statusChangedAt) return stored;
  if (target.lastPaidAt && target.lastPaidAt >= failure.at) return stored;
  return withStatus({ ...target, providerSubscriptionId: failure.subscriptionId }, 'past_due', failure.at);
}

/**
 * The member asked to cancel: Pro stays until the period ends (no refunds for partial months).
 * `periodEnd` is the provider's answer, when it gave one. The request counts as the newest snapshot,
 * so an older provider event cannot clear the flag again.
 */
export function applyCancelRequest(
  record: SubscriptionRecord,
  now: Date,
  provider: { periodEnd?: Date | null; canceledAt?: Date | null } = {},
): SubscriptionRecord {
  const periodEnd = later(record.currentPeriodEnd, provider.periodEnd ?? null);
  return {
    ...record,
    cancelAtPeriodEnd: true,
    cancelledAt:
      record.cancelAtPeriodEnd && record.cancelledAt ? record.cancelledAt : (provider.canceledAt ?? now),
    currentPeriodEnd: periodEnd,
    snapshotAt: later(record.snapshotAt, now),
  };
}

/** Local provider: a test-mode payment starts (or restarts) one calendar month of Pro. */
export function activateLocal(
  stored: SubscriptionRecord | null,
  userId: string,
  subscriptionId: string,
  now: Date,
): SubscriptionRecord {
  return {
    ...newRecord(userId, 'local', 'active', now),
    providerSubscriptionId: subscriptionId,
    providerStatus: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, 1),
    lastPaidAt: now,
    snapshotAt: now,
    providerCustomerId: stored?.providerCustomerId ?? null,
  };
}

/**
 * Local provider: the periods a renewing subscription has entered by `now` (each one month long,
 * from the previous end), oldest first. Empty when it is not due.
 */
export function localRenewals(record: SubscriptionRecord, now: Date): Array<{ start: Date; end: Date }> {
  if (record.provider !== 'local' || record.status !== 'active' || record.cancelAtPeriodEnd) return [];
  const periods: Array<{ start: Date; end: Date }> = [];
  let end = record.currentPeriodEnd;
  while (end && end <= now && periods.length < 120) {
    const next = addMonths(end, 1);
    periods.push({ start: end, end: next });
    end = next;
  }
  return periods;
}

export function applyLocalRenewal(record: SubscriptionRecord, period: { start: Date; end: Date }) {
  return {
    ...record,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    lastPaidAt: period.start,
    snapshotAt: period.start,
  };
}

/**
 * What the maintenance job writes once access has run out on its own: `ended` as of the instant
 * access ended (the cancelled period's end, or the end of the failed-payment grace). The status time
 * is left at the fact that led here, so a payment made before the grace ran out but reported late
 * still restores Pro.
 */
export function expire(record: SubscriptionRecord, now: Date): SubscriptionRecord {
  if (record.status !== 'active' && record.status !== 'past_due') return record;
  const end = accessEnd(record);
  if (!end || now < end) return record;
  return { ...record, status: 'ended', endedAt: end, pastDueSince: null };
}
