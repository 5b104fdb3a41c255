import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, waitFor, type TestDatabase } from '@untangle/test-kit';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from './data-source.js';
import { lockMember } from './member-lock.js';

describe(lockMember.name, () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('nest_kit_member_lock');
    dataSource = await createServiceDataSource({
      url: db.url,
      schema: 'public',
      entities: [],
      migrations: [],
      poolSize: 4,
    }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  /** A transaction that takes the lock, says when it holds it, and commits when released. */
  function holdLock(scope: string, userId: string) {
    let held = false;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = dataSource.transaction(async (manager) => {
      await lockMember(manager, scope, userId);
      held = true;
      await released;
    });
    return { isHeld: () => held, release, done };
  }

  /** Advisory locks of this database that a transaction is waiting for. */
  const waitingLocks = async () => {
    const [row] = (await dataSource.query(
      `SELECT count(*)::int AS "count" FROM pg_locks
        WHERE "locktype" = 'advisory' AND NOT "granted"
          AND "database" = (SELECT "oid" FROM pg_database WHERE "datname" = current_database())`,
    )) as Array<{ count: number }>;
    return row!.count;
  };

  it('makes a second transaction on the same member wait until the first one ends', async () => {
    const first = holdLock('billing', 'member-1');
    await waitFor(() => first.isHeld(), { what: 'the first transaction to take the lock' });
    const second = holdLock('billing', 'member-1');
    await waitFor(async () => (await waitingLocks()) === 1, {
      what: 'the second transaction to wait for the lock',
    });
    expect(second.isHeld()).toBe(false);

    first.release();
    await first.done;
    await waitFor(() => second.isHeld(), { what: 'the second transaction to take the lock' });
    second.release();
    await second.done;
  });

  it('lets transactions on two members hold their locks at the same time', async () => {
    const first = holdLock('billing', 'member-1');
    const second = holdLock('billing', 'member-2');
    try {
      await waitFor(() => first.isHeld() && second.isHeld(), {
        what: 'both transactions to hold their lock',
      });
      expect(await waitingLocks()).toBe(0);
    } finally {
      first.release();
      second.release();
      await Promise.all([first.done, second.done]);
    }
  });

  it('keeps the scopes apart: one member locked in two scopes does not wait', async () => {
    const first = holdLock('billing', 'member-1');
    const second = holdLock('sessions', 'member-1');
    try {
      await waitFor(() => first.isHeld() && second.isHeld(), {
        what: 'both transactions to hold their lock',
      });
      expect(await waitingLocks()).toBe(0);
    } finally {
      first.release();
      second.release();
      await Promise.all([first.done, second.done]);
    }
  });
});
