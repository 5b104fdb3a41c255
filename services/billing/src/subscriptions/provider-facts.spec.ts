import { describe, expect, it } from '@jest/globals';
import { activeRecord, NOW, PERIOD_END, snapshot, SUB, t, USER } from '../testing/subscription-fixtures.js';
import { addDays } from '../time/calendar.js';
import { applyCancelRequest } from './cancel-request.js';
import { effectiveSubscription, expire } from './effective-subscription.js';
import {
  applyCheckoutCompleted,
  applyInvoicePaid,
  applyPaymentFailed,
  applySnapshot,
} from './provider-facts.js';

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
      applyPaymentFailed(activeRecord(), 'stripe', failure, failedAt),
      USER,
      'stripe',
      paid,
      paidAt,
    )!;
    const paidThenFailed = applyPaymentFailed(
      applyInvoicePaid(activeRecord(), USER, 'stripe', paid, paidAt),
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
    let record = applyPaymentFailed(activeRecord(), 'stripe', { subscriptionId: SUB, at: first }, first)!;
    record = applyPaymentFailed(record, 'stripe', { subscriptionId: SUB, at: retry }, retry)!;
    expect(record.pastDueSince).toEqual(first);
  });

  it('never revives an ended subscription with a late failure', () => {
    const ended = expire(applyCancelRequest(activeRecord(), NOW), PERIOD_END);
    expect(ended.status).toBe('ended');
    const later = t('2026-06-02T00:00:00Z');
    expect(applyPaymentFailed(ended, 'stripe', { subscriptionId: SUB, at: later }, later)).toBe(ended);
  });

  it('restores Pro when a payment made inside the grace is reported after the job ended it', () => {
    const failedAt = t('2026-06-01T01:00:00Z');
    const pastDue = applyPaymentFailed(
      activeRecord(),
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
