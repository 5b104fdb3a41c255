import { PLANS } from '@untangle/contracts';
import type { PaymentEventRecord } from '../../subscriptions/payment-event.entity.js';
import type { SubscriptionRecord } from '../../subscriptions/subscription.entity.js';
import { newRecord } from '../../subscriptions/subscription-record.js';
import { addMonths } from '../../time/calendar.js';

/**
 * The `local` provider's subscriptions: a test-mode payment starts one calendar month of Pro, and
 * the maintenance job renews it month by month (recording each renewal as a payment) until the
 * member cancels. No money moves; the recorded amount is the Pro plan's price.
 */

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

export function applyLocalRenewal(
  record: SubscriptionRecord,
  period: { start: Date; end: Date },
): SubscriptionRecord {
  return {
    ...record,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    lastPaidAt: period.start,
    snapshotAt: period.start,
  };
}

/** The payment record of one local test-mode payment of a month of Pro (a checkout or a renewal). */
export function localPayment(payment: {
  eventId: string;
  type: 'local.checkout.paid' | 'local.renewal.paid';
  userId: string;
  subscriptionId: string | null;
  at: Date;
}): PaymentEventRecord {
  return {
    eventId: payment.eventId,
    provider: 'local',
    type: payment.type,
    userId: payment.userId,
    providerSubscriptionId: payment.subscriptionId,
    amountCents: PLANS.pro.priceUsdPerMonth * 100,
    currency: 'usd',
    occurredAt: payment.at,
  };
}
