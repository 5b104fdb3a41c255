import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MessageHandler } from '@nestjs/microservices';
import { EVENTS, PATTERNS, SERVICE_NAMES, type AccountDeletedEvent } from '@untangle/contracts';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { RedisStreamsClient, RedisStreamsServer } from '@untangle/transport';
import pg from 'pg';
import {
  startIdentityForTests,
  TEST_MEMBER_PASSWORD,
  type StartedIdentityForTests,
} from '../testing/index.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { AccountMessagesController } from './account-messages.controller.js';

/** The identity service's transport handlers, called as the gateway calls them. */
describe(AccountMessagesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let client: RedisStreamsClient;
  let listener: RedisStreamsServer;
  let sql: pg.Client;
  const announced: AccountDeletedEvent[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('identity_accounts');
    redis = await createTestRedis('identity_accounts');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    client = new RedisStreamsClient({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: SERVICE_NAMES.identity,
    });
    listener = new RedisStreamsServer({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: 'billing',
      blockMs: 200,
    });
    const onDeleted: MessageHandler = async (event: AccountDeletedEvent) => {
      announced.push(event);
    };
    listener.addHandler(EVENTS.accountDeleted, onDeleted, true);
    await new Promise<void>((resolve, reject) => {
      void listener.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
    });
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await listener?.close();
    await client?.close();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const rowsOf = async (userId: string) => ({
    accounts: (await sql.query('SELECT 1 FROM identity.accounts WHERE id = $1', [userId])).rowCount,
    payloads: (
      await sql.query('SELECT model FROM identity.oidc_payloads WHERE account_id = $1', [userId])
    ).rows.map((row: { model: string }) => row.model),
  });

  it('deletes the account with every session, grant and token of it, and announces account.deleted', async () => {
    const member = await identity.signUp();
    const before = await rowsOf(member.userId);
    expect(before.accounts).toBe(1);
    expect(before.payloads).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));

    const reply = await client.request(PATTERNS.identity.deleteAccount, {
      userId: member.userId,
      idempotencyKey: 'req-1',
    });
    expect(reply).toEqual({ message: expect.stringContaining('deleted') });
    expect(await rowsOf(member.userId)).toEqual({ accounts: 0, payloads: [] });
    const event = await waitFor(() => announced.find((candidate) => candidate.userId === member.userId), {
      what: 'account.deleted',
    });
    expect(Number.isNaN(Date.parse(event.deletedAt))).toBe(false);
  });

  it('answers a repeated deletion with success and the first deletion’s time', async () => {
    const member = await identity.signUp();
    const command = { userId: member.userId, idempotencyKey: 'req-2' };
    await client.request(PATTERNS.identity.deleteAccount, command);
    await client.request(PATTERNS.identity.deleteAccount, command);
    await client.request(PATTERNS.identity.deleteAccount, { ...command, idempotencyKey: 'req-3' });
    const events = await waitFor(
      () => {
        const mine = announced.filter((candidate) => candidate.userId === member.userId);
        return mine.length === 3 ? mine : undefined;
      },
      { what: 'three announcements' },
    );
    expect(new Set(events.map((event) => event.deletedAt)).size).toBe(1);
    const deletions = await sql.query(
      'SELECT request_id FROM identity.account_deletions WHERE account_id = $1',
      [member.userId],
    );
    expect(deletions.rows).toEqual([{ request_id: 'req-2' }]);
  });

  it('announces the deletion of a member it never knew (another provider’s), so their data goes too', async () => {
    await client.request(PATTERNS.identity.deleteAccount, { userId: 'auth0|12345', idempotencyKey: 'req-4' });
    await waitFor(() => announced.some((candidate) => candidate.userId === 'auth0|12345'), {
      what: 'the announcement',
    });
  });

  it('refuses a command without a user id or idempotency key', async () => {
    await expect(client.request(PATTERNS.identity.deleteAccount, { userId: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('tells a member’s e-mail and first name, and NOT_FOUND once deleted', async () => {
    const member = await identity.signUp({ firstName: 'Known' });
    await expect(client.request(PATTERNS.identity.getUser, { userId: member.userId })).resolves.toEqual({
      id: member.userId,
      email: member.email,
      firstName: 'Known',
    });
    await client.request(PATTERNS.identity.deleteAccount, { userId: member.userId, idempotencyKey: 'req-5' });
    await expect(client.request(PATTERNS.identity.getUser, { userId: member.userId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('upgrades a password hash made with weaker scrypt settings when its member signs in', async () => {
    const member = await identity.signUp();
    const weak = await hashPassword(TEST_MEMBER_PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    await sql.query('UPDATE identity.accounts SET password_hash = $1 WHERE id = $2', [weak, member.userId]);

    await identity.signIn({ email: member.email, password: TEST_MEMBER_PASSWORD });

    const { rows } = await sql.query<{ password_hash: string }>(
      'SELECT password_hash FROM identity.accounts WHERE id = $1',
      [member.userId],
    );
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword(TEST_MEMBER_PASSWORD, rows[0]!.password_hash)).resolves.toBe(true);
  });
});
