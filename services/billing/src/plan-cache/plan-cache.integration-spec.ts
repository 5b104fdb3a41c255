import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CHANNELS,
  EVENTS,
  PATTERNS,
  type PlanOfResult,
  type QuotaRecordResult,
  type QuotaReleaseResult,
  type QuotaReservation,
  type QuotaStatusResponse,
  type UsageRecord,
} from '@untangle/contracts';
import { waitFor } from '@untangle/test-kit';
import { Redis } from 'ioredis';
import { lastValueFrom } from 'rxjs';
import { failure, startBillingSuite, type BillingSuite } from '../testing/billing-suite.js';

/**
 * What lets a gateway answer a Pro member's reservations itself, and a sessions service its history
 * gate: the cacheable reservation and plan answers,
 * the publication of every subscription change, and `quota.record` counting the restructures done
 * on the cached plan exactly as reservations would have been counted.
 */
describe('the cacheable Pro plan', () => {
  let suite: BillingSuite;
  let subscriber: Redis;
  const published: string[] = [];
  const member = () => `member-${randomUUID()}`;
  const reserve = (userId: string, idempotencyKey: string = randomUUID()) =>
    suite.client.request<QuotaReservation>(PATTERNS.billing.quotaReserve, { userId, idempotencyKey });
  const release = (userId: string, idempotencyKey: string) =>
    suite.client.request<QuotaReleaseResult>(PATTERNS.billing.quotaRelease, { userId, idempotencyKey });
  const record = (...records: UsageRecord[]) =>
    suite.client.request<QuotaRecordResult>(PATTERNS.billing.quotaRecord, { records });
  const planOf = (userId: string) => suite.client.request<PlanOfResult>(PATTERNS.billing.planOf, { userId });
  const usage = async (userId: string) =>
    (await suite.client.request<QuotaStatusResponse>(PATTERNS.billing.quotaStatus, { userId })).analytics
      .textUsage;
  const ledger = async (userId: string) => {
    const [row] = await suite.sql<{ counted: number; reserved: number }>(
      `SELECT
         (SELECT coalesce(sum("used" + "unlimited_used"), 0)::int FROM "billing"."monthly_usage" WHERE "user_id" = $1) AS "counted",
         (SELECT count(*)::int FROM "billing"."quota_reservations" WHERE "user_id" = $1 AND "status" = 'reserved') AS "reserved"`,
      [userId],
    );
    return row!;
  };

  beforeAll(async () => {
    suite = await startBillingSuite('plan_cache');
    subscriber = new Redis(suite.redis.url);
    subscriber.on('message', (_channel: string, userId: string) => published.push(userId));
    await subscriber.subscribe(`${suite.redis.keyPrefix}${CHANNELS.planChanged}`);
  });

  afterAll(async () => {
    subscriber?.disconnect();
    await suite?.stop();
  });

  it('lets a Pro answer be cached at most until the plan may end on its own, and never a free one', async () => {
    const [free, pro] = [member(), member()];
    expect((await reserve(free)).cacheForMs).toBeUndefined();
    expect(await planOf(free)).toEqual({ plan: 'free' });
    await suite.billing.setPlan(pro, 'pro');
    expect((await reserve(pro)).cacheForMs).toBe(60_000);
    expect(await planOf(pro)).toEqual({ plan: 'pro', cacheForMs: 60_000 });

    // Cancelled: Pro until the period end (a month from the clock's now); 30 s before it, 30 s of cache.
    const cancelled = member();
    const start = suite.clock.now();
    await suite.billing.setPlan(cancelled, 'pro');
    await suite.client.request(PATTERNS.billing.subscriptionCancel, {
      userId: cancelled,
      idempotencyKey: randomUUID(),
    });
    const periodEnd = new Date(start);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    suite.clock.set(new Date(periodEnd.getTime() - 30_000));
    try {
      expect((await reserve(cancelled)).cacheForMs).toBe(30_000);
      expect(await planOf(cancelled)).toEqual({ plan: 'pro', cacheForMs: 30_000 });
    } finally {
      suite.clock.set(start);
    }
  });

  it('does not let a repeated request be cached when the plan it was reserved on has ended', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    await suite.billing.setPlan(userId, 'pro');
    await reserve(userId, idempotencyKey);
    await suite.billing.setPlan(userId, 'free');
    expect(await reserve(userId, idempotencyKey)).toEqual({
      plan: 'pro',
      maxChars: 4000,
      priority: 1,
      modelTier: 'premium',
    });
  });

  it('publishes the member of every committed subscription change: upgrade, cancel, downgrade', async () => {
    const userId = member();
    await suite.billing.setPlan(userId, 'pro');
    // Published before setPlan returned: whoever sees the change done sees it published.
    await waitFor(() => published.includes(userId), { timeoutMs: 2000, what: 'the upgrade published' });
    published.length = 0;
    await suite.client.request(PATTERNS.billing.subscriptionCancel, { userId, idempotencyKey: randomUUID() });
    await waitFor(() => published.includes(userId), { timeoutMs: 2000, what: 'the cancel published' });
    published.length = 0;
    await suite.billing.setPlan(userId, 'free');
    await waitFor(() => published.includes(userId), { timeoutMs: 2000, what: 'the downgrade published' });
  });

  it('counts each recorded request once, however often and concurrently it is recorded', async () => {
    const userId = member();
    const [first, second] = [randomUUID(), randomUUID()];
    expect(
      await record(
        { userId, idempotencyKey: first, plan: 'pro' },
        { userId, idempotencyKey: first, plan: 'pro' },
        { userId, idempotencyKey: second, plan: 'pro' },
      ),
    ).toEqual({ recorded: 2 });
    const again = await Promise.all(
      Array.from({ length: 8 }, () => record({ userId, idempotencyKey: first, plan: 'pro' })),
    );
    expect(again.reduce((sum, result) => sum + result.recorded, 0)).toBe(0);
    expect(await ledger(userId)).toEqual({ counted: 2, reserved: 2 });
  });

  it('counts a request once whether it was reserved first or recorded first, and again after a release', async () => {
    const userId = member();
    await suite.billing.setPlan(userId, 'pro');
    const reservedFirst = randomUUID();
    await reserve(userId, reservedFirst);
    expect(await record({ userId, idempotencyKey: reservedFirst, plan: 'pro' })).toEqual({ recorded: 0 });
    const recordedFirst = randomUUID();
    await record({ userId, idempotencyKey: recordedFirst, plan: 'pro' });
    await reserve(userId, recordedFirst);
    expect(await usage(userId)).toBe(2);

    // A record that failed on its way back is given back, and counts again when recorded anew.
    expect(await release(userId, recordedFirst)).toEqual({ released: true });
    expect(await usage(userId)).toBe(1);
    expect(await record({ userId, idempotencyKey: recordedFirst, plan: 'pro' })).toEqual({ recorded: 1 });
    expect(await usage(userId)).toBe(2);
    expect(await ledger(userId)).toEqual({ counted: 2, reserved: 2 });
  });

  it('refuses to record a plan with a monthly limit: such a restructure needs a reservation', async () => {
    const userId = member();
    expect(await failure(record({ userId, idempotencyKey: randomUUID(), plan: 'free' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(await failure(record())).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await ledger(userId)).toEqual({ counted: 0, reserved: 0 });
  });

  it('records nothing for a deleted account', async () => {
    const userId = member();
    await suite.billing.setPlan(userId, 'pro');
    await lastValueFrom(
      suite.client.emit(EVENTS.accountDeleted, { userId, deletedAt: suite.clock.now().toISOString() }),
      { defaultValue: undefined },
    );
    await waitFor(
      async () =>
        (await suite.sql(`SELECT 1 FROM "billing"."subscriptions" WHERE "user_id" = $1`, [userId])).length ===
        0,
      { timeoutMs: 10_000, what: 'the account deleted' },
    );
    expect(await record({ userId, idempotencyKey: randomUUID(), plan: 'pro' })).toEqual({ recorded: 0 });
    expect(await ledger(userId)).toEqual({ counted: 0, reserved: 0 });
  });
});
