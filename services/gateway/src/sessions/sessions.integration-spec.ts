import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBillingForTests } from '@untangle/billing/testing';
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  type CreateSessionRequest,
  type Session,
} from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import { startSessionsForTests, type SessionsForTests } from '@untangle/sessions/testing';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { SessionRoutesController } from './session-routes.controller.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

interface Member {
  userId: string;
  token: string;
}

/** The sessions calls over HTTP: real identity (tokens), billing (plans), sessions and gateway. */
describe(SessionRoutesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let sessions: SessionsForTests;
  let gateway: Gateway;
  let alice: Member;
  let bob: Member;
  let carol: Member;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_sessions');
    redis = await createTestRedis('gateway-sessions');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    billing = await startBillingForTests(shared);
    sessions = await startSessionsForTests({ ...shared, env: { SESSIONS_PLAN_CHECK_TIMEOUT_MS: '1000' } });
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    [alice, bob, carol] = await Promise.all([signUp('pro'), signUp('pro'), signUp('free')]);
  });

  afterAll(async () => {
    await gateway?.stop();
    await sessions?.stop();
    await billing?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  // --- factories and helpers --------------------------------------------------------------------
  async function signUp(plan: 'free' | 'pro'): Promise<Member> {
    const account = await identity.signUp();
    await billing.setPlan(account.userId, plan);
    return { userId: account.userId, token: account.accessToken };
  }

  const body = (overrides: Partial<Record<keyof CreateSessionRequest, unknown>> = {}) => ({
    userId: 'ignored-by-the-server',
    sessionType: 'text',
    inputText: 'The rain started. I woke up late. I missed the bus.',
    outputText: 'I woke up late. The rain started. I missed the bus.',
    logicType: 'chronological',
    explanation: 'Ordered by time cues.',
    ...overrides,
  });

  const call = (
    member: Member | undefined,
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${gateway.url}${path}`, {
      method,
      headers: {
        ...(member ? { authorization: `Bearer ${member.token}` } : {}),
        ...(options.json !== undefined || options.raw !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...options.headers,
      },
      ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
      ...(options.raw !== undefined ? { body: options.raw } : {}),
    });

  /** What a restructure of the body's text leaves behind: the member may save its result. */
  const restructured = (member: Member, request: { json?: unknown }) => {
    const inputText = (request.json as { inputText?: unknown } | undefined)?.inputText;
    return typeof inputText === 'string'
      ? gateway.grantRestructureReceipt(member.userId, inputText)
      : Promise.resolve();
  };

  const saveCall = async (member: Member, request: { json?: unknown; headers?: Record<string, string> }) => {
    await restructured(member, request);
    return call(member, 'POST', '/api/sessions', request);
  };

  const save = async (member: Member, overrides: Parameters<typeof body>[0] = {}, key?: string) => {
    const response = await saveCall(member, {
      json: body(overrides),
      ...(key ? { headers: { [IDEMPOTENCY_KEY_HEADER]: key } } : {}),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Session;
  };

  const listOf = async (member: Member, path = '/api/sessions') => {
    const response = await call(member, 'GET', path);
    expect(response.status).toBe(200);
    return {
      sessions: (await response.json()) as Session[],
      next: response.headers.get(NEXT_CURSOR_HEADER),
      total: response.headers.get(TOTAL_COUNT_HEADER),
      cacheControl: response.headers.get('cache-control'),
      contentType: response.headers.get('content-type'),
    };
  };

  /** Deletes everything of the member, so each test starts from an empty history. */
  const fresh = async (member: Member) => {
    const response = await call(member, 'DELETE', '/api/sessions/user');
    expect(response.status).toBe(200);
  };

  const userNumberOf = (userId: string) => userId.replace(/\D/g, '') || '12345';

  // --- tests ------------------------------------------------------------------------------------
  describe('POST /api/sessions', () => {
    it('stores the session for the token’s member, ignoring the body’s userId, and answers 201', async () => {
      await fresh(alice);
      const session = await save(alice, { userId: bob.userId });
      expect(session).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId: alice.userId,
        sessionType: 'text',
        logicType: 'chronological',
        inputText: 'The rain started. I woke up late. I missed the bus.',
      });
      expect(await sessions.countFor(alice.userId)).toBe(1);
      expect(await sessions.countFor(bob.userId)).toBe(0);
    });

    it('refuses to save a text the member never restructured, or one only another member restructured', async () => {
      await fresh(alice);
      const unheard = body({ inputText: `A text nobody restructured ${randomUUID()}. It stays out.` });
      const refused = await call(alice, 'POST', '/api/sessions', { json: unheard });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 'SESSION_NOT_RESTRUCTURED',
        message: ERROR_CODES.SESSION_NOT_RESTRUCTURED.message,
      });
      await restructured(bob, { json: unheard });
      expect((await call(alice, 'POST', '/api/sessions', { json: unheard })).status).toBe(422);
      expect(await sessions.countFor(alice.userId)).toBe(0);
    });

    it('accepts the restructured text however its markup and spacing were sent', async () => {
      await fresh(alice);
      const plain = `Spacing differs ${randomUUID()}. Markup too.`;
      await gateway.grantRestructureReceipt(alice.userId, plain);
      const response = await call(alice, 'POST', '/api/sessions', {
        json: body({ inputText: `<p>${plain.replace(' ', '   ')}</p>` }),
      });
      expect(response.status).toBe(201);
    });

    it('lets free members save too: storage is promised to every signed-in member', async () => {
      await fresh(carol);
      await save(carol);
      expect(await sessions.countFor(carol.userId)).toBe(1);
    });

    it('stores one session when the same Idempotency-Key is sent twice', async () => {
      await fresh(alice);
      const key = `save:${randomUUID()}`;
      const first = await save(alice, {}, key);
      const second = await save(alice, {}, key);
      expect(second).toEqual(first);
      expect(await sessions.countFor(alice.userId)).toBe(1);

      const conflict = await saveCall(alice, {
        json: body({ outputText: 'Different output.' }),
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(conflict.status).toBe(409);
      expect(await conflict.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    });

    it('keeps 50 concurrent saves, losing none', async () => {
      await fresh(bob);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          saveCall(bob, { json: body({ inputText: `Concurrent save number ${i}.` }) }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
      expect(await sessions.countFor(bob.userId)).toBe(50);
    });
  });

  describe('bad input stores nothing', () => {
    type BadRequest = { json?: unknown; raw?: string; headers?: Record<string, string> };
    const cases: Array<[string, number, BadRequest, RegExp]> = [
      ['malformed JSON', 400, { raw: '{"sessionType": "text", "inputText": ' }, /not valid JSON/],
      ['a JSON array', 400, { json: [body()] }, /must be a JSON object/],
      ['inputText as a number', 400, { json: body({ inputText: 42 }) }, /inputText must be a string/],
      [
        'explanation as an object',
        400,
        { json: body({ explanation: { a: 1 } }) },
        /explanation must be a string/,
      ],
      ['an unknown logic type', 400, { json: body({ logicType: 'timeline' }) }, /logicType must be one of/],
      ['a 2 MB body', 413, { json: body({ inputText: 'x'.repeat(2 * 1024 * 1024) }) }, /too large/],
      [
        'input over 4000 characters after cleaning',
        400,
        { json: body({ inputText: 'word '.repeat(1000) + 'overflow' }) },
        /at most 4000 characters after cleaning/,
      ],
      [
        'an Idempotency-Key with spaces',
        400,
        { json: body(), headers: { [IDEMPOTENCY_KEY_HEADER]: 'has spaces in it' } },
        /Idempotency-Key/,
      ],
    ];

    it.each(cases)('answers %s with a clear %i', async (_what, status, request, message) => {
      await fresh(alice);
      const response = await saveCall(alice, request);
      expect(response.status).toBe(status);
      const error = (await response.json()) as { message: string; details?: string[] };
      expect([error.message, ...(error.details ?? [])].join('\n')).toMatch(message);
      expect(await sessions.countFor(alice.userId)).toBe(0);
    });

    it('answers a non-uuid session id with 400', async () => {
      const response = await call(alice, 'DELETE', '/api/sessions/not-a-uuid');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'The session id must be a UUID.' });
    });

    it('answers list parameters out of range or unknown with 400', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'type=timeline',
        'cursor=%20',
        'sort=asc',
        `q=${'q'.repeat(201)}`,
      ]) {
        const response = await call(alice, 'GET', `/api/sessions?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
      }
    });

    it('answers a call without a token with 401 and stores nothing', async () => {
      const response = await call(undefined, 'POST', '/api/sessions', { json: body() });
      expect(response.status).toBe(401);
      expect((await call(undefined, 'GET', '/api/sessions')).status).toBe(401);
    });
  });

  describe('GET /api/sessions', () => {
    it('answers a Pro member with the plain list, newest first, never cached', async () => {
      await fresh(alice);
      const older = await save(alice, { inputText: 'Older session text.' });
      const newer = await save(alice, { inputText: 'Newer session text.' });
      const { sessions: listed, next, cacheControl, contentType } = await listOf(alice);
      expect(contentType).toBe('application/json; charset=utf-8');
      expect(listed).toEqual([newer, older]);
      expect(Object.keys(listed[0]!).sort()).toEqual(
        [
          'createdAt',
          'explanation',
          'id',
          'inputText',
          'logicType',
          'outputText',
          'sessionType',
          'userId',
        ].sort(),
      );
      expect(next).toBeNull();
      expect(cacheControl).toBe('no-store');
    });

    it('answers a free member with 403 and the Pro message the Premium placeholder shows', async () => {
      for (const path of ['/api/sessions', `/api/sessions/${userNumberOf(carol.userId)}`]) {
        const response = await call(carol, 'GET', path);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({
          code: 'PRO_REQUIRED',
          message: ERROR_CODES.PRO_REQUIRED.message,
        });
      }
    });

    it('opens history as soon as billing says the member is Pro, and closes it again', async () => {
      const dave = await signUp('free');
      await save(dave);
      expect((await call(dave, 'GET', '/api/sessions')).status).toBe(403);
      await billing.setPlan(dave.userId, 'pro');
      expect((await listOf(dave)).sessions).toHaveLength(1);
      await billing.setPlan(dave.userId, 'free');
      // The downgrade reaches the sessions service as a published plan change, which drops the Pro
      // answer it reuses: within moments of billing's commit, not before the next request can arrive.
      await waitFor(async () => (await call(dave, 'GET', '/api/sessions')).status === 403, {
        timeoutMs: 5_000,
        what: 'history closed after the downgrade',
      });
    });

    it('searches input or output case-insensitively and filters process under both names', async () => {
      await fresh(alice);
      const steps = await save(alice, { inputText: 'Boil the WATER first.', logicType: 'process-steps' });
      const process = await save(alice, {
        inputText: 'Plain words only here.',
        outputText: 'Step 1: pour the water.',
        logicType: 'process',
      });
      await save(alice, { inputText: 'Nothing relevant at all.', logicType: 'cause-effect' });

      const ids = async (query: string) =>
        (await listOf(alice, `/api/sessions?${query}`)).sessions.map((session) => session.id);
      expect(await ids('q=water')).toEqual([process.id, steps.id]);
      expect(await ids('q=WATER&type=process')).toEqual([process.id, steps.id]);
      expect(await ids('type=process-steps')).toEqual([process.id, steps.id]);
      expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([]);
      expect(await ids('type=argument-flow')).toEqual([]);
    });

    it('pages through the x-next-cursor header, stable while new sessions arrive', async () => {
      await fresh(alice);
      const saved: Session[] = [];
      for (let i = 0; i < 5; i++) saved.push(await save(alice, { inputText: `Page item ${i}.` }));
      const expected = saved.map((session) => session.id).reverse();

      const first = await listOf(alice, '/api/sessions?limit=2');
      expect(first.sessions.map((session) => session.id)).toEqual(expected.slice(0, 2));
      expect(first.next).toBeTruthy();
      await save(alice, { inputText: 'Arrived while paging.' });

      const seen = first.sessions.map((session) => session.id);
      let cursor = first.next;
      while (cursor) {
        const page = await listOf(alice, `/api/sessions?limit=2&cursor=${encodeURIComponent(cursor)}`);
        seen.push(...page.sessions.map((session) => session.id));
        cursor = page.next;
      }
      expect(seen).toEqual(expected);
    });

    it('returns the first 50 without parameters and says where the rest continues', async () => {
      // Bob holds the 50 concurrent saves of an earlier test plus these.
      await fresh(bob);
      await Promise.all(Array.from({ length: 55 }, () => save(bob)));
      const page = await listOf(bob);
      expect(page.sessions).toHaveLength(50);
      expect(page.next).toBeTruthy();
      const rest = await listOf(bob, `/api/sessions?cursor=${encodeURIComponent(page.next!)}`);
      expect(rest.sessions).toHaveLength(5);
      expect(rest.next).toBeNull();
    });

    it('says on the first page how many sessions there are in all, for the landing list too', async () => {
      await fresh(bob);
      await Promise.all(Array.from({ length: 55 }, () => save(bob)));
      const page = await listOf(bob);
      expect(page.sessions).toHaveLength(50);
      expect(page.total).toBe('55');
      expect((await listOf(bob, '/api/sessions/12345')).total).toBe('55');
      // A later page carries no total: its cursor would make the count partial.
      const rest = await listOf(bob, `/api/sessions?cursor=${encodeURIComponent(page.next!)}`);
      expect(rest.total).toBeNull();
      // The total follows the search: it counts what matches, not everything.
      await save(bob, { inputText: 'A needle among the haystack.' });
      expect((await listOf(bob, '/api/sessions?q=needle')).total).toBe('1');
    });
  });

  describe('ownership', () => {
    it('never lets member B list, read or delete member A’s sessions, by any route', async () => {
      await Promise.all([fresh(alice), fresh(bob)]);
      const aliceSession = await save(alice, { inputText: 'Alice private words.' });
      const bobSession = await save(bob, { inputText: 'Bob own words.' });

      // Listing: only Bob's own, whatever number the landing variant puts in the path.
      const bobIds = [bobSession.id];
      expect((await listOf(bob)).sessions.map((session) => session.id)).toEqual(bobIds);
      for (const number of [userNumberOf(alice.userId), userNumberOf(bob.userId), '0', '99999999999']) {
        expect((await listOf(bob, `/api/sessions/${number}`)).sessions.map((session) => session.id)).toEqual(
          bobIds,
        );
      }
      expect((await listOf(bob, '/api/sessions?q=Alice')).sessions).toEqual([]);

      // Reading one: there is no such route; an id in the list path is not a number.
      const read = await call(bob, 'GET', `/api/sessions/${aliceSession.id}`);
      expect(read.status).toBe(404);
      expect((await call(bob, 'GET', '/api/sessions/user')).status).toBe(404);

      // Deleting: Alice's id answers exactly like an id nobody has.
      const foreign = await call(bob, 'DELETE', `/api/sessions/${aliceSession.id}`);
      const missing = await call(bob, 'DELETE', `/api/sessions/${randomUUID()}`);
      expect(foreign.status).toBe(404);
      const [foreignBody, missingBody] = [await foreign.json(), await missing.json()];
      expect(foreignBody).toEqual(missingBody);
      expect(foreignBody).toMatchObject({ code: 'SESSION_NOT_FOUND' });

      // Deleting all: only Bob's.
      const all = await call(bob, 'DELETE', '/api/sessions/user');
      expect(await all.json()).toEqual({ deletedCount: 1 });
      expect(await sessions.countFor(alice.userId)).toBe(1);
      expect((await listOf(alice)).sessions.map((session) => session.id)).toEqual([aliceSession.id]);
    });
  });

  describe('DELETE', () => {
    it('deletes one own session and answers JSON', async () => {
      await fresh(alice);
      const [kept, gone] = [await save(alice), await save(alice)];
      const response = await call(alice, 'DELETE', `/api/sessions/${gone.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true, id: gone.id });
      expect((await listOf(alice)).sessions.map((session) => session.id)).toEqual([kept.id]);
      expect((await call(alice, 'DELETE', `/api/sessions/${gone.id}`)).status).toBe(404);
    });

    it('deletes all own sessions, reports the exact count, and repeats it for the same Idempotency-Key', async () => {
      await fresh(alice);
      await Promise.all(Array.from({ length: 12 }, () => save(alice)));
      const key = randomUUID();
      const remove = () =>
        call(alice, 'DELETE', '/api/sessions/user', { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
      const first = await remove();
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ deletedCount: 12 });
      expect(await (await remove()).json()).toEqual({ deletedCount: 12 });
      expect(await (await call(alice, 'DELETE', '/api/sessions/user')).json()).toEqual({ deletedCount: 0 });
      expect(await sessions.countFor(alice.userId)).toBe(0);
    });
  });

  describe('account deletion', () => {
    it('removes all of the member’s sessions when identity deletes the account, and stores no more', async () => {
      const erin = await signUp('pro');
      await Promise.all(Array.from({ length: 4 }, () => save(erin)));
      await save(alice);
      const before = await sessions.countFor(alice.userId);

      const deleted = await call(erin, 'DELETE', '/api/me');
      expect(deleted.status).toBe(200);
      await waitFor(async () => (await sessions.countFor(erin.userId)) === 0, { what: 'the sessions purge' });

      // The access token outlives the account for a few minutes: a late save stores nothing.
      const late = await saveCall(erin, { json: body() });
      expect(late.status).toBe(401);
      expect(await sessions.countFor(erin.userId)).toBe(0);
      expect(await sessions.countFor(alice.userId)).toBe(before);
    });
  });

  describe('when billing is down', () => {
    it('answers 503 to a member whose plan billing has not vouched for lately, never the history', async () => {
      const frank = await signUp('pro');
      await save(frank);
      await fresh(alice);
      await save(alice);
      // Billing's answer that Alice is Pro may be reused for a while (PlanOfResult.cacheForMs).
      expect((await listOf(alice)).sessions).toHaveLength(1);
      await billing.stop();
      const response = await call(frank, 'GET', '/api/sessions');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await listOf(alice)).sessions).toHaveLength(1);
      // Saving does not depend on billing.
      await save(alice);
      expect(await sessions.countFor(alice.userId)).toBe(2);
    });
  });
});
