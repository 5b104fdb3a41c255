import { describe, expect, it } from '@jest/globals';
import type { SubscriptionRecord } from '../entities/subscription.entity.js';
import { addDays } from '../time/calendar.js';
import {
  activateLocal,
  applyCancelRequest,
  applyCheckoutCompleted,
  applyInvoicePaid,
  applyPaymentFailed,
  applySnapshot,
  effectiveSubscription,
  expire,
  localRenewals,
  type SubscriptionSnapshot,
} from './subscription-state.js';

const USER = 'user-1';
const SUB = 'sub_1';
const t = (iso: string) => new Date(iso);
const NOW = t('2026-05-10T12:00:00Z');
const PERIOD_END = t('2026-06-01T00:00:00Z');

function snapshot(overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
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

function activeRecord(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return { ...applySnapshot(null, USER, 'stripe', snapshot(), NOW)!, ...overrides };
}

describe(effectiveSubscription.name, () => {
  it('is Free without a subscription', () => {
    expect(effectiveSubscription(null, NOW)).toMatchObject({ plan: 'free', state: 'free', expiresAt: null });
  });

  it('is Pro while active, billing again at the period end', () => {
    expect(effectiveSubscription(activeRecord(), NOW)).toEqual({
      plan: 'pro',
      state: 'active',
      willCancelAtPeriodEnd: false,
      expiresAt: PERIOD_END,
      nextBillingDate: PERIOD_END,
      cancelledAt: null,
    });
  });

  it('keeps a cancelled subscription Pro until the period ends, then reads Free before any job runs', () => {
    const record = applyCancelRequest(activeRecord(), NOW);
    expect(effectiveSubscription(record, NOW)).toMatchObject({
      plan: 'pro',
      state: 'cancel_pending',
      willCancelAtPeriodEnd: true,
      expiresAt: PERIOD_END,
      nextBillingDate: null,
      cancelledAt: NOW,
    });
    expect(effectiveSubscription(record, new Date(PERIOD_END.getTime() - 1)).plan).toBe('pro');
    expect(effectiveSubscription(record, PERIOD_END).plan).toBe('free');
  });

  it('keeps a past-due subscription Pro for exactly 7 days from the first failure', () => {
    const failedAt = t('2026-06-01T01:00:00Z');
    const record = applyPaymentFailed(
      activeRecord(),
      USER,
      'stripe',
      { subscriptionId: SUB, at: failedAt },
      failedAt,
    )!;
    const graceEnd = addDays(failedAt, 7);
    expect(effectiveSubscription(record, failedAt)).toMatchObject({
      plan: 'pro',
      state: 'past_due',
      expiresAt: graceEnd,
    });
    expect(effectiveSubscription(record, new Date(graceEnd.getTime() - 1)).plan).toBe('pro');
    expect(effectiveSubscription(record, graceEnd).plan).toBe('free');
  });
});

describe('provider facts in any order', () => {
  it('ends in the same state whether the subscription update or the checkout completion comes first', () => {
    const checkout = { subscriptionId: SUB, customerId: 'cus_1', paid: true, at: t('2026-05-01T00:00:03Z') };
    const update = snapshot({ cancelAtPeriodEnd: true, canceledAt: t('2026-05-01T00:00:04Z') });
    const inOrder = applySnapshot(
      applyCheckoutCompleted(null, USER, 'stripe', checkout, NOW),
      USER,
      'stripe',
      update,
      NOW,
    );
    const reversed = applyCheckoutCompleted(
      applySnapshot(null, USER, 'stripe', update, NOW),
      USER,
      'stripe',
      checkout,
      NOW,
    );
    expect(reversed).toEqual(inOrder);
    expect(effectiveSubscription(reversed, NOW)).toMatchObject({ plan: 'pro', willCancelAtPeriodEnd: true });
  });

  it('ignores a snapshot older than the one applied', () => {
    const newer = applySnapshot(
      null,
      USER,
      'stripe',
      snapshot({ cancelAtPeriodEnd: true, at: t('2026-05-05T00:00:00Z') }),
      NOW,
    );
    const after = applySnapshot(newer, USER, 'stripe', snapshot({ at: t('2026-05-02T00:00:00Z') }), NOW);
    expect(after).toEqual(newer);
  });

  it('treats a canceled provider subscription as final', () => {
    const ended = applySnapshot(
      activeRecord(),
      USER,
      'stripe',
      snapshot({
        providerStatus: 'canceled',
        endedAt: t('2026-05-09T00:00:00Z'),
        at: t('2026-05-09T00:00:00Z'),
      }),
      NOW,
    )!;
    expect(ended.status).toBe('ended');
    const late = applySnapshot(ended, USER, 'stripe', snapshot({ at: t('2026-05-20T00:00:00Z') }), NOW);
    expect(late).toEqual(ended);
    const latePayment = applyInvoicePaid(
      ended,
      USER,
      'stripe',
      {
        subscriptionId: SUB,
        customerId: 'cus_1',
        periodStart: null,
        periodEnd: null,
        at: t('2026-05-20T00:00:00Z'),
      },
      NOW,
    );
    expect(effectiveSubscription(latePayment, NOW).plan).toBe('free');
  });

  it('lets a payment after the failure restore Pro, and ignores a failure older than a payment', () => {
    const failedAt = t('2026-06-01T01:00:00Z');
    const paidAt = t('2026-06-02T01:00:00Z');
    const paid = {
      subscriptionId: SUB,
      customerId: 'cus_1',
      periodStart: PERIOD_END,
      periodEnd: t('2026-07-01T00:00:00Z'),
      at: paidAt,
    };
    const failure = { subscriptionId: SUB, at: failedAt };
    const failedThenPaid = applyInvoicePaid(
      applyPaymentFailed(activeRecord(), USER, 'stripe', failure, failedAt),
      USER,
      'stripe',
      paid,
      paidAt,
    )!;
    const paidThenFailed = applyPaymentFailed(
      applyInvoicePaid(activeRecord(), USER, 'stripe', paid, paidAt),
      USER,
      'stripe',
      failure,
      paidAt,
    )!;
    for (const record of [failedThenPaid, paidThenFailed]) {
      expect(record.status).toBe('active');
      expect(record.pastDueSince).toBeNull();
      expect(record.currentPeriodEnd).toEqual(t('2026-07-01T00:00:00Z'));
    }
  });

  it('keeps the grace start at the first failure across retries', () => {
    const first = t('2026-06-01T01:00:00Z');
    const retry = t('2026-06-04T01:00:00Z');
    let record = applyPaymentFailed(
      activeRecord(),
      USER,
      'stripe',
      { subscriptionId: SUB, at: first },
      first,
    )!;
    record = applyPaymentFailed(record, USER, 'stripe', { subscriptionId: SUB, at: retry }, retry)!;
    expect(record.pastDueSince).toEqual(first);
  });

  it('never revives an ended subscription with a late failure', () => {
    const ended = expire(applyCancelRequest(activeRecord(), NOW), PERIOD_END);
    expect(ended.status).toBe('ended');
    const later = t('2026-06-02T00:00:00Z');
    expect(applyPaymentFailed(ended, USER, 'stripe', { subscriptionId: SUB, at: later }, later)).toBe(ended);
  });

  it('restores Pro when a payment made inside the grace is reported after the job ended it', () => {
    const failedAt = t('2026-06-01T01:00:00Z');
    const pastDue = applyPaymentFailed(
      activeRecord(),
      USER,
      'stripe',
      { subscriptionId: SUB, at: failedAt },
      failedAt,
    )!;
    const afterGrace = addDays(failedAt, 8);
    const ended = expire(pastDue, afterGrace);
    expect(ended.status).toBe('ended');
    const paid = applyInvoicePaid(
      ended,
      USER,
      'stripe',
      {
        subscriptionId: SUB,
        customerId: 'cus_1',
        periodStart: PERIOD_END,
        periodEnd: t('2026-07-01T00:00:00Z'),
        at: addDays(failedAt, 3),
      },
      afterGrace,
    );
    expect(effectiveSubscription(paid, afterGrace).plan).toBe('pro');
  });

  it('ignores a stale event of an older subscription while a newer one gives Pro', () => {
    const current = activeRecord({ providerSubscriptionId: 'sub_new' });
    const stale = applySnapshot(
      current,
      USER,
      'stripe',
      snapshot({ subscriptionId: 'sub_old', providerStatus: 'canceled' }),
      NOW,
    );
    expect(stale).toBe(current);
  });
});

describe('local provider', () => {
  it('gives one calendar month of Pro and renews it month by month until cancelled', () => {
    const paidAt = t('2026-01-31T10:00:00Z');
    const record = activateLocal(null, USER, 'local_x', paidAt);
    expect(record.currentPeriodEnd).toEqual(t('2026-02-28T10:00:00Z'));
    expect(localRenewals(record, t('2026-02-28T09:59:59Z'))).toEqual([]);
    expect(localRenewals(record, t('2026-04-01T00:00:00Z'))).toEqual([
      { start: t('2026-02-28T10:00:00Z'), end: t('2026-03-28T10:00:00Z') },
      { start: t('2026-03-28T10:00:00Z'), end: t('2026-04-28T10:00:00Z') },
    ]);
    expect(localRenewals(applyCancelRequest(record, paidAt), t('2026-04-01T00:00:00Z'))).toEqual([]);
  });
});
