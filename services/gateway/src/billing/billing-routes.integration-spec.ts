import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ManualClock, startBillingForTests } from '@untangle/billing/testing';
import type {
  CreateSubscriptionResponse,
  QuotaStatusResponse,
  SubscriptionStatusResponse,
} from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import { BillingRoutesModule } from './billing-routes.module.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

const START = new Date('2026-05-10T12:00:00.000Z');
/** One calendar month after paying at START (the local provider's period). */
const PERIOD_END = '2026-06-10T12:00:00.000Z';

/** The API's quota and subscription calls, and the local test-mode checkout, over HTTP. */
describe(BillingRoutesModule.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let gateway: Gateway;
  const clock = new ManualClock(START);

  beforeAll(async () => {
    db = await createTestDatabase('gateway_billing');
    redis = await createTestRedis('gateway-billing');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    // Checkout links and return URLs point at this gateway, as PUBLIC_URL points at nginx in the stack.
    billing = await startBillingForTests({ ...shared, clock, env: { PUBLIC_URL: gateway.url } });
  });

  afterAll(async () => {
    await gateway?.stop();
    await billing?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const member = async () => (await identity.signUp()).accessToken;
  const call = (token: string | undefined, method: string, path: string, json?: unknown) =>
    fetch(path.startsWith('http') ? path : `${gateway.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect({ status: response.status, body: await response.clone().text() }).toMatchObject({ status });
    return (await response.json()) as T;
  };
  /** What a browser sends when a button of the checkout page is pressed. */
  const pressButton = (action: string) =>
    fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  const formActions = (html: string) =>
    [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!);

  it('answers GET /api/quota/status with the exact quota shape, never cached', async () => {
    const token = await member();
    const response = await call(token, 'GET', '/api/quota/status');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await json<QuotaStatusResponse>(response)).toEqual({
      analytics: {
        subscriptionStatus: 'free',
        textUsage: 0,
        daysUntilReset: 22,
        resetDate: '2026-06-01T00:00:00.000Z',
      },
      quotas: { text: { total: 5, remaining: 5 } },
    });
  });

  it('requires a bearer token on the quota and subscription calls', async () => {
    for (const [method, path] of [
      ['GET', '/api/quota/status'],
      ['GET', '/api/subscription/status'],
      ['POST', '/api/subscription/create'],
      ['POST', '/api/subscription/cancel'],
    ] as const) {
      const response = await call(
        undefined,
        method,
        path,
        method === 'POST' ? { upgradeSource: 'manual' } : undefined,
      );
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('refuses a create body whose upgradeSource is not manual', async () => {
    const response = await call(await member(), 'POST', '/api/subscription/create', {
      upgradeSource: 'banner',
    });
    expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('takes a member through create → pay → Pro → cancel → period end → Free with the local provider', async () => {
    clock.set(START);
    const token = await member();
    expect(
      await json<SubscriptionStatusResponse>(await call(token, 'GET', '/api/subscription/status')),
    ).toEqual({
      plan: 'free',
      isActive: false,
      willCancelAtPeriodEnd: false,
      subscriptionExpiresAt: null,
      subscriptionCancelledAt: null,
      nextBillingDate: null,
      testMode: true,
    });

    const { paymentLink } = await json<CreateSubscriptionResponse>(
      await call(token, 'POST', '/api/subscription/create', { upgradeSource: 'manual' }),
    );
    expect(paymentLink).toMatch(new RegExp(`^${gateway.url}/api/billing/checkout/[A-Za-z0-9_-]{43}$`));

    // The checkout page needs no token: the link is the capability, as with a hosted checkout.
    const page = await fetch(paymentLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${gateway.url}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('$5.00');
    expect(html).toContain('<html lang="en">');
    const [payAction, cancelAction] = formActions(html);
    expect(payAction).toBe(`${new URL(paymentLink).pathname}/pay`);
    expect(cancelAction).toBe(`${new URL(paymentLink).pathname}/cancel`);

    const paid = await pressButton(`${gateway.url}${payAction}`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${gateway.url}/dashboard?payment=success`);
    // Submitting again (a double click) changes nothing.
    expect((await pressButton(`${gateway.url}${payAction}`)).headers.get('location')).toBe(
      `${gateway.url}/dashboard?payment=success`,
    );

    expect(
      await json<SubscriptionStatusResponse>(await call(token, 'GET', '/api/subscription/status')),
    ).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: false,
      subscriptionExpiresAt: PERIOD_END,
      subscriptionCancelledAt: null,
      nextBillingDate: PERIOD_END,
      testMode: true,
    });
    expect(await json<QuotaStatusResponse>(await call(token, 'GET', '/api/quota/status'))).toMatchObject({
      analytics: { subscriptionStatus: 'premium' },
      quotas: { text: { total: null, remaining: null } },
    });
    expect(
      await json(await call(token, 'POST', '/api/subscription/create', { upgradeSource: 'manual' }), 409),
    ).toMatchObject({ code: 'ALREADY_SUBSCRIBED', error: 'You already have an active Pro subscription.' });

    const cancelled = await call(token, 'POST', '/api/subscription/cancel');
    expect(await json(cancelled)).toEqual({
      message: 'Your premium access will continue until the end of your billing period.',
    });
    expect(
      await json<SubscriptionStatusResponse>(await call(token, 'GET', '/api/subscription/status')),
    ).toEqual({
      plan: 'pro',
      isActive: true,
      willCancelAtPeriodEnd: true,
      subscriptionExpiresAt: PERIOD_END,
      subscriptionCancelledAt: START.toISOString(),
      nextBillingDate: null,
      testMode: true,
    });

    clock.set(PERIOD_END);
    await billing.runMaintenance();
    expect(
      await json<SubscriptionStatusResponse>(await call(token, 'GET', '/api/subscription/status')),
    ).toMatchObject({ plan: 'free', isActive: false, willCancelAtPeriodEnd: false });
    expect(await json<QuotaStatusResponse>(await call(token, 'GET', '/api/quota/status'))).toMatchObject({
      analytics: { subscriptionStatus: 'free' },
      quotas: { text: { total: 5, remaining: 5 } },
    });
    expect(await json(await call(token, 'POST', '/api/subscription/cancel'), 409)).toMatchObject({
      code: 'NO_ACTIVE_SUBSCRIPTION',
      error: 'You do not have an active subscription to cancel.',
    });
  });

  it('returns from Cancel with payment=cancelled and leaves the member Free', async () => {
    clock.set(START);
    const token = await member();
    const { paymentLink } = await json<CreateSubscriptionResponse>(
      await call(token, 'POST', '/api/subscription/create', { upgradeSource: 'manual' }),
    );
    const [, cancelAction] = formActions(await (await fetch(paymentLink)).text());
    const response = await pressButton(`${gateway.url}${cancelAction}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${gateway.url}/dashboard?payment=cancelled`);
    expect(
      await json<SubscriptionStatusResponse>(await call(token, 'GET', '/api/subscription/status')),
    ).toMatchObject({ isActive: false });
    const again = await fetch(paymentLink);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Checkout cancelled');
  });

  it('answers an unknown or malformed checkout link with a 404 page', async () => {
    for (const path of [`/api/billing/checkout/${'A'.repeat(43)}`, '/api/billing/checkout/nope']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Checkout not found');
    }
    const pay = await pressButton(`${gateway.url}/api/billing/checkout/${'B'.repeat(43)}/pay`);
    expect(pay.status).toBe(404);
  });
});
