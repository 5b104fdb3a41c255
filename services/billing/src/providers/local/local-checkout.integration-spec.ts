import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  EVENTS,
  PATTERNS,
  type CreateSubscriptionResponse,
  type LocalCheckoutCompleteResult,
  type LocalCheckoutView,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { waitFor } from '@untangle/test-kit';
import { lastValueFrom } from 'rxjs';
import { failure, startBillingSuite, type BillingSuite } from '../../testing/billing-suite.js';
import { LocalCheckoutService } from './local-checkout.service.js';

const PUBLIC_URL = 'http://app.untangle.test';
const START = new Date('2026-01-31T10:00:00.000Z');
const FIRST_PERIOD_END = new Date('2026-02-28T10:00:00.000Z');

describe(LocalCheckoutService.name, () => {
  let suite: BillingSuite;
  const member = () => `member-${randomUUID()}`;
  const create = async (userId: string, idempotencyKey = randomUUID()) =>
    (
      await suite.client.request<CreateSubscriptionResponse>(PATTERNS.billing.subscriptionCreate, {
        userId,
        idempotencyKey,
        upgradeSource: 'manual',
      })
    ).paymentLink;
  const idOf = (link: string) => link.split('/').pop()!;
  const view = (checkoutId: string) =>
    suite.client.request<LocalCheckoutView>(PATTERNS.billing.localCheckoutView, { checkoutId });
  const complete = (checkoutId: string, action: 'pay' | 'cancel') =>
    suite.client.request<LocalCheckoutCompleteResult>(PATTERNS.billing.localCheckoutComplete, {
      checkoutId,
      action,
    });
  const status = (userId: string) =>
    suite.client.request<SubscriptionStatusResponse>(PATTERNS.billing.subscriptionStatus, { userId });
  const cancel = (userId: string) =>
    suite.client.request<{ message: string }>(PATTERNS.billing.subscriptionCancel, {
      userId,
      idempotencyKey: randomUUID(),
    });
  const payments = (userId: string) =>
    suite.sql<{ type: string; amount_cents: number }>(
      `SELECT "type", "amount_cents" FROM "billing"."payment_events" WHERE "user_id" = $1 ORDER BY "occurred_at"`,
      [userId],
    );

  beforeAll(async () => {
    suite = await startBillingSuite('local_checkout', { start: START, env: { PUBLIC_URL } });
  });

  beforeEach(() => suite.clock.set(START));

  afterAll(async () => {
    await suite?.stop();
  });

  it('links to the test-mode checkout page under PUBLIC_URL, the same one for a repeated request', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    const link = await create(userId, idempotencyKey);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/billing/checkout/[A-Za-z0-9_-]{43}$`));
    expect(await create(userId, idempotencyKey)).toBe(link);
    expect(await create(userId)).not.toBe(link);
    expect(await view(idOf(link))).toEqual({
      status: 'open',
      planName: 'Pro Plan',
      priceUsdPerMonth: 5,
      expiresAt: new Date(START.getTime() + 30 * 60_000).toISOString(),
      successUrl: `${PUBLIC_URL}/dashboard?payment=success`,
      cancelUrl: `${PUBLIC_URL}/dashboard?payment=cancelled`,
    });
  });

  it('Pay makes the member Pro for one calendar month and completes once', async () => {
    const userId = member();
    const checkoutId = idOf(await create(userId));
    expect(await complete(checkoutId, 'pay')).toEqual({
      payment: 'success',
      redirectUrl: `${PUBLIC_URL}/dashboard?payment=success`,
    });
    expect(await status(userId)).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: false,
      subscriptionExpiresAt: FIRST_PERIOD_END.toISOString(),
      subscriptionCancelledAt: null,
      nextBillingDate: FIRST_PERIOD_END.toISOString(),
      testMode: true,
    });
    // Pressing Pay again, or Cancel after paying, answers the first outcome and charges nothing more.
    expect((await complete(checkoutId, 'pay')).payment).toBe('success');
    expect((await complete(checkoutId, 'cancel')).payment).toBe('success');
    expect((await view(checkoutId)).status).toBe('paid');
    expect(await payments(userId)).toEqual([{ type: 'local.checkout.paid', amount_cents: 500 }]);
    expect(await failure(create(userId))).toMatchObject({ code: 'ALREADY_SUBSCRIBED', status: 409 });
  });

  it('Cancel returns to the dashboard as cancelled and changes nothing', async () => {
    const userId = member();
    const checkoutId = idOf(await create(userId));
    expect(await complete(checkoutId, 'cancel')).toEqual({
      payment: 'cancelled',
      redirectUrl: `${PUBLIC_URL}/dashboard?payment=cancelled`,
    });
    expect((await complete(checkoutId, 'pay')).payment).toBe('cancelled');
    expect(await status(userId)).toMatchObject({ plan: 'free', isActive: false });
    expect(await payments(userId)).toEqual([]);
  });

  it('charges nothing for an expired checkout, or a second one paid while already Pro', async () => {
    const userId = member();
    const stale = idOf(await create(userId));
    const first = idOf(await create(userId));
    const second = idOf(await create(userId));
    suite.clock.set(START.getTime() + 30 * 60_000);
    expect((await view(stale)).status).toBe('expired');
    expect((await complete(stale, 'pay')).payment).toBe('cancelled');
    expect(await status(userId)).toMatchObject({ isActive: false });

    suite.clock.set(START);
    expect((await complete(first, 'pay')).payment).toBe('success');
    expect((await complete(second, 'pay')).payment).toBe('cancelled');
    expect(await payments(userId)).toHaveLength(1);
  });

  it('renews monthly until cancelled, then keeps Pro to the period end and ends as Free', async () => {
    const userId = member();
    await complete(idOf(await create(userId)), 'pay');
    suite.clock.set(FIRST_PERIOD_END);
    expect((await suite.billing.runMaintenance()).renewed).toBeGreaterThanOrEqual(1);
    const secondPeriodEnd = '2026-03-28T10:00:00.000Z';
    expect(await status(userId)).toMatchObject({ isActive: true, nextBillingDate: secondPeriodEnd });
    expect(await payments(userId)).toEqual([
      { type: 'local.checkout.paid', amount_cents: 500 },
      { type: 'local.renewal.paid', amount_cents: 500 },
    ]);
    await suite.billing.runMaintenance();
    expect(await payments(userId)).toHaveLength(2);

    expect(await cancel(userId)).toEqual({
      message: 'Your premium access will continue until the end of your billing period.',
    });
    expect(await cancel(userId)).toEqual({
      message: 'Your premium access will continue until the end of your billing period.',
    });
    expect(await status(userId)).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: true,
      subscriptionExpiresAt: secondPeriodEnd,
      subscriptionCancelledAt: FIRST_PERIOD_END.toISOString(),
      nextBillingDate: null,
      testMode: true,
    });
    suite.clock.set(secondPeriodEnd);
    expect(await status(userId)).toMatchObject({ plan: 'free', isActive: false });
    await suite.billing.runMaintenance();
    expect(await payments(userId)).toHaveLength(2);
    const [row] = await suite.sql(`SELECT "status" FROM "billing"."subscriptions" WHERE "user_id" = $1`, [
      userId,
    ]);
    expect(row).toEqual({ status: 'ended' });
    expect(await failure(cancel(userId))).toMatchObject({ code: 'NO_ACTIVE_SUBSCRIPTION', status: 409 });
    // Free again: a new checkout is possible.
    expect(await create(userId)).toContain('/api/billing/checkout/');
  });

  it('answers 404 for an unknown checkout and 400 for a malformed id', async () => {
    expect(await failure(view('A'.repeat(43)))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await failure(complete('A'.repeat(43), 'pay'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(view('../../etc'))).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  });

  it('answers 404 to a payment webhook: the local provider has none', async () => {
    expect(
      await failure(
        suite.client.request(PATTERNS.billing.paymentWebhook, { rawBody: 'e30=', signature: 't=1' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('removes a deleted account’s subscription, usage, reservations and checkouts, keeping anonymous payment records', async () => {
    const userId = member();
    await complete(idOf(await create(userId)), 'pay');
    await suite.client.request(PATTERNS.billing.quotaReserve, { userId, idempotencyKey: randomUUID() });
    await lastValueFrom(
      suite.client.emit(EVENTS.accountDeleted, { userId, deletedAt: new Date().toISOString() }),
      { defaultValue: undefined },
    );
    const owned = async () =>
      (
        await suite.sql<{ count: number }>(
          `SELECT (SELECT count(*) FROM "billing"."subscriptions" WHERE "user_id" = $1)
                + (SELECT count(*) FROM "billing"."monthly_usage" WHERE "user_id" = $1)
                + (SELECT count(*) FROM "billing"."quota_reservations" WHERE "user_id" = $1)
                + (SELECT count(*) FROM "billing"."local_checkouts" WHERE "user_id" = $1)
                + (SELECT count(*) FROM "billing"."payment_events" WHERE "user_id" = $1) AS count`,
          [userId],
        )
      )[0]!.count;
    await waitFor(async () => Number(await owned()) === 0, {
      what: "the member's billing data to be removed",
    });
    const kept = await suite.sql(
      `SELECT "user_id", "amount_cents" FROM "billing"."payment_events" WHERE "provider_subscription_id" LIKE 'local_%'
         AND "user_id" IS NULL`,
    );
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(await status(userId)).toMatchObject({ plan: 'free' });
  });
});
