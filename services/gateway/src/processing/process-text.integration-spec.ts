import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBillingForTests } from '@untangle/billing/testing';
import {
  DETECTED_LOGIC_TYPES,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  LOGIC_TYPES,
  QUEUE_POSITION_PATH,
  type ErrorBody,
  type ProcessTextResponse,
  type QueuePositionResponse,
  type QuotaStatusResponse,
} from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import { checkFidelity } from '@untangle/restructure-engine';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import {
  SAMPLE_TEXTS,
  startTextProcessingForTests,
  type TextProcessingForTests,
} from '@untangle/text-processing/testing';
import { ProcessingRoutesController } from './processing-routes.controller.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

interface Member {
  userId: string;
  token: string;
}

/** Natural text of exactly `length` characters, sentences that differ from one another. */
function prose(length: number): string {
  let text = '';
  for (let day = 1; text.length < length; day++) text += `On day ${day} the team met to review the plan. `;
  text = text.slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

const CAPS =
  'BAKEDIMOR TUVANELIS ROPEMAKUL DISOVERAN NELUPAKIT MOSARIVEN KATUMELOR VIRANOSEK PELUDARIM SOKAVETIN!!';

/** The validation messages, each with a text that breaks that rule (and no earlier one). */
const INVALID_TEXTS: Array<[string, string, string]> = [
  ['blank', '   ', 'Please enter meaningful text (not empty or whitespace).'],
  ['short', 'Too short', 'Please enter at least 10 characters of meaningful text.'],
  ['long (free)', prose(501), 'Text is too long — please shorten to under 500 characters.'],
  [
    'repetitive',
    `The weather is nice today${'!'.repeat(16)}`,
    'Please enter meaningful text (avoid excessive repetition).',
  ],
  [
    'symbol',
    'a#%*+=?^~;:-!#%*+=?^a;:-!#%*+=?^~;:-!#%*',
    'Please enter meaningful text (avoid using mostly symbols or special characters).',
  ],
  [
    'random',
    'bcdfg hjklm npqrs tvwxz bcdfg',
    'Please enter meaningful text (text appears to be random characters).',
  ],
  ['uppercase', CAPS, 'Please use normal capitalization (avoid excessive uppercase).'],
];

/**
 * `POST /api/process-text` over HTTP through the real gateway, with real tokens from the identity
 * service, the real billing service and text-processing (local engine, api and worker in one process).
 */
describe(ProcessingRoutesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let textProcessing: TextProcessingForTests;
  let gateway: Gateway;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_processing');
    redis = await createTestRedis('gateway-processing');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    billing = await startBillingForTests(shared);
    textProcessing = await startTextProcessingForTests(shared);
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await textProcessing?.stop();
    await billing?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  // --- factories and helpers --------------------------------------------------------------------
  async function member(plan: 'free' | 'pro' = 'free'): Promise<Member> {
    const account = await identity.signUp();
    if (plan === 'pro') await billing.setPlan(account.userId, 'pro');
    return { userId: account.userId, token: account.accessToken };
  }

  const processText = (
    who: Member | undefined,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> =>
    fetch(`${gateway.url}/api/process-text`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  async function used(who: Member): Promise<number> {
    const response = await fetch(`${gateway.url}/api/quota/status`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as QuotaStatusResponse).analytics.textUsage;
  }

  async function expectError(response: Response, status: number, message: string): Promise<ErrorBody> {
    const body = (await response.json()) as ErrorBody;
    expect({ status: response.status, message: body.message }).toEqual({ status, message });
    return body;
  }

  // --- success ----------------------------------------------------------------------------------
  it.each(LOGIC_TYPES)('restructures a text as %s for a signed-in member', async (logicType) => {
    const alice = await member();
    const inputText = SAMPLE_TEXTS[logicType === 'auto-detect' ? 'process' : logicType];
    const response = await processText(alice, { inputText, logicType });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ProcessTextResponse;
    expect(Object.keys(result).sort()).toEqual([
      'detectedLogicType',
      'explanation',
      'order',
      'outputText',
      'sentences',
    ]);
    expect(result.sentences).toHaveLength(4);
    expect([...result.order].sort()).toEqual([0, 1, 2, 3]);
    expect(result.detectedLogicType).toBe(logicType === 'auto-detect' ? 'process' : logicType);
    expect(DETECTED_LOGIC_TYPES).toContain(result.detectedLogicType);
    expect(result.explanation.length).toBeGreaterThan(0);
    expect(checkFidelity(inputText, result.outputText).ok).toBe(true);
    expect(await used(alice)).toBe(1);
  });

  // --- authentication and the body ---------------------------------------------------------------
  it('answers 401 without a token, before looking at the body', async () => {
    const response = await processText(undefined, { inputText: 42 });
    await expectError(response, 401, ERROR_CODES.AUTH_REQUIRED.message);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 401 for a token that is not one of ours', async () => {
    const response = await processText(
      { userId: 'x', token: 'not.a.jwt' },
      { inputText: SAMPLE_TEXTS.process, logicType: 'process' },
    );
    expect(response.status).toBe(401);
  });

  it.each([
    ['a number as text', { inputText: 42, logicType: 'process' }, 'inputText must be a string'],
    [
      'an unknown logic type',
      { inputText: SAMPLE_TEXTS.process, logicType: 'process-steps' },
      'logicType must be one of',
    ],
    ['no logic type', { inputText: SAMPLE_TEXTS.process }, 'logicType must be one of'],
    ['an unknown field', { inputText: SAMPLE_TEXTS.process, logicType: 'process', userId: 'x' }, 'userId'],
    [
      'pins naming one sentence twice',
      {
        inputText: SAMPLE_TEXTS.process,
        logicType: 'process',
        pins: [
          { sentence: 1, position: 0 },
          { sentence: 1, position: 2 },
        ],
      },
      'pins name sentence 1 more than once',
    ],
    [
      'a pin that is not a pair of indices',
      { inputText: SAMPLE_TEXTS.process, logicType: 'process', pins: [{ sentence: 'first', position: 0 }] },
      'pins[0].sentence must be an integer',
    ],
  ])('answers 400 for a body with %s, charging nothing', async (_, body, detail) => {
    const alice = await member();
    const response = await processText(alice, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as ErrorBody;
    expect([error.message, ...(error.details ?? [])].join(' | ')).toContain(detail);
    expect(await used(alice)).toBe(0);
  });

  // --- the text ---------------------------------------------------------------------------------
  it.each(INVALID_TEXTS)(
    'answers 400 with the validator message for a %s text, charging nothing',
    async (_, inputText, message) => {
      const alice = await member();
      await expectError(await processText(alice, { inputText, logicType: 'auto-detect' }), 400, message);
      expect(await used(alice)).toBe(0);
    },
  );

  it("holds a free member to 500 characters and a Pro member to 4000 (the plan's maximum)", async () => {
    const free = await member('free');
    const pro = await member('pro');
    expect((await processText(free, { inputText: prose(500), logicType: 'chronological' })).status).toBe(200);
    await expectError(
      await processText(free, { inputText: prose(501), logicType: 'chronological' }),
      400,
      'Text is too long — please shorten to under 500 characters.',
    );
    const long = await processText(pro, { inputText: prose(4000), logicType: 'chronological' });
    expect(long.status).toBe(200);
    expect(checkFidelity(prose(4000), ((await long.json()) as ProcessTextResponse).outputText).ok).toBe(true);
    await expectError(
      await processText(pro, { inputText: prose(4001), logicType: 'chronological' }),
      400,
      'Text is too long — please shorten to under 4000 characters.',
    );
    expect(await used(free)).toBe(1);
  });

  it('measures the cleaned text: markup does not count against the limit', async () => {
    const free = await member();
    const response = await processText(free, { inputText: `<p>${prose(490)}</p>`, logicType: 'auto-detect' });
    expect(response.status).toBe(200);
  });

  // --- the monthly quota --------------------------------------------------------------------------
  it('answers 402 on the sixth request of a free month, even for a bad text, and never for Pro', async () => {
    const free = await member('free');
    for (let i = 0; i < 5; i++) {
      expect(
        (await processText(free, { inputText: SAMPLE_TEXTS.process, logicType: 'process' })).status,
      ).toBe(200);
    }
    await expectError(
      await processText(free, { inputText: SAMPLE_TEXTS.process, logicType: 'process' }),
      402,
      ERROR_CODES.QUOTA_EXCEEDED.message,
    );
    await expectError(
      await processText(free, { inputText: 'Too short', logicType: 'process' }),
      402,
      ERROR_CODES.QUOTA_EXCEEDED.message,
    );
    expect(await used(free)).toBe(5);

    const pro = await member('pro');
    for (let i = 0; i < 6; i++) {
      expect((await processText(pro, { inputText: SAMPLE_TEXTS.process, logicType: 'process' })).status).toBe(
        200,
      );
    }
  });

  // --- Idempotency-Key ----------------------------------------------------------------------------
  it('processes and charges a retried request once (same Idempotency-Key, same body)', async () => {
    const alice = await member();
    const body = { inputText: SAMPLE_TEXTS['argument-flow'], logicType: 'argument-flow' };
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'retry-me:1' };
    const [first, second] = await Promise.all([processText(alice, body, key), processText(alice, body, key)]);
    const third = await processText(alice, body, key);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    const results = await Promise.all([first.json(), second.json(), third.json()]);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(await used(alice)).toBe(1);
  });

  it('answers every copy of a request sent several times at once (a double click), charging it once', async () => {
    const bob = await member('pro');
    const body = { inputText: SAMPLE_TEXTS.process, logicType: 'process' };
    for (let round = 0; round < 20; round += 1) {
      const key = { [IDEMPOTENCY_KEY_HEADER]: `double-click:${round}` };
      const copies = await Promise.all(Array.from({ length: 4 }, () => processText(bob, body, key)));
      expect(copies.map((copy) => copy.status)).toEqual([200, 200, 200, 200]);
    }
    expect(await used(bob)).toBe(20);
  });

  it('treats the same key on another text, or from another member, as another request', async () => {
    const alice = await member();
    const bob = await member();
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'shared-key' };
    const first = await processText(alice, { inputText: SAMPLE_TEXTS.process, logicType: 'process' }, key);
    expect(first.status).toBe(200);
    // Reusing the key for a bad text must not give back the first request's unit.
    expect((await processText(alice, { inputText: 'Too short', logicType: 'process' }, key)).status).toBe(
      400,
    );
    expect(await used(alice)).toBe(1);
    const other = await processText(
      alice,
      { inputText: SAMPLE_TEXTS.chronological, logicType: 'chronological' },
      key,
    );
    expect(other.status).toBe(200);
    expect(await used(alice)).toBe(2);
    expect(
      (await processText(bob, { inputText: SAMPLE_TEXTS.process, logicType: 'process' }, key)).status,
    ).toBe(200);
    expect(await used(bob)).toBe(1);
  });

  it('refuses a malformed Idempotency-Key before charging', async () => {
    const alice = await member();
    const response = await processText(
      alice,
      { inputText: SAMPLE_TEXTS.process, logicType: 'process' },
      { [IDEMPOTENCY_KEY_HEADER]: 'has spaces/and slashes' },
    );
    expect(response.status).toBe(400);
    expect(await used(alice)).toBe(0);
  });

  // --- pins: a re-run that keeps sentences in place ------------------------------------------------
  it('keeps the pins of a re-run and charges it as one more restructure', async () => {
    const alice = await member();
    const body = { inputText: SAMPLE_TEXTS.chronological, logicType: 'chronological' };
    const first = (await (await processText(alice, body)).json()) as ProcessTextResponse;
    const last = first.order.at(-1)!;
    const response = await processText(alice, { ...body, pins: [{ sentence: last, position: 0 }] });
    expect(response.status).toBe(200);
    const rerun = (await response.json()) as ProcessTextResponse;
    expect(rerun.sentences).toEqual(first.sentences);
    expect(rerun.order).toEqual([last, ...first.order.slice(0, -1)]);
    expect(checkFidelity(body.inputText, rerun.outputText).ok).toBe(true);
    expect(await used(alice)).toBe(2);
  });

  it('answers 400 for a pin outside the text and gives the reserved unit back', async () => {
    const alice = await member();
    const response = await processText(alice, {
      inputText: SAMPLE_TEXTS.chronological,
      logicType: 'chronological',
      pins: [{ sentence: 9, position: 0 }],
    });
    await expectError(response, 400, 'A pin names sentence 9, but the text has 4 sentences (0 to 3).');
    expect(await used(alice)).toBe(0);
  });

  it('treats the same Idempotency-Key with other pins as another request, never the old answer', async () => {
    const alice = await member();
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'rerun-key:1' };
    const body = { inputText: SAMPLE_TEXTS.chronological, logicType: 'chronological' };
    const first = (await (await processText(alice, body, key)).json()) as ProcessTextResponse;
    const last = first.order.at(-1)!;
    const second = first.order[0]!;
    const pins = [
      { sentence: last, position: 0 },
      { sentence: second, position: 3 },
    ];
    const pinned = (await (await processText(alice, { ...body, pins }, key)).json()) as ProcessTextResponse;
    expect(pinned.order[0]).toBe(last);
    expect(pinned.order[3]).toBe(second);
    expect(pinned.order).not.toEqual(first.order);
    expect(await used(alice)).toBe(2);
    // The same pins listed in another order are the same request: answered again, not charged.
    const replay = await processText(alice, { ...body, pins: [...pins].reverse() }, key);
    expect((await replay.json()) as ProcessTextResponse).toEqual(pinned);
    expect(await used(alice)).toBe(2);
  });

  // --- the queue position ---------------------------------------------------------------------------
  it("tells the member where their request stands, by its Idempotency-Key, and nobody else's", async () => {
    const alice = await member();
    const bob = await member();
    const poll = async (who: Member | undefined, query = '') => {
      const response = await fetch(`${gateway.url}${QUEUE_POSITION_PATH}${query}`, {
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as QueuePositionResponse, response };
    };
    const key = 'poll-me-1';
    expect((await poll(alice, `?idempotencyKey=${key}`)).body).toEqual({ state: 'unknown', ahead: 0 });
    await processText(
      alice,
      { inputText: SAMPLE_TEXTS.process, logicType: 'process' },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );

    const mine = await poll(alice, `?idempotencyKey=${key}`);
    expect(mine).toMatchObject({ status: 200, body: { state: 'completed', ahead: 0 } });
    expect(mine.response.headers.get('cache-control')).toBe('no-store');
    expect((await poll(alice)).body).toEqual({ state: 'completed', ahead: 0 });
    expect((await poll(bob, `?idempotencyKey=${key}`)).body).toEqual({ state: 'unknown', ahead: 0 });
    expect((await poll(bob)).body).toEqual({ state: 'unknown', ahead: 0 });
    expect((await poll(undefined, `?idempotencyKey=${key}`)).status).toBe(401);
    expect((await poll(alice, '?idempotencyKey=bad%20key')).status).toBe(400);
  });
});
