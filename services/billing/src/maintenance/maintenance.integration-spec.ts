import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PATTERNS, QUEUES } from '@untangle/contracts';
import { waitFor } from '@untangle/test-kit';
import { Queue } from 'bullmq';
import { failure, startBillingSuite, type BillingSuite } from '../testing/billing-suite.js';
import { startBillingForTests } from '../testing/index.js';
import { addDays } from '../time/calendar.js';
import { bullPrefix, MaintenanceScheduler } from './maintenance.scheduler.js';

describe(MaintenanceScheduler.name, () => {
  let suite: BillingSuite;
  const statusRow = async (userId: string) =>
    (
      await suite.sql<{ status: string }>(
        `SELECT "status" FROM "billing"."subscriptions" WHERE "user_id" = $1`,
        [userId],
      )
    )[0]?.status;

  beforeAll(async () => {
    suite = await startBillingSuite('maintenance', { env: { BILLING_MAINTENANCE_EVERY_MS: '200' } });
  });

  afterAll(async () => {
    await suite?.stop();
  });

  it('registers one `expire-subscriptions` job scheduler, however many replicas start', async () => {
    const replica = await startBillingForTests({
      databaseUrl: suite.db.url,
      redisUrl: suite.redis.url,
      redisPrefix: suite.redis.keyPrefix,
      env: { BILLING_MAINTENANCE_EVERY_MS: '200' },
    });
    const queue = new Queue(QUEUES.billingMaintenance.name, {
      connection: { url: suite.redis.url },
      prefix: bullPrefix({ REDIS_PREFIX: suite.redis.keyPrefix }),
    });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({
        key: 'expire-subscriptions',
        name: QUEUES.billingMaintenance.jobs.expireSubscriptions,
        every: 200,
      });
    } finally {
      await queue.close();
      await replica.stop();
    }
  });

  it('ends a cancelled subscription at its period end on its own schedule', async () => {
    const userId = `member-${randomUUID()}`;
    await suite.billing.setPlan(userId, 'pro');
    await suite.client.request(PATTERNS.billing.subscriptionCancel, { userId, idempotencyKey: randomUUID() });
    expect(await statusRow(userId)).toBe('active');
    suite.clock.set(addDays(suite.clock.now(), 32));
    await waitFor(async () => (await statusRow(userId)) === 'ended', {
      what: 'the job to end the subscription',
    });
    expect(
      await failure(
        suite.client.request(PATTERNS.billing.subscriptionCancel, { userId, idempotencyKey: randomUUID() }),
      ),
    ).toMatchObject({ code: 'NO_ACTIVE_SUBSCRIPTION' });
  });
});
