import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient } from '@untangle/transport';
import pg from 'pg';
import { ManualClock, startBillingForTests, type BillingForTests } from './index.js';

/** One integration suite's billing: its own database and Redis prefix, a movable clock, a client. */
export interface BillingSuite {
  db: TestDatabase;
  redis: TestRedis;
  clock: ManualClock;
  billing: BillingForTests;
  client: RedisStreamsClient;
  /** Reads the billing schema directly, to check what was (not) written. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startBillingSuite(
  label: string,
  options: { env?: Record<string, string>; start?: Date } = {},
): Promise<BillingSuite> {
  const db = await createTestDatabase(`billing_${label}`);
  const redis = await createTestRedis(`billing-${label}`);
  const clock = new ManualClock(options.start ?? '2026-05-10T12:00:00.000Z');
  const billing = await startBillingForTests({
    databaseUrl: db.url,
    redisUrl: redis.url,
    redisPrefix: redis.keyPrefix,
    clock,
    env: options.env,
  });
  const client = new RedisStreamsClient({
    url: redis.url,
    keyPrefix: redis.keyPrefix,
    service: 'billing',
    timeoutMs: 20_000,
  });
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  return {
    db,
    redis,
    clock,
    billing,
    client,
    sql: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
    stop: async () => {
      await client.close();
      await billing.stop();
      await pool.end();
      await redis.cleanup();
      await db.drop();
    },
  };
}

/** The coded error a transport call failed with. */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  throw new Error('expected the call to fail');
}
