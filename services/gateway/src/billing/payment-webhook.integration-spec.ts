import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ManualClock,
  signStripePayload,
  startBillingForTests,
  startFakeStripe,
  stripeEventPayload,
  type FakeStripe,
} from '@untangle/billing/testing';
import { PATTERNS, type SubscriptionStatusResponse } from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient } from '@untangle/transport';
import { PaymentWebhookRoutesController } from './payment-webhook-routes.controller.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;

/**
 * `POST /api/billing/webhook` over HTTP with billing on the Stripe provider. The route is public: no
 * token is involved, so the gateway's issuer is never contacted.
 */
describe(PaymentWebhookRoutesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let stripe: FakeStripe;
  let billing: Billing;
  let gateway: Gateway;
  let client: RedisStreamsClient;
  const clock = new ManualClock('2026-05-10T12:00:00.000Z');

  beforeAll(async () => {
    db = await createTestDatabase('gateway_webhook');
    redis = await createTestRedis('gateway-webhook');
    stripe = await startFakeStripe();
    billing = await startBillingForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      clock,
      env: { PAYMENT_PROVIDER: 'stripe', ...stripe.env },
    });
    gateway = await startGatewayForTests({
      issuer: 'http://127.0.0.1:9/oidc',
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    client = new RedisStreamsClient({ url: redis.url, keyPrefix: redis.keyPrefix, service: 'billing' });
  });

  afterAll(async () => {
    await client?.close();
    await gateway?.stop();
    await billing?.stop();
    await stripe?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  /** A checkout completion for a new member, pretty-printed as Stripe sends it. */
  function checkoutEvent() {
    const userId = `member-${randomUUID()}`;
    const compact = stripeEventPayload(
      `evt_${randomUUID()}`,
      'checkout.session.completed',
      {
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: 'cus_webhook',
        subscription: `sub_${randomUUID().slice(0, 8)}`,
        payment_status: 'paid',
      },
      clock.now(),
    );
    return { userId, payload: JSON.stringify(JSON.parse(compact), null, 2) };
  }

  const post = (payload: string, signature?: string) =>
    fetch(`${gateway.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== undefined ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
  const isActive = async (userId: string) =>
    (await client.request<SubscriptionStatusResponse>(PATTERNS.billing.subscriptionStatus, { userId }))
      .isActive;

  it('accepts a validly signed event on the exact bytes received, once', async () => {
    const { userId, payload } = checkoutEvent();
    const first = await post(payload, signStripePayload(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await isActive(userId)).toBe(true);
    const again = await post(payload, signStripePayload(payload));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });

  it('answers 400 to a bad, stale or missing signature and changes nothing', async () => {
    const { userId, payload } = checkoutEvent();
    const attempts = [
      signStripePayload(payload, { secret: 'whsec_not_ours' }),
      signStripePayload(payload, { timestamp: new Date(Date.now() - 10 * 60_000) }),
      signStripePayload(`${payload} `),
      undefined,
    ];
    for (const signature of attempts) {
      const response = await post(payload, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        error: 'Invalid payment webhook signature.',
      });
    }
    expect(await isActive(userId)).toBe(false);
  });
});
