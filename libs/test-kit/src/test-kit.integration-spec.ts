import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import { assertTestDatabaseName, createTestDatabase } from './postgres.js';
import { startPostgresServer } from './postgres-server.js';
import { createTestRedis } from './redis.js';
import { startRedisServer } from './redis-server.js';

describe('test databases', () => {
  it('gives each suite its own fresh database whose name says it is for tests', async () => {
    const [a, b] = await Promise.all([createTestDatabase('kit'), createTestDatabase('kit')]);
    try {
      expect(a.name).not.toBe(b.name);
      expect(a.name).toMatch(/^untangle_test_kit_/);
      const client = new pg.Client({ connectionString: a.url });
      await client.connect();
      const { rows } = await client.query<{ db: string }>('select current_database() as db');
      await client.end();
      expect(rows[0]?.db).toBe(a.name);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
  });

  it('refuses a database whose name does not say it is for tests', () => {
    expect(() => assertTestDatabaseName('postgres://u@h:5432/untangle')).toThrow(/must contain "test"/);
    expect(() => assertTestDatabaseName('postgres://u@h:5432/untangle_test_x')).not.toThrow();
  });
});

describe('test redis', () => {
  it('isolates suites by key prefix and cleans only its own keys', async () => {
    const [a, b] = await Promise.all([createTestRedis('kit'), createTestRedis('kit')]);
    const redis = new Redis(a.url);
    try {
      await redis.set(`${a.keyPrefix}k`, '1');
      await redis.set(`${b.keyPrefix}k`, '1');
      await a.cleanup();
      expect(await redis.exists(`${a.keyPrefix}k`)).toBe(0);
      expect(await redis.exists(`${b.keyPrefix}k`)).toBe(1);
    } finally {
      await b.cleanup();
      redis.disconnect();
    }
  });
});

describe('private servers', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('starts a private redis-server that can be killed and started again', async () => {
    const server = await startRedisServer();
    cleanups.push(server.stop);
    const client = new Redis(server.url, { maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    await client.set('k', 'v');
    await server.kill();
    await server.start();
    // The restarted server keeps nothing on disk, and the client reconnects on its own.
    expect(await client.get('k')).toBeNull();
    client.disconnect();
  });

  it('starts a private Postgres cluster that survives an immediate stop and start', async () => {
    const server = await startPostgresServer();
    cleanups.push(server.destroy);
    const query = async (sql: string) => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    await query('create table t (v int); insert into t values (7)');
    await server.stop();
    await expect(query('select 1')).rejects.toThrow();
    await server.start();
    expect(await query('select v from t')).toEqual([{ v: 7 }]);
  }, 60_000);
});
