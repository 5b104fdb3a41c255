import { describe, expect, it } from '@jest/globals';
import { activeRecord, NOW, PERIOD_END, SUB, t } from '../testing/subscription-fixtures.js';
import { addDays } from '../time/calendar.js';
import { applyCancelRequest } from './cancel-request.js';
import { effectiveSubscription } from './effective-subscription.js';
import { applyPaymentFailed } from './provider-facts.js';

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
      canceledAt: null,
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
      canceledAt: NOW,
    });
    expect(effectiveSubscription(record, new Date(PERIOD_END.getTime() - 1)).plan).toBe('pro');
    expect(effectiveSubscription(record, PERIOD_END).plan).toBe('free');
  });

  it('keeps a past-due subscription Pro for exactly 7 days from the first failure', () => {
    const failedAt = t('2026-06-01T01:00:00Z');
    const record = applyPaymentFailed(
      activeRecord(),
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
