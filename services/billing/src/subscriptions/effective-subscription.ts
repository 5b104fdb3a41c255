import { LIMITS, type PlanId } from '@untangle/contracts';
import { addDays } from '../time/calendar.js';
import type { SubscriptionRecord } from './subscription.entity.js';

/**
 * What a member gets from a stored subscription at a given time. Access runs out on its own (a
 * cancelled period's end, the end of the failed-payment grace), so every read derives it from the
 * record and the clock, and `expire` writes down what the reads already answer.
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
  canceledAt: Date | null;
}

const FREE: EffectiveSubscription = {
  plan: 'free',
  state: 'free',
  willCancelAtPeriodEnd: false,
  expiresAt: null,
  nextBillingDate: null,
  canceledAt: null,
};

function graceEnd(record: Pick<SubscriptionRecord, 'pastDueSince'>): Date | null {
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
    canceledAt: record.cancelAtPeriodEnd ? record.canceledAt : null,
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
