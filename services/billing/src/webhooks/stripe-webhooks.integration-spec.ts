import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  EVENTS,
  PATTERNS,
  type PaymentWebhookResult,
  type PlanOfResult,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { waitFor } from '@untangle/test-kit';
import { lastValueFrom } from 'rxjs';
import { failure, startBillingSuite, type BillingSuite } from '../testing/billing-suite.js';
import {
  signStripePayload,
  startFakeStripe,
  stripeEventPayload,
  stripeInvoice,
  stripeSubscription,
  type FakeStripe,
} from '../testing/index.js';
import { addDays } from '../time/calendar.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

const START = new Date('2026-05-10T12:00:00.000Z');
const PERIOD_END = new Date('2026-06-10T12:00:00.000Z');
const seconds = (ms: number) => new Date(START.getTime() + ms);

describe(StripeWebhooksService.name, () => {
  let suite: BillingSuite;
  let stripe: FakeStripe;

  const deliver = (payload: string, signature = signStripePayload(payload)) =>
    suite.client.request<PaymentWebhookResult>(PATTERNS.billing.paymentWebhook, {
      rawBody: Buffer.from(payload).toString('base64'),
      signature,
    });
  const status = (userId: string) =>
    suite.client.request<SubscriptionStatusResponse>(PATTERNS.billing.subscriptionStatus, { userId });
  const planOf = async (userId: string) =>
    (await suite.client.request<PlanOfResult>(PATTERNS.billing.planOf, { userId })).plan;
  const eventsOf = (userId: string) =>
    suite.sql<{ event_id: string; type: string }>(
      `SELECT "event_id", "type" FROM "billing"."payment_events" WHERE "user_id" = $1 ORDER BY "occurred_at"`,
      [userId],
    );

  /** A member and their Stripe subscription, with builders for the events Stripe sends about it. */
  function member() {
    const userId = `member-${randomUUID()}`;
    const subscriptionId = `sub_${randomUUID().slice(0, 8)}`;
    const customer = `cus_${randomUUID().slice(0, 8)}`;
    const event = (type: string, object: Record<string, unknown>, created: Date) =>
      stripeEventPayload(`evt_${randomUUID()}`, type, object, created);
    const subscription = (fields: Partial<Parameters<typeof stripeSubscription>[0]> = {}) =>
      stripeSubscription({
        id: subscriptionId,
        userId,
        customer,
        periodStart: START,
        periodEnd: PERIOD_END,
        ...fields,
      });
    return {
      userId,
      subscriptionId,
      customer,
      subscription,
      checkoutCompleted: (created: Date) =>
        event(
          'checkout.session.completed',
          {
            id: `cs_${randomUUID().slice(0, 8)}`,
            object: 'checkout.session',
            mode: 'subscription',
            client_reference_id: userId,
            metadata: { userId },
            customer,
            subscription: subscriptionId,
            payment_status: 'paid',
            status: 'complete',
            amount_total: 500,
            currency: 'usd',
          },
          created,
        ),
      subscriptionEvent: (
        type: 'created' | 'updated' | 'deleted',
        created: Date,
        fields: Partial<Parameters<typeof stripeSubscription>[0]> = {},
      ) => event(`customer.subscription.${type}`, subscription(fields), created),
      invoice: (type: 'paid' | 'payment_failed', created: Date, period = { start: START, end: PERIOD_END }) =>
        event(
          `invoice.${type}`,
          stripeInvoice({
            id: `in_${randomUUID().slice(0, 8)}`,
            subscription: subscriptionId,
            userId,
            customer,
            periodStart: period.start,
            periodEnd: period.end,
          }),
          created,
        ),
    };
  }

  /** A member who has paid: checkout completed and the subscription described. */
  async function proMember() {
    const m = member();
    await deliver(m.checkoutCompleted(seconds(1_000)));
    await deliver(m.subscriptionEvent('created', seconds(2_000)));
    await deliver(m.invoice('paid', seconds(2_000)));
    return m;
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    suite = await startBillingSuite('stripe_webhooks', {
      start: START,
      env: { PAYMENT_PROVIDER: 'stripe', ...stripe.env },
    });
  });

  beforeEach(() => {
    suite.clock.set(seconds(10_000));
    stripe.requests.length = 0;
  });

  afterAll(async () => {
    await suite?.stop();
    await stripe?.stop();
  });

  it('accepts a correctly signed event and applies it', async () => {
    const m = member();
    expect(await deliver(m.checkoutCompleted(seconds(1_000)))).toEqual({ received: true, duplicate: false });
    expect(await status(m.userId)).toMatchObject({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: false,
    });
    const [stored] = await suite.sql(`SELECT * FROM "billing"."payment_events" WHERE "user_id" = $1`, [
      m.userId,
    ]);
    expect(stored).toMatchObject({
      type: 'checkout.session.completed',
      provider: 'stripe',
      provider_customer_id: m.customer,
      provider_subscription_id: m.subscriptionId,
      amount_cents: 500,
      currency: 'usd',
    });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const m = member();
    const payload = m.checkoutCompleted(seconds(1_000));
    const wrongSecret = signStripePayload(payload, { secret: 'whsec_someone_else' });
    const otherPayload = signStripePayload(m.checkoutCompleted(seconds(1_001)));
    for (const signature of [wrongSecret, otherPayload, 'not-a-signature', '']) {
      expect(await failure(deliver(payload, signature))).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        status: 400,
      });
    }
    // Signed over the exact bytes: the same JSON re-serialised no longer verifies.
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    expect(await failure(deliver(reformatted, signStripePayload(payload)))).toMatchObject({ status: 400 });
    expect(await status(m.userId)).toMatchObject({ plan: 'free', isActive: false });
    expect(await eventsOf(m.userId)).toEqual([]);
  });

  it('refuses a stale signature (older than the tolerance) with 400 and changes nothing', async () => {
    const m = member();
    const payload = m.checkoutCompleted(seconds(1_000));
    const stale = signStripePayload(payload, { timestamp: new Date(Date.now() - 10 * 60_000) });
    expect(await failure(deliver(payload, stale))).toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
      status: 400,
    });
    expect(await status(m.userId)).toMatchObject({ isActive: false });
    expect(await eventsOf(m.userId)).toEqual([]);
  });

  it('applies one event delivered 5 times (at once) exactly once', async () => {
    const m = await proMember();
    const failedAt = seconds(5_000);
    const payload = m.invoice('payment_failed', failedAt);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(results.filter((result) => result.duplicate)).toHaveLength(4);
    expect(
      (await eventsOf(m.userId)).filter((event) => event.type === 'invoice.payment_failed'),
    ).toHaveLength(1);
    expect((await status(m.userId)).subscriptionExpiresAt).toBe(addDays(failedAt, 7).toISOString());
  });

  it('ends in the right state when customer.subscription.updated comes before checkout.session.completed', async () => {
    const m = member();
    const canceledAt = seconds(3_000);
    await deliver(m.subscriptionEvent('updated', seconds(3_000), { cancelAtPeriodEnd: true, canceledAt }));
    await deliver(m.checkoutCompleted(seconds(1_000)));
    expect(await status(m.userId)).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: true,
      subscriptionExpiresAt: PERIOD_END.toISOString(),
      subscriptionCancelledAt: canceledAt.toISOString(),
      nextBillingDate: null,
      testMode: false,
    });
    const renewing = member();
    await deliver(renewing.subscriptionEvent('updated', seconds(2_000)));
    await deliver(renewing.checkoutCompleted(seconds(1_000)));
    expect(await status(renewing.userId)).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: false,
      subscriptionExpiresAt: PERIOD_END.toISOString(),
      subscriptionCancelledAt: null,
      nextBillingDate: PERIOD_END.toISOString(),
      testMode: false,
    });
  });

  it('cancels at period end through Stripe: Pro until the period ends, then Free', async () => {
    const m = await proMember();
    const now = suite.clock.now();
    stripe.on(`POST /v1/subscriptions/${m.subscriptionId}`, () => ({
      body: m.subscription({ cancelAtPeriodEnd: true, canceledAt: now }),
    }));
    const idempotencyKey = randomUUID();
    expect(
      await suite.client.request(PATTERNS.billing.subscriptionCancel, { userId: m.userId, idempotencyKey }),
    ).toEqual({ message: 'Your premium access will continue until the end of your billing period.' });

    const [call] = stripe.requests;
    expect(call).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${m.subscriptionId}` });
    expect(call!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(call!.headers['idempotency-key']).toMatch(/^untangle-cancel-[0-9a-f]{64}$/);
    expect(call!.headers.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`);

    expect(await status(m.userId)).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: true,
      subscriptionExpiresAt: PERIOD_END.toISOString(),
      subscriptionCancelledAt: now.toISOString(),
      nextBillingDate: null,
      testMode: false,
    });
    // A late snapshot from before the cancellation does not undo it.
    await deliver(m.subscriptionEvent('updated', seconds(3_000)));
    expect((await status(m.userId)).willCancelAtPeriodEnd).toBe(true);

    suite.clock.set(PERIOD_END.getTime() - 1);
    expect(await planOf(m.userId)).toBe('pro');
    suite.clock.set(PERIOD_END);
    // Free on read, before the job has run.
    expect(await planOf(m.userId)).toBe('free');
    expect(await status(m.userId)).toMatchObject({
      plan: 'free',
      isActive: false,
      willCancelAtPeriodEnd: false,
    });
    await suite.billing.runMaintenance();
    const [row] = await suite.sql(`SELECT "status" FROM "billing"."subscriptions" WHERE "user_id" = $1`, [
      m.userId,
    ]);
    expect(row).toEqual({ status: 'ended' });
    await deliver(
      m.subscriptionEvent('deleted', PERIOD_END, {
        status: 'canceled',
        endedAt: PERIOD_END,
        cancelAtPeriodEnd: true,
      }),
    );
    expect(await planOf(m.userId)).toBe('free');
    // Cancelling again: nothing left to cancel.
    expect(
      await failure(
        suite.client.request(PATTERNS.billing.subscriptionCancel, {
          userId: m.userId,
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toMatchObject({ code: 'NO_ACTIVE_SUBSCRIPTION', status: 409 });
  });

  it('keeps Pro for 7 days after invoice.payment_failed, then Free', async () => {
    const m = await proMember();
    const failedAt = PERIOD_END;
    const graceEnd = addDays(failedAt, 7);
    suite.clock.set(failedAt);
    await deliver(m.subscriptionEvent('updated', failedAt, { status: 'past_due' }));
    await deliver(m.invoice('payment_failed', failedAt, { start: PERIOD_END, end: addDays(PERIOD_END, 30) }));
    // A retry that fails again does not restart the 7 days.
    await deliver(m.invoice('payment_failed', addDays(failedAt, 3)));
    expect(await status(m.userId)).toMatchObject({
      plan: 'pro',
      isActive: true,
      subscriptionExpiresAt: graceEnd.toISOString(),
      nextBillingDate: null,
    });
    suite.clock.set(graceEnd.getTime() - 1);
    expect(await planOf(m.userId)).toBe('pro');
    suite.clock.set(graceEnd);
    expect(await planOf(m.userId)).toBe('free');
    expect(await status(m.userId)).toMatchObject({ isActive: false, subscriptionExpiresAt: null });
    expect((await suite.billing.runMaintenance()).ended).toBeGreaterThanOrEqual(1);
    expect(await planOf(m.userId)).toBe('free');
  });

  it('stays Pro when invoice.paid comes within the 7 days, whichever order the two events arrive in', async () => {
    const nextPeriod = { start: PERIOD_END, end: addDays(PERIOD_END, 30) };
    const failedAt = PERIOD_END;
    const paidAt = addDays(failedAt, 2);
    const inOrder = await proMember();
    await deliver(inOrder.invoice('payment_failed', failedAt, nextPeriod));
    await deliver(inOrder.invoice('paid', paidAt, nextPeriod));
    const reversed = await proMember();
    await deliver(reversed.invoice('paid', paidAt, nextPeriod));
    await deliver(reversed.invoice('payment_failed', failedAt, nextPeriod));

    suite.clock.set(addDays(failedAt, 8));
    await suite.billing.runMaintenance();
    for (const m of [inOrder, reversed]) {
      expect(await status(m.userId)).toEqual({
        plan: 'pro',
        isActive: true,
        willCancelAtPeriodEnd: false,
        subscriptionExpiresAt: nextPeriod.end.toISOString(),
        subscriptionCancelledAt: null,
        nextBillingDate: nextPeriod.end.toISOString(),
        testMode: false,
      });
    }
  });

  it('ends the Stripe subscription and removes billing data when the account is deleted, keeping payment records', async () => {
    const m = await proMember();
    stripe.on(`DELETE /v1/subscriptions/${m.subscriptionId}`, () => ({
      body: m.subscription({ status: 'canceled', endedAt: suite.clock.now() }),
    }));
    await lastValueFrom(
      suite.client.emit(EVENTS.accountDeleted, { userId: m.userId, deletedAt: new Date().toISOString() }),
      { defaultValue: undefined },
    );
    await waitFor(
      async () =>
        (await suite.sql(`SELECT 1 FROM "billing"."subscriptions" WHERE "user_id" = $1`, [m.userId]))
          .length === 0,
      { what: 'the subscription to be deleted' },
    );
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `DELETE /v1/subscriptions/${m.subscriptionId}`,
    );
    const kept = await suite.sql(
      `SELECT "user_id", "type" FROM "billing"."payment_events" WHERE "provider_subscription_id" = $1`,
      [m.subscriptionId],
    );
    expect(kept).toHaveLength(3);
    expect(kept.every((event) => event.user_id === null)).toBe(true);
    // A late event about the deleted member records the payment event but brings nothing back.
    await deliver(m.subscriptionEvent('updated', seconds(4_000)));
    expect(await planOf(m.userId)).toBe('free');
    expect(
      await suite.sql(`SELECT 1 FROM "billing"."subscriptions" WHERE "user_id" = $1`, [m.userId]),
    ).toEqual([]);
  });
});
