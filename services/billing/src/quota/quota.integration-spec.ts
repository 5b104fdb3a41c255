import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PATTERNS,
  type PlanOfResult,
  type QuotaReleaseResult,
  type QuotaReservation,
  type QuotaStatusResponse,
} from '@untangle/contracts';
import { failure, startBillingSuite, type BillingSuite } from '../testing/billing-suite.js';
import { QuotaService } from './quota.service.js';

const FREE_ANSWER: QuotaReservation = { plan: 'free', maxChars: 500, priority: 10, modelTier: 'standard' };
/** A Pro answer may be cached for BILLING_PLAN_CACHE_MS (60 s by default): the paid month lasts longer. */
const PRO_ANSWER: QuotaReservation = {
  plan: 'pro',
  maxChars: 4000,
  priority: 1,
  modelTier: 'premium',
  cacheForMs: 60_000,
};

describe(QuotaService.name, () => {
  let suite: BillingSuite;
  const member = () => `member-${randomUUID()}`;
  const reserve = (userId: string, idempotencyKey: string = randomUUID()) =>
    suite.client.request<QuotaReservation>(PATTERNS.billing.quotaReserve, { userId, idempotencyKey });
  const release = (userId: string, idempotencyKey: string) =>
    suite.client.request<QuotaReleaseResult>(PATTERNS.billing.quotaRelease, { userId, idempotencyKey });
  const status = (userId: string) =>
    suite.client.request<QuotaStatusResponse>(PATTERNS.billing.quotaStatus, { userId });
  const usedIn = async (userId: string, month: string) =>
    (
      await suite.sql<{ used: number }>(
        `SELECT "used" FROM "billing"."monthly_usage" WHERE "user_id" = $1 AND "month" = $2`,
        [userId, month],
      )
    )[0]?.used ?? 0;

  beforeAll(async () => {
    suite = await startBillingSuite('quota');
  });

  afterAll(async () => {
    await suite?.stop();
  });

  it('lets exactly 5 of 200 concurrent reservations through for a free member with 5 left', async () => {
    const userId = member();
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => reserve(userId)));
    const granted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(granted).toHaveLength(5);
    expect(granted.map((result) => (result as PromiseFulfilledResult<QuotaReservation>).value)).toEqual(
      Array(5).fill(FREE_ANSWER),
    );
    expect(refused).toHaveLength(195);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 402 });
    }
    expect(await usedIn(userId, '2026-05-01')).toBe(5);
    // A refused reservation leaves nothing behind: only the 5 charged ones are stored.
    const rows = await suite.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM "billing"."quota_reservations" WHERE "user_id" = $1`,
      [userId],
    );
    expect(rows[0]?.count).toBe(5);
  });

  it('charges the same idempotencyKey once, even when it arrives twice at the same moment', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    expect(await reserve(userId, idempotencyKey)).toEqual(FREE_ANSWER);
    expect(await reserve(userId, idempotencyKey)).toEqual(FREE_ANSWER);
    const concurrent = randomUUID();
    await Promise.all(Array.from({ length: 10 }, () => reserve(userId, concurrent)));
    expect(await usedIn(userId, '2026-05-01')).toBe(2);
  });

  it('keys a reservation by member and request: the same idempotencyKey of another member is charged to them', async () => {
    const [first, second] = [member(), member()];
    const idempotencyKey = randomUUID();
    await reserve(first, idempotencyKey);
    await reserve(second, idempotencyKey);
    expect(await usedIn(first, '2026-05-01')).toBe(1);
    expect(await usedIn(second, '2026-05-01')).toBe(1);
  });

  it('refunds a release exactly once, however often and concurrently it is asked', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    await reserve(userId);
    await reserve(userId, idempotencyKey);
    expect(await usedIn(userId, '2026-05-01')).toBe(2);
    const releases = await Promise.all(Array.from({ length: 8 }, () => release(userId, idempotencyKey)));
    expect(releases.filter((result) => result.released)).toHaveLength(1);
    expect(await release(userId, idempotencyKey)).toEqual({ released: false });
    expect(await usedIn(userId, '2026-05-01')).toBe(1);
  });

  it('charges a released request again when it is retried, so a retry after a failure is never free', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    await reserve(userId, idempotencyKey);
    await release(userId, idempotencyKey);
    expect(await usedIn(userId, '2026-05-01')).toBe(0);
    // The retry, even sent twice at once, is one new attempt: charged once, refundable once.
    await Promise.all([reserve(userId, idempotencyKey), reserve(userId, idempotencyKey)]);
    expect(await usedIn(userId, '2026-05-01')).toBe(1);
    expect(await release(userId, idempotencyKey)).toEqual({ released: true });
    expect(await usedIn(userId, '2026-05-01')).toBe(0);
  });

  it('refuses the retry of a released request when the month is used up meanwhile', async () => {
    const userId = member();
    const idempotencyKey = randomUUID();
    await reserve(userId, idempotencyKey);
    await release(userId, idempotencyKey);
    for (let i = 0; i < 5; i += 1) await reserve(userId);
    await expect(reserve(userId, idempotencyKey)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await usedIn(userId, '2026-05-01')).toBe(5);
  });

  it('releases nothing for a request that was never reserved or was refused', async () => {
    const userId = member();
    for (let i = 0; i < 5; i += 1) await reserve(userId);
    const refusedId = randomUUID();
    expect(await failure(reserve(userId, refusedId))).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await release(userId, refusedId)).toEqual({ released: false });
    expect(await release(userId, randomUUID())).toEqual({ released: false });
    expect(await usedIn(userId, '2026-05-01')).toBe(5);
  });

  it('never refuses a Pro member and answers with the Pro limits, priority and model', async () => {
    const userId = member();
    await suite.billing.setPlan(userId, 'pro');
    const answers = await Promise.all(Array.from({ length: 60 }, () => reserve(userId)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify(PRO_ANSWER)]),
    );
    expect(await status(userId)).toEqual({
      analytics: {
        subscriptionStatus: 'premium',
        textUsage: 60,
        daysUntilReset: 22,
        resetDate: '2026-06-01T00:00:00.000Z',
      },
      quotas: { text: { total: null, remaining: null } },
    });
    expect(await suite.client.request<PlanOfResult>(PATTERNS.billing.planOf, { userId })).toEqual({
      plan: 'pro',
      cacheForMs: 60_000,
    });
  });

  it('reports the exact quota shape (analytics and quotas) for a free member', async () => {
    const userId = member();
    await reserve(userId);
    await reserve(userId);
    expect(await status(userId)).toEqual({
      analytics: {
        subscriptionStatus: 'free',
        textUsage: 2,
        daysUntilReset: 22,
        resetDate: '2026-06-01T00:00:00.000Z',
      },
      quotas: { text: { total: 5, remaining: 3 } },
    });
    expect(await suite.client.request<PlanOfResult>(PATTERNS.billing.planOf, { userId })).toEqual({
      plan: 'free',
    });
  });

  it('refuses malformed commands with 400', async () => {
    expect(
      await failure(suite.client.request(PATTERNS.billing.quotaReserve, { userId: 'someone' })),
    ).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(await failure(suite.client.request(PATTERNS.billing.planOf, {}))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  describe('month rollover (UTC, injected clock)', () => {
    it('resets usage at the first instant of the next month, with the right countdown at both edges', async () => {
      const userId = member();
      suite.clock.set('2026-01-31T23:59:59.999Z');
      for (let i = 0; i < 5; i += 1) await reserve(userId);
      expect(await failure(reserve(userId))).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      expect((await status(userId)).analytics).toEqual({
        subscriptionStatus: 'free',
        textUsage: 5,
        daysUntilReset: 1,
        resetDate: '2026-02-01T00:00:00.000Z',
      });
      expect((await status(userId)).quotas.text).toEqual({ total: 5, remaining: 0 });

      suite.clock.set('2026-02-01T00:00:00.000Z');
      expect(await status(userId)).toEqual({
        analytics: {
          subscriptionStatus: 'free',
          textUsage: 0,
          daysUntilReset: 28,
          resetDate: '2026-03-01T00:00:00.000Z',
        },
        quotas: { text: { total: 5, remaining: 5 } },
      });
      expect(await reserve(userId)).toEqual(FREE_ANSWER);
      expect((await status(userId)).analytics.textUsage).toBe(1);
    });

    it('refunds a release to the month the reservation was charged to', async () => {
      const userId = member();
      const idempotencyKey = randomUUID();
      suite.clock.set('2026-03-31T23:59:59.000Z');
      await reserve(userId, idempotencyKey);
      suite.clock.set('2026-04-01T00:00:01.000Z');
      await reserve(userId);
      expect(await release(userId, idempotencyKey)).toEqual({ released: true });
      expect(await usedIn(userId, '2026-03-01')).toBe(0);
      expect(await usedIn(userId, '2026-04-01')).toBe(1);
    });
  });
});
