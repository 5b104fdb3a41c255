import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** Every key this suite writes starts with this prefix, so suites never see each other. */
  keyPrefix: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

/** A key prefix of one suite's own on the run's Redis (`TEST_REDIS_URL`, as for Postgres). */
export async function createTestRedis(label: string): Promise<TestRedis> {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
  const keyPrefix = `test:${label}:${randomBytes(4).toString('hex')}:`;
  return { url, keyPrefix, cleanup: () => deleteKeys(url, keyPrefix) };
}

export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
