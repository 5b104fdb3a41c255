import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TEST_DATABASE_URL } from './postgres.js';
import { DEFAULT_TEST_REDIS_URL } from './redis.js';
import { startTestServers } from './test-servers.js';

describe('startTestServers without containers (no Docker engine)', () => {
  it('falls back to the local servers the environment names', async () => {
    const servers = await startTestServers({
      containers: false,
      env: {
        TEST_DATABASE_URL: 'postgres://postgres@db.test:5432/test',
        TEST_REDIS_URL: 'redis://cache.test:6379',
      },
    });
    expect(servers).toMatchObject({
      kind: 'local',
      databaseUrl: 'postgres://postgres@db.test:5432/test',
      redisUrl: 'redis://cache.test:6379',
    });
  });

  it('falls back to the usual local ports when the environment names none, and starts nothing', async () => {
    const servers = await startTestServers({ containers: false, env: {} });
    expect(servers).toMatchObject({
      kind: 'local',
      databaseUrl: DEFAULT_TEST_DATABASE_URL,
      redisUrl: DEFAULT_TEST_REDIS_URL,
    });
    await expect(servers.stop()).resolves.toBeUndefined();
  });
});
