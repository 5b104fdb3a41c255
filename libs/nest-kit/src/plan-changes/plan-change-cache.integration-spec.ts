import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHANNELS } from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { PlanChangeCache } from './plan-change-cache.js';

interface Answer {
  plan: 'free' | 'pro';
  cacheForMs?: number;
}

describe(PlanChangeCache.name, () => {
  let redis: TestRedis;
  let publisher: Redis;
  let cache: PlanChangeCache<Answer>;
  const member = () => `member-${randomUUID()}`;
  const publishChange = (userId: string) =>
    publisher.publish(`${redis.keyPrefix}${CHANNELS.planChanged}`, userId);
  /** Whether the subscription is live: only then is an answer kept. */
  const live = () => {
    const probe = member();
    cache.remember(probe, { plan: 'pro', cacheForMs: 60_000 }, cache.version);
    return cache.lookup(probe) !== undefined;
  };

  beforeAll(async () => {
    redis = await createTestRedis('plan-change-cache');
    publisher = new Redis(redis.url);
    cache = new PlanChangeCache<Answer>(
      { REDIS_URL: redis.url, REDIS_PREFIX: redis.keyPrefix },
      pino({ level: 'silent' }),
      'spec',
    );
    cache.onModuleInit();
    await waitFor(live, { timeoutMs: 5_000, what: 'the subscription to plan changes' });
  });

  afterAll(async () => {
    await cache?.onApplicationShutdown();
    publisher?.disconnect();
    await redis?.cleanup();
  });

  it('keeps an answer billing lets be reused, without its cacheForMs, and no other', () => {
    const [reusable, once, garbage] = [member(), member(), member()];
    cache.remember(reusable, { plan: 'pro', cacheForMs: 60_000 }, cache.version);
    cache.remember(once, { plan: 'free' }, cache.version);
    cache.remember(garbage, { plan: 'pro', cacheForMs: 'forever' as unknown as number }, cache.version);
    expect(cache.lookup(reusable)).toEqual({ plan: 'pro' });
    expect(cache.lookup(once)).toBeUndefined();
    expect(cache.lookup(garbage)).toBeUndefined();
  });

  it('drops the member whose change billing publishes, and only that member', async () => {
    const [changed, other] = [member(), member()];
    cache.remember(changed, { plan: 'pro', cacheForMs: 60_000 }, cache.version);
    cache.remember(other, { plan: 'pro', cacheForMs: 60_000 }, cache.version);
    await publishChange(changed);
    await waitFor(() => cache.lookup(changed) === undefined, { timeoutMs: 2_000, what: 'the entry dropped' });
    expect(cache.lookup(other)).toEqual({ plan: 'pro' });
  });

  it('never keeps an answer fetched while a change was published: it may be the stale one', async () => {
    const userId = member();
    const version = cache.version;
    await publishChange(userId);
    await waitFor(() => cache.version !== version, { timeoutMs: 2_000, what: 'the change received' });
    cache.remember(userId, { plan: 'pro', cacheForMs: 60_000 }, version);
    expect(cache.lookup(userId)).toBeUndefined();
  });

  it('forgets an answer once its time is up', async () => {
    const userId = member();
    cache.remember(userId, { plan: 'pro', cacheForMs: 50 }, cache.version);
    expect(cache.lookup(userId)).toEqual({ plan: 'pro' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.lookup(userId)).toBeUndefined();
  });

  it('forgets everything when its subscription is lost, and caches again once it is back', async () => {
    const userId = member();
    cache.remember(userId, { plan: 'pro', cacheForMs: 60_000 }, cache.version);
    const admin = new Redis(redis.url);
    try {
      const ids = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
        .split('\n')
        .filter((line) => line.includes(` name=spec:plan-changes:${redis.keyPrefix} `))
        .map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(ids).toHaveLength(1);
      await admin.call('CLIENT', 'KILL', 'ID', ids[0]!);
    } finally {
      admin.disconnect();
    }
    await waitFor(() => cache.lookup(userId) === undefined, { timeoutMs: 2_000, what: 'the cache emptied' });
    await waitFor(live, { timeoutMs: 10_000, what: 'the subscription back' });
  });
});
