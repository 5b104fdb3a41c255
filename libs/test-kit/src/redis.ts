import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { containerRuntimeAvailable } from './container-runtime.js';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  /** Every key this suite writes starts with this prefix, so suites never see each other. */
  keyPrefix: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

let serverUrl: Promise<string> | undefined;

async function resolveRedisUrl(): Promise<string> {
  if (await containerRuntimeAvailable()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').withReuse().start();
    return container.getConnectionUrl();
  }
  return process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
}

export async function createTestRedis(label: string): Promise<TestRedis> {
  serverUrl ??= resolveRedisUrl();
  const url = await serverUrl;
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
