import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startBillingForTests } from '@untangle/billing/testing';
import {
  PATTERNS,
  SERVICE_NAMES,
  type QuotaStatusResponse,
  type RestructureCommand,
  type RestructureResult,
} from '@untangle/contracts';
import { startGatewayForTests, startTransportSpy, type TransportSpy } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { RedisStreamsClient, serviceClientToken, ServiceError } from '@untangle/transport';
import { Redis } from 'ioredis';
import { PlanCache } from './plan-cache.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

const TEXT = 'The team shipped on Friday. On Monday they planned the work. On Tuesday they wrote the code.';
/** text-processing's stand-in fails this text. */
const FAILING_TEXT = 'This text always fails. The stand-in refuses it. Nothing is charged for it.';

const RESULT: RestructureResult = {
  outputText: 'On Monday they planned the work. On Tuesday they wrote the code. The team shipped on Friday.',
  detectedLogicType: 'chronological',
  explanation: 'Ordered by the days of the week.',
  sentences: [
    'The team shipped on Friday.',
    'On Monday they planned the work.',
    'On Tuesday they wrote the code.',
  ],
  order: [2, 3, 1],
};

/**
 * A Pro member's restructure through the real gateway and the real billing (text-processing stands
 * in): billing is asked before the first one only; later ones are recorded once they succeeded; any
 * published change of the member's plan, or a lost subscription to those changes, sends the next
 * one through a reservation again.
 */
describe(PlanCache.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let textProcessing: TransportSpy;
  let gateway: Gateway;
  let billingCalls: string[];

  beforeAll(async () => {
    db = await createTestDatabase('gateway_plan_cache');
    redis = await createTestRedis('gateway-plan-cache');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    billing = await startBillingForTests(shared);
    textProcessing = await startTransportSpy({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: SERVICE_NAMES.textProcessing,
      replies: {
        [PATTERNS.textProcessing.restructure]: (data: unknown) => {
          if ((data as RestructureCommand).inputText === FAILING_TEXT)
            throw new ServiceError('PROCESSING_FAILED');
          return RESULT;
        },
      },
    });
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    const client = gateway.service.app.get<RedisStreamsClient>(serviceClientToken(SERVICE_NAMES.billing));
    const request = client.request.bind(client);
    jest.spyOn(client, 'request').mockImplementation((pattern, data, options) => {
      billingCalls.push(String(pattern));
      return request(pattern, data, options);
    });
    await waitFor(() => subscribed(), { timeoutMs: 10_000, what: 'the gateway subscribed to plan changes' });
  });

  afterAll(async () => {
    await gateway?.stop();
    await textProcessing?.close();
    await billing?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  /** Whether the gateway's subscription to plan changes is live: it caches only then. */
  async function subscribed(): Promise<boolean> {
    const probe = `probe-${randomUUID()}`;
    const cache = gateway.service.app.get(PlanCache);
    cache.remember(
      probe,
      { plan: 'pro', maxChars: 1, priority: 1, modelTier: 'premium', cacheForMs: 1000 },
      cache.version,
    );
    return cache.lookup(probe) !== undefined;
  }

  async function member(plan: 'free' | 'pro') {
    const account = await identity.signUp();
    if (plan === 'pro') await billing.setPlan(account.userId, 'pro');
    return { userId: account.userId, token: account.accessToken };
  }

  const processText = (who: { token: string }, inputText = TEXT) =>
    fetch(`${gateway.url}/api/process-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify({ inputText, logicType: 'auto-detect' }),
    });

  async function quota(who: { token: string }): Promise<QuotaStatusResponse> {
    const response = await fetch(`${gateway.url}/api/quota/status`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    return (await response.json()) as QuotaStatusResponse;
  }

  /** The quota calls the gateway made to billing during `work`. */
  async function billingCallsDuring(work: () => Promise<void>): Promise<string[]> {
    billingCalls = [];
    await work();
    return billingCalls.filter((pattern) => pattern.startsWith('quota.'));
  }

  it("reserves a Pro member's first restructure only, records the later ones, and counts every one once", async () => {
    const pro = await member('pro');
    const first = await billingCallsDuring(async () => {
      expect((await processText(pro)).status).toBe(200);
    });
    expect(first).toEqual([PATTERNS.billing.quotaReserve]);
    const later = await billingCallsDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => processText(pro)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(await answers[0]!.json()).toEqual(RESULT);
    });
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((pattern) => pattern === PATTERNS.billing.quotaRecord)).toBe(true);
    expect((await quota(pro)).analytics).toMatchObject({ subscriptionStatus: 'premium', textUsage: 7 });
  });

  it('counts nothing for a restructure that failed on the cached plan', async () => {
    const pro = await member('pro');
    expect((await processText(pro)).status).toBe(200);
    const calls = await billingCallsDuring(async () => {
      expect((await processText(pro, FAILING_TEXT)).status).toBe(502);
    });
    expect(calls).toEqual([]);
    expect((await quota(pro)).analytics.textUsage).toBe(1);
  });

  it('charges a member downgraded to Free against the free allowance at once', async () => {
    const member_ = await member('pro');
    expect((await processText(member_)).status).toBe(200);
    expect((await processText(member_)).status).toBe(200);
    await billing.setPlan(member_.userId, 'free');
    const calls = await billingCallsDuring(async () => {
      expect((await processText(member_)).status).toBe(200);
    });
    expect(calls).toEqual([PATTERNS.billing.quotaReserve]);
    expect(await quota(member_)).toMatchObject({
      analytics: { subscriptionStatus: 'free', textUsage: 1 },
      quotas: { text: { total: 5, remaining: 4 } },
    });
    for (let i = 0; i < 4; i += 1) expect((await processText(member_)).status).toBe(200);
    expect((await processText(member_)).status).toBe(402);
  });

  it('asks billing again after losing the subscription to plan changes, and caches again once it is back', async () => {
    const pro = await member('pro');
    expect((await processText(pro)).status).toBe(200);
    const admin = new Redis(redis.url);
    /** The id of the gateway's subscriber connection (its name carries the suite's prefix). */
    const subscriberId = async () =>
      String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
        .split('\n')
        .filter((line) => line.includes(` name=gateway:plan-changes:${redis.keyPrefix} `))
        .map((line) => /id=(\d+)/.exec(line)![1]!)[0];
    try {
      const before = await subscriberId();
      expect(before).toBeDefined();
      await admin.call('CLIENT', 'KILL', 'ID', before!);
      // A new connection exists only after the gateway saw the old one close (and dropped its cache).
      await waitFor(async () => ((await subscriberId()) ?? before) !== before, {
        timeoutMs: 10_000,
        what: 'the gateway reconnected',
      });
    } finally {
      admin.disconnect();
    }
    await waitFor(() => subscribed(), { timeoutMs: 10_000, what: 'the gateway subscribed again' });
    const calls = await billingCallsDuring(async () => {
      expect((await processText(pro)).status).toBe(200);
      expect((await processText(pro)).status).toBe(200);
    });
    expect(calls).toEqual([PATTERNS.billing.quotaReserve, PATTERNS.billing.quotaRecord]);
    expect((await quota(pro)).analytics.textUsage).toBe(3);
  });
});
