import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MessageHandler } from '@nestjs/microservices';
import {
  CHANNELS,
  EVENTS,
  PATTERNS,
  SERVICE_NAMES,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type PlanId,
  type Session,
  type SessionCreateCommand,
  type SessionListQuery,
  type SessionListResult,
} from '@untangle/contracts';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { RedisStreamsClient, RedisStreamsServer, TransportError } from '@untangle/transport';
import { Redis } from 'ioredis';
import pg from 'pg';
import { lastValueFrom } from 'rxjs';
import { startSessionsForTests, type SessionsForTests } from '../testing/index.js';
import { SessionMessagesController } from './session-messages.controller.js';

/**
 * A STAND-IN FOR THE BILLING SERVICE, for this transport-level suite only: it answers billing's
 * `plan.of` on the real Redis Streams transport from a map the tests fill. The gateway's HTTP
 * suite runs against the real billing service.
 */
interface BillingStandIn {
  plans: Map<string, PlanId | 'garbage'>;
  /** Members whose answer billing lets be reused for this long (PlanOfResult.cacheForMs). */
  reusableForMs: Map<string, number>;
  /** The members `plan.of` was asked about, in order. */
  asked: string[];
  /** While true, `plan.of` answers only after the sessions service has given up (an outage). */
  outage: boolean;
  /** Changes the member's plan and publishes the change, as billing does. */
  change(userId: string, plan: PlanId): Promise<void>;
  close(): Promise<void>;
}

async function startBillingStandIn(redis: TestRedis): Promise<BillingStandIn> {
  const server = new RedisStreamsServer({
    url: redis.url,
    keyPrefix: redis.keyPrefix,
    service: SERVICE_NAMES.billing,
    shutdownTimeoutMs: 100,
  });
  const publisher = new Redis(redis.url);
  const standIn: BillingStandIn = {
    plans: new Map(),
    reusableForMs: new Map(),
    asked: [],
    outage: false,
    change: async (userId, plan) => {
      standIn.plans.set(userId, plan);
      await publisher.publish(`${redis.keyPrefix}${CHANNELS.planChanged}`, userId);
    },
    close: async () => {
      publisher.disconnect();
      await server.close();
    },
  };
  const planOf = (async (data: { userId: string }) => {
    standIn.asked.push(data.userId);
    if (standIn.outage) await new Promise((resolve) => setTimeout(resolve, PLAN_CHECK_TIMEOUT_MS * 3));
    const cacheForMs = standIn.reusableForMs.get(data.userId);
    return { plan: standIn.plans.get(data.userId) ?? 'free', ...(cacheForMs ? { cacheForMs } : {}) };
  }) as MessageHandler;
  server.addHandler(PATTERNS.billing.planOf, planOf);
  await new Promise<void>((resolve, reject) => {
    void server.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
  });
  return standIn;
}

const PLAN_CHECK_TIMEOUT_MS = 300;
const MAX_PER_MEMBER = 60;

describe(SessionMessagesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let billing: BillingStandIn;
  let sessions: SessionsForTests;
  let client: RedisStreamsClient;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('sessions_service');
    redis = await createTestRedis('sessions-service');
    billing = await startBillingStandIn(redis);
    sessions = await startSessionsForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: {
        SESSIONS_PLAN_CHECK_TIMEOUT_MS: String(PLAN_CHECK_TIMEOUT_MS),
        SESSIONS_MAX_PER_MEMBER: String(MAX_PER_MEMBER),
      },
    });
    client = new RedisStreamsClient({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: SERVICE_NAMES.sessions,
      timeoutMs: 10_000,
    });
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await client?.close();
    await sessions?.stop();
    await billing?.close();
    await redis?.cleanup();
    await db?.drop();
  });

  // --- factories -------------------------------------------------------------------------------
  const member = (plan: PlanId = 'pro') => {
    const userId = `user-${randomUUID()}`;
    billing.plans.set(userId, plan);
    return userId;
  };
  const command = (userId: string, overrides: Partial<SessionCreateCommand> = {}): SessionCreateCommand => ({
    userId,
    idempotencyKey: randomUUID(),
    sessionType: 'text',
    inputText: 'The rain started. I woke up late. I missed the bus.',
    outputText: 'I woke up late. The rain started. I missed the bus.',
    logicType: 'chronological',
    explanation: 'Ordered by time cues.',
    ...overrides,
  });
  const create = (data: unknown) => client.request<Session>(PATTERNS.sessions.create, data);
  /** A list, its JSON parsed (the service answers it as text, for the gateway to pass through). */
  const list = async (query: SessionListQuery) => {
    const { itemsJson, ...rest } = await client.request<SessionListResult>(PATTERNS.sessions.list, query);
    return { ...rest, items: JSON.parse(itemsJson) as Session[] };
  };
  const remove = (userId: string, sessionId: string) =>
    client.request<DeleteSessionResponse>(PATTERNS.sessions.delete, { userId, sessionId });
  const removeAll = (userId: string, idempotencyKey = randomUUID()) =>
    client.request<DeleteAllSessionsResponse>(PATTERNS.sessions.deleteAll, { userId, idempotencyKey });
  const failure = async (promise: Promise<unknown>): Promise<TransportError> => {
    const error = await promise.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    if (!(error instanceof TransportError))
      throw new Error(`expected a TransportError, got ${String(error)}`);
    return error;
  };
  /** Saves in order, each strictly after the previous one. */
  const createInOrder = async (userId: string, inputs: Array<Partial<SessionCreateCommand>>) => {
    const stored: Session[] = [];
    for (const overrides of inputs) stored.push(await create(command(userId, overrides)));
    return stored;
  };

  describe('schema', () => {
    it('has the newest-first keyset index and trigram search indexes', async () => {
      const { rows } = await sql.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'sessions' AND tablename = 'sessions'`,
      );
      const byName = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
      expect(byName['sessions_user_created_idx']).toMatch(/\(user_id, created_at DESC, id DESC\)/);
      expect(byName['sessions_input_trgm_idx']).toMatch(/gin \(input_text .*gin_trgm_ops\)/);
      expect(byName['sessions_output_trgm_idx']).toMatch(/gin \(output_text .*gin_trgm_ops\)/);
      expect(byName['sessions_user_request_key']).toMatch(/UNIQUE .*\(user_id, request_id\)/);
    });

    it('refuses a logic type outside the known values even when written directly', async () => {
      await expect(
        sql.query(
          `INSERT INTO sessions.sessions (user_id, request_id, input_text, output_text, logic_type, explanation)
           VALUES ('x', 'y', 'in', 'out', 'timeline', '')`,
        ),
      ).rejects.toThrow(/check constraint/);
    });
  });

  describe('create', () => {
    it('stores the session for the command’s member and returns it', async () => {
      const userId = member();
      const session = await create(command(userId, { logicType: 'process-steps' }));
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId,
        sessionType: 'text',
        inputText: 'The rain started. I woke up late. I missed the bus.',
        outputText: 'I woke up late. The rain started. I missed the bus.',
        logicType: 'process-steps',
        explanation: 'Ordered by time cues.',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(await sessions.countFor(userId)).toBe(1);
    });

    it('stores the input cleaned and measures its length after cleaning', async () => {
      const userId = member();
      const padded = `<p>${'a'.repeat(3990)}</p>${' '.repeat(5000)}<b>bold</b>`;
      const session = await create(command(userId, { inputText: padded }));
      expect(session.inputText).toBe(`${'a'.repeat(3990)}\nbold`);

      const tooLong = await failure(create(command(userId, { inputText: 'b'.repeat(4001) })));
      expect(tooLong).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(tooLong.message).toMatch(/at most 4000 characters after cleaning/);
      const empty = await failure(create(command(userId, { inputText: '<p>  </p>' })));
      expect(empty.message).toMatch(/inputText must not be empty/);
      expect(await sessions.countFor(userId)).toBe(1);
    });

    it('counts characters, not UTF-16 units, and refuses what the database could not hold', async () => {
      const userId = member();
      const emoji = await create(command(userId, { inputText: '😀'.repeat(4000) }));
      expect([...emoji.inputText]).toHaveLength(4000);
      // Variation selectors slip past class-validator's length count; ours counts them.
      const selectors = await failure(create(command(userId, { outputText: 'a\uFE0F'.repeat(4001) })));
      expect(selectors.message).toMatch(/outputText must be at most 8000 characters/);
      const nul = await create(command(userId, { outputText: 'out\u0000put', explanation: 'why\u0000' }));
      expect(nul).toMatchObject({ outputText: 'output', explanation: 'why' });
      expect(await sessions.countFor(userId)).toBe(2);
    });

    it('stores one session when the same idempotencyKey arrives twice, and answers both with it', async () => {
      const userId = member();
      const first = command(userId);
      const [a, b] = await Promise.all([create(first), create(first)]);
      const c = await create(first);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(await sessions.countFor(userId)).toBe(1);
    });

    it('answers IDEMPOTENCY_CONFLICT when an idempotencyKey is reused for different content', async () => {
      const userId = member();
      const first = command(userId);
      await create(first);
      const error = await failure(create({ ...first, outputText: 'something else entirely' }));
      expect(error).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 });
      expect(await sessions.countFor(userId)).toBe(1);
    });

    it('keeps idempotency keys per member: another member’s equal key stores their own session', async () => {
      const [a, b] = [member(), member()];
      const idempotencyKey = randomUUID();
      const mine = await create(command(a, { idempotencyKey }));
      const theirs = await create(
        command(b, { idempotencyKey, inputText: 'Entirely different words here.' }),
      );
      expect(theirs.id).not.toBe(mine.id);
      expect(theirs.userId).toBe(b);
      expect(await sessions.countFor(a)).toBe(1);
      expect(await sessions.countFor(b)).toBe(1);
    });

    it('loses nothing when 50 saves arrive at once', async () => {
      const userId = member();
      const saved = await Promise.all(
        Array.from({ length: 50 }, (_, i) => create(command(userId, { inputText: `Concurrent save ${i}.` }))),
      );
      expect(new Set(saved.map((session) => session.id)).size).toBe(50);
      expect(await sessions.countFor(userId)).toBe(50);
      const listed = await list({ userId, limit: 100 });
      expect(listed.items.map((session) => session.inputText).sort()).toEqual(
        Array.from({ length: 50 }, (_, i) => `Concurrent save ${i}.`).sort(),
      );
    });

    it('keeps at most SESSIONS_MAX_PER_MEMBER sessions, exactly, however many saves race', async () => {
      const userId = member();
      const outcomes = await Promise.allSettled(
        Array.from({ length: MAX_PER_MEMBER + 10 }, (_, i) =>
          create(command(userId, { inputText: `Save ${i}.` })),
        ),
      );
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(10);
      for (const outcome of refused) {
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({
          code: 'SESSION_LIMIT_REACHED',
          status: 409,
          message: `Your history is full: it keeps at most ${MAX_PER_MEMBER} sessions. Delete older sessions to save new ones.`,
        });
      }
      expect(await sessions.countFor(userId)).toBe(MAX_PER_MEMBER);
    });

    it('still answers a repeated save when full, and saves again once a session is deleted', async () => {
      const userId = member();
      const first = command(userId);
      const stored = await create(first);
      await Promise.all(
        Array.from({ length: MAX_PER_MEMBER - 1 }, (_, i) =>
          create(command(userId, { inputText: `Fill ${i}.` })),
        ),
      );
      await expect(create(first)).resolves.toEqual(stored);
      expect(await failure(create(command(userId)))).toMatchObject({ code: 'SESSION_LIMIT_REACHED' });
      await remove(userId, stored.id);
      await expect(create(command(userId))).resolves.toMatchObject({ userId });
    });

    it.each([
      ['an unknown logic type', { logicType: 'timeline' }, /logicType must be one of/],
      ['a number for inputText', { inputText: 42 }, /inputText must be a string/],
      ['a session type other than text', { sessionType: 'image' }, /sessionType must be 'text'/],
      ['an empty output', { outputText: '' }, /outputText must not be empty/],
      ['an unknown field', { extra: true }, /property extra should not exist/],
      ['no userId', { userId: undefined }, /userId/],
      ['no idempotencyKey', { idempotencyKey: undefined }, /idempotencyKey/],
    ])('refuses %s with VALIDATION_FAILED and stores nothing', async (_what, overrides, message) => {
      const userId = member();
      const error = await failure(create({ ...command(userId), ...overrides }));
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect([error.message, ...(error.details ?? [])].join('\n')).toMatch(message);
      expect(await sessions.countFor(userId)).toBe(0);
    });
  });

  describe('list', () => {
    it('lists only the member’s own sessions, newest first', async () => {
      const [a, b] = [member(), member()];
      const mine = await createInOrder(a, [
        { inputText: 'First of mine.' },
        { inputText: 'Second of mine.' },
      ]);
      await createInOrder(b, [{ inputText: 'Not yours at all.' }]);
      const { items, nextCursor } = await list({ userId: a });
      expect(items.map((session) => session.id)).toEqual([mine[1]!.id, mine[0]!.id]);
      expect(items.every((session) => session.userId === a)).toBe(true);
      expect(nextCursor).toBeNull();
    });

    it('lists each session exactly as its save answered it, whatever its text holds', async () => {
      const userId = member();
      const awkward = [
        { inputText: 'She said "stop"\\ then left.\tTabbed.', outputText: 'Back\\slash "quoted".' },
        {
          inputText: 'Line one.\nLine two.\u2028Separated.\u2029Paragraph.',
          explanation: 'Why:\r\n</script>',
        },
        { inputText: 'Émigré café 😀 naïve — ‘curly’ 中文 עברית.', outputText: '\u0001\u001f control.' },
      ];
      const saved = await createInOrder(userId, awkward);
      const { itemsJson } = await client.request<SessionListResult>(PATTERNS.sessions.list, { userId });
      expect(JSON.parse(itemsJson)).toEqual([...saved].reverse());
      // createdAt is the stored instant, to the millisecond, as JavaScript writes it.
      const stored = await sql.query<{ id: string; created_at: Date }>(
        `SELECT "id", "created_at" FROM "sessions"."sessions" WHERE "user_id" = $1`,
        [userId],
      );
      for (const row of stored.rows)
        expect(saved.find((session) => session.id === row.id)!.createdAt).toBe(row.created_at.toISOString());
      expect(saved[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId,
        sessionType: 'text',
        inputText: awkward[0]!.inputText,
        outputText: awkward[0]!.outputText,
        logicType: 'chronological',
        explanation: 'Ordered by time cues.',
        createdAt: expect.any(String),
      });
    });

    it('answers PRO_REQUIRED to a free member, with the message the Premium placeholder shows', async () => {
      const userId = member('free');
      await create(command(userId));
      const error = await failure(list({ userId }));
      expect(error).toMatchObject({ code: 'PRO_REQUIRED', status: 403 });
      expect(error.message).toMatch(/Pro feature/);
    });

    it('answers SERVICE_UNAVAILABLE, never the list, when billing does not answer or answers nonsense', async () => {
      const userId = member('pro');
      await create(command(userId));
      billing.outage = true;
      try {
        expect(await failure(list({ userId }))).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      } finally {
        billing.outage = false;
      }
      billing.plans.set(userId, 'garbage');
      expect(await failure(list({ userId }))).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      billing.plans.set(userId, 'pro');
      expect((await list({ userId })).items).toHaveLength(1);
    });

    it("answers a Pro member's lists from billing's reusable answer, and asks again once billing publishes a change", async () => {
      const userId = member('pro');
      billing.reusableForMs.set(userId, 60_000);
      await create(command(userId));
      const asked = () => billing.asked.filter((who) => who === userId).length;
      // The first answer is kept only once the subscription to plan changes is live.
      await waitFor(
        async () => {
          await list({ userId });
          const before = asked();
          await list({ userId });
          return asked() === before;
        },
        { timeoutMs: 10_000, what: 'a list answered without asking billing' },
      );
      const before = asked();
      for (let i = 0; i < 5; i += 1) expect((await list({ userId })).items).toHaveLength(1);
      expect(asked()).toBe(before);

      await billing.change(userId, 'free');
      const outcome = () =>
        list({ userId }).then(
          () => 'listed',
          (error: TransportError) => error.code,
        );
      await waitFor(async () => (await outcome()) === 'PRO_REQUIRED', {
        timeoutMs: 2_000,
        what: 'the downgrade seen',
      });
      expect(asked()).toBeGreaterThan(before);
    });

    it('asks billing on every list when its answer may not be reused', async () => {
      const userId = member('pro');
      await create(command(userId));
      const before = billing.asked.length;
      for (let i = 0; i < 3; i += 1) await list({ userId });
      expect(billing.asked.slice(before).filter((who) => who === userId)).toHaveLength(3);
    });

    it('searches case-insensitively in input or output, taking % and _ literally', async () => {
      const userId = member();
      const [inInput, inOutput, literal] = await createInOrder(userId, [
        { inputText: 'The Quarterly REPORT is due.', outputText: 'Nothing to see.' },
        { inputText: 'Plain words only.', outputText: 'A quarterly report follows.' },
        { inputText: 'Growth was 50% in q_1.', outputText: 'Growth was 50% in q_1.' },
        { inputText: 'Growth was 50 percent in q1.', outputText: 'Growth was 50 percent in q1.' },
      ]);
      const ids = async (q: string) => (await list({ userId, q })).items.map((session) => session.id);
      expect(await ids('quarterly report')).toEqual([inOutput!.id, inInput!.id]);
      expect(await ids('  QUARTERLY  ')).toEqual([inOutput!.id, inInput!.id]);
      expect(await ids('50%')).toEqual([literal!.id]);
      expect(await ids('q_1')).toEqual([literal!.id]);
      expect(await ids('no such words')).toEqual([]);
      expect((await list({ userId, q: 'quarterly report' })).total).toBe(2);
      expect((await list({ userId, q: 'no such words' })).total).toBe(0);
      expect(await ids('bad\u0000byte')).toEqual([]);
    });

    it('filters by type, with process and process-steps matching both spellings', async () => {
      const userId = member();
      const [process, steps, chrono] = await createInOrder(userId, [
        { logicType: 'process' },
        { logicType: 'process-steps' },
        { logicType: 'chronological' },
        { logicType: 'cause-effect' },
      ]);
      const ids = async (type: SessionListQuery['type']) =>
        (await list({ userId, type })).items.map((session) => session.id);
      expect(await ids('process')).toEqual([steps!.id, process!.id]);
      expect(await ids('process-steps')).toEqual([steps!.id, process!.id]);
      expect(await ids('chronological')).toEqual([chrono!.id]);
      expect(await ids('argument-flow')).toEqual([]);
      const combined = await list({ userId, type: 'process-steps', q: 'woke up' });
      expect(combined.items).toHaveLength(2);
    });

    it('pages with a cursor that stays stable while new sessions arrive', async () => {
      const userId = member();
      const original = await createInOrder(
        userId,
        Array.from({ length: 5 }, (_, i) => ({ inputText: `Original ${i}.` })),
      );
      const newestFirst = [...original].reverse().map((session) => session.id);

      const first = await list({ userId, limit: 2 });
      expect(first.items.map((session) => session.id)).toEqual(newestFirst.slice(0, 2));
      expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(first.total).toBe(5);

      await createInOrder(userId, [{ inputText: 'Arrived later 1.' }, { inputText: 'Arrived later 2.' }]);

      const second = await list({ userId, limit: 2, cursor: first.nextCursor! });
      const third = await list({ userId, limit: 2, cursor: second.nextCursor! });
      expect(second.items.map((session) => session.id)).toEqual(newestFirst.slice(2, 4));
      expect(third.items.map((session) => session.id)).toEqual(newestFirst.slice(4));
      expect(third.nextCursor).toBeNull();
      expect(second.total).toBeNull();

      const fresh = await list({ userId });
      expect(fresh.items).toHaveLength(7);
      expect(fresh.items[0]!.inputText).toBe('Arrived later 2.');
    });

    it('keeps sessions saved in the same instant apart on page boundaries', async () => {
      const userId = member();
      const ids = Array.from({ length: 6 }, () => randomUUID());
      await sql.query(
        `INSERT INTO sessions.sessions (id, user_id, request_id, input_text, output_text, logic_type, explanation, created_at)
         SELECT id::uuid, $1, id, 'same instant', 'same instant', 'process', '', '2025-10-02T10:00:00.123456Z'
         FROM unnest($2::text[]) AS id`,
        [userId, ids],
      );
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ userId, limit: 4, ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((session) => session.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([...ids].sort().reverse());
    });

    it('answers VALIDATION_FAILED for a cursor it did not issue, and for a page size out of range', async () => {
      const userId = member();
      for (const cursor of [
        'not a cursor',
        Buffer.from('2025-02-30T00:00:00.000000Z|x').toString('base64url'),
      ]) {
        expect(await failure(list({ userId, cursor }))).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect(await failure(list({ userId, limit: 0 }))).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await failure(list({ userId, limit: 101 }))).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('delete', () => {
    it('deletes the member’s own session', async () => {
      const userId = member();
      const [kept, gone] = await createInOrder(userId, [{}, {}]);
      expect(await remove(userId, gone!.id.toUpperCase())).toEqual({ deleted: true, id: gone!.id });
      expect((await list({ userId })).items.map((session) => session.id)).toEqual([kept!.id]);
    });

    it('answers another member’s id exactly like a missing one, and deletes nothing', async () => {
      const [a, b] = [member(), member()];
      const [theirs] = await createInOrder(a, [{}]);
      const foreign = await failure(remove(b, theirs!.id));
      const missing = await failure(remove(b, randomUUID()));
      expect(foreign.toPayload()).toEqual(missing.toPayload());
      expect(foreign).toMatchObject({ code: 'SESSION_NOT_FOUND', status: 404 });
      expect(await sessions.countFor(a)).toBe(1);
    });

    it('answers VALIDATION_FAILED for an id that is not a uuid', async () => {
      expect(await failure(remove(member(), 'not-a-uuid'))).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('deleteAll', () => {
    it('deletes every session of the member, reports the exact count, and touches nobody else', async () => {
      const [a, b] = [member(), member()];
      await Promise.all(Array.from({ length: 7 }, () => create(command(a))));
      await createInOrder(b, [{}, {}]);
      const idempotencyKey = randomUUID();
      expect(await removeAll(a, idempotencyKey)).toEqual({ deletedCount: 7 });
      expect(await removeAll(a, idempotencyKey)).toEqual({ deletedCount: 7 });
      expect(await removeAll(a)).toEqual({ deletedCount: 0 });
      expect(await sessions.countFor(a)).toBe(0);
      expect(await sessions.countFor(b)).toBe(2);
    });
  });

  describe('account deleted', () => {
    const emitDeleted = (userId: string) =>
      lastValueFrom(client.emit(EVENTS.accountDeleted, { userId, deletedAt: new Date().toISOString() }), {
        defaultValue: undefined,
      });

    it('removes all of the member’s sessions, once or twice, and refuses their later saves', async () => {
      const [gone, stays] = [member(), member()];
      await Promise.all(Array.from({ length: 3 }, () => create(command(gone))));
      await create(command(stays));
      await emitDeleted(gone);
      await emitDeleted(gone);
      await waitFor(async () => (await sessions.countFor(gone)) === 0, { what: 'the purge' });
      expect(await sessions.countFor(stays)).toBe(1);
      const late = await failure(create(command(gone)));
      expect(late).toMatchObject({ code: 'AUTH_INVALID', status: 401 });
      expect(await sessions.countFor(gone)).toBe(0);
    });
  });
});
