import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { PATTERNS, type CreateSubscriptionResponse } from '@untangle/contracts';
import { failure, startBillingSuite, type BillingSuite } from '../../testing/billing-suite.js';
import {
  signStripePayload,
  startFakeStripe,
  stripeEventPayload,
  stripeSubscription,
  type FakeStripe,
} from '../../testing/index.js';
import { StripePaymentProvider } from './stripe-payment.provider.js';

const PUBLIC_URL = 'https://untangle.example';

describe(StripePaymentProvider.name, () => {
  let suite: BillingSuite;
  let stripe: FakeStripe;
  const create = (userId: string, idempotencyKey = randomUUID(), email?: string) =>
    suite.client.request<CreateSubscriptionResponse>(PATTERNS.billing.subscriptionCreate, {
      userId,
      idempotencyKey,
      upgradeSource: 'manual',
      ...(email ? { email } : {}),
    });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    suite = await startBillingSuite('stripe_provider', {
      env: { PAYMENT_PROVIDER: 'stripe', PUBLIC_URL, ...stripe.env },
    });
  });

  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.on('POST /v1/checkout/sessions', (request) => ({
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.test/c/pay/cs_test_1#${request.form.client_reference_id}`,
      },
    }));
  });

  afterAll(async () => {
    await suite?.stop();
    await stripe?.stop();
  });

  it('creates a subscription-mode Checkout Session for the Pro price that returns to the dashboard', async () => {
    const userId = `member-${randomUUID()}`;
    const idempotencyKey = randomUUID();
    expect(await create(userId, idempotencyKey, 'ada@example.com')).toEqual({
      paymentLink: `https://checkout.stripe.test/c/pay/cs_test_1#${userId}`,
    });
    expect(stripe.requests).toHaveLength(1);
    const [call] = stripe.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call!.headers.authorization).toBe(`Bearer ${stripe.env.STRIPE_SECRET_KEY}`);
    expect(call!.form).toEqual({
      mode: 'subscription',
      'line_items[0][price]': stripe.env.STRIPE_PRICE_ID,
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      'metadata[userId]': userId,
      'subscription_data[metadata][userId]': userId,
      customer_email: 'ada@example.com',
      success_url: `${PUBLIC_URL}/dashboard?payment=success`,
      cancel_url: `${PUBLIC_URL}/dashboard?payment=cancelled`,
    });
    // The same command again reuses its idempotency key: Stripe answers with the same session.
    await create(userId, idempotencyKey, 'ada@example.com');
    const keys = stripe.requests.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^untangle-checkout-[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    await create(userId, randomUUID());
    expect(stripe.requests[2]!.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('reuses the Stripe customer of a returning member instead of their e-mail', async () => {
    const userId = `member-${randomUUID()}`;
    const ended = stripeSubscription({
      id: `sub_${randomUUID().slice(0, 8)}`,
      userId,
      customer: 'cus_returning',
      status: 'canceled',
      periodStart: new Date('2026-03-01T00:00:00Z'),
      periodEnd: new Date('2026-04-01T00:00:00Z'),
      endedAt: new Date('2026-04-01T00:00:00Z'),
    });
    const active = { ...ended, status: 'active', ended_at: null };
    for (const [id, object, created] of [
      ['evt_a', active, new Date('2026-03-01T00:00:00Z')],
      ['evt_b', ended, new Date('2026-04-01T00:00:00Z')],
    ] as const) {
      const payload = stripeEventPayload(`${id}_${userId}`, 'customer.subscription.updated', object, created);
      await suite.client.request(PATTERNS.billing.paymentWebhook, {
        rawBody: Buffer.from(payload).toString('base64'),
        signature: signStripePayload(payload),
      });
    }
    await create(userId, randomUUID(), 'ada@example.com');
    expect(stripe.requests[0]!.form.customer).toBe('cus_returning');
    expect(stripe.requests[0]!.form.customer_email).toBeUndefined();
  });

  it('refuses a checkout for a member who is already Pro without calling Stripe', async () => {
    const userId = `member-${randomUUID()}`;
    await suite.billing.setPlan(userId, 'pro');
    expect(await failure(create(userId))).toMatchObject({ code: 'ALREADY_SUBSCRIBED', status: 409 });
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers 503 when Stripe keeps failing, and 500 when Stripe refuses the request', async () => {
    stripe.on('POST /v1/checkout/sessions', () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is having a moment' } },
    }));
    expect(await failure(create(`member-${randomUUID()}`))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    expect(stripe.requests.length).toBeGreaterThan(1);

    stripe.on('POST /v1/checkout/sessions', () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' } },
    }));
    expect(await failure(create(`member-${randomUUID()}`))).toMatchObject({ code: 'INTERNAL', status: 500 });
  });
});
