import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startBillingForTests } from '@untangle/billing/testing';
import {
  ERROR_CODES,
  type ErrorBody,
  type ProcessTextResponse,
  type QuotaStatusResponse,
} from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import {
  SAMPLE_TEXTS,
  SCRIPTED_ENGINE_THREAD,
  startTextProcessingForTests,
  type TextProcessingForTests,
} from '@untangle/text-processing/testing';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

const ENGINE_DEADLINE_MS = 1_500;
/** A text the stand-in engine thread never finishes, as if the engine had met its worst input. */
const ENDLESS_TEXT = 'This text makes the engine spin-forever. It never finishes on its own.';

/**
 * A text the local engine cannot finish, over HTTP with real tokens and the real billing: the
 * engine's thread is stopped at LOCAL_ENGINE_DEADLINE_MS, the member reads a clear error and is not
 * charged, and other members are served meanwhile. The engine thread is a stand-in whose texts
 * say whether it finishes; everything else is the product's own code.
 */
describe('a text the local engine cannot finish', () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let textProcessing: TextProcessingForTests;
  let gateway: Gateway;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_engine_deadline');
    redis = await createTestRedis('gateway-engine-deadline');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    billing = await startBillingForTests(shared);
    textProcessing = await startTextProcessingForTests({
      ...shared,
      localEngineThread: SCRIPTED_ENGINE_THREAD,
      env: { LOCAL_ENGINE_DEADLINE_MS: String(ENGINE_DEADLINE_MS), LOCAL_ENGINE_THREADS: '2' },
    });
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

  async function freeMember() {
    const account = await identity.signUp();
    return { token: account.accessToken };
  }

  const processText = (who: { token: string }, inputText: string) =>
    fetch(`${gateway.url}/api/process-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify({ inputText, logicType: 'auto-detect' }),
    });

  async function used(who: { token: string }): Promise<number> {
    const response = await fetch(`${gateway.url}/api/quota/status`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    return ((await response.json()) as QuotaStatusResponse).analytics.textUsage;
  }

  async function deadlineFailures(): Promise<number> {
    const metrics = await (await fetch(`${textProcessing.url}/metrics`)).text();
    const line = metrics.split('\n').find((row) => row.includes('kind="deadline"'));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  }

  it('answers 422 with a clear message at the engine deadline, charges nothing, and serves others meanwhile', async () => {
    const [attacker, bystander] = await Promise.all([freeMember(), freeMember()]);
    const order: string[] = [];
    const hostile = processText(attacker, ENDLESS_TEXT).then((response) => {
      order.push('hostile');
      return response;
    });
    const ordinary = processText(bystander, SAMPLE_TEXTS.chronological).then((response) => {
      order.push('ordinary');
      return response;
    });

    const served = await ordinary;
    expect(served.status).toBe(200);
    expect(((await served.json()) as ProcessTextResponse).outputText).toBe(SAMPLE_TEXTS.chronological);

    const refused = await hostile;
    const body = (await refused.json()) as ErrorBody;
    expect({ status: refused.status, code: body.code, message: body.message }).toEqual({
      status: 422,
      code: 'PROCESSING_TOO_COMPLEX',
      message: ERROR_CODES.PROCESSING_TOO_COMPLEX.message,
    });
    expect(order).toEqual(['ordinary', 'hostile']);
    expect(await used(attacker)).toBe(0);
    expect(await used(bystander)).toBe(1);
  });

  it('runs a stopped text once, not again on another attempt or worker', async () => {
    const member = await freeMember();
    const before = await deadlineFailures();
    const response = await processText(member, ENDLESS_TEXT);
    expect(response.status).toBe(422);
    expect((await deadlineFailures()) - before).toBe(1);
  });

  it('keeps serving once the stopped thread has been replaced', async () => {
    const member = await freeMember();
    const responses = await Promise.all([
      processText(member, SAMPLE_TEXTS.process),
      processText(member, SAMPLE_TEXTS['cause-effect']),
      processText(member, SAMPLE_TEXTS['argument-flow']),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
  });
});
