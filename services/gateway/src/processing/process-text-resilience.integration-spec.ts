import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { startBillingForTests } from '@untangle/billing/testing';
import {
  ERROR_CODES,
  PROCESSING_FAILURE_MESSAGES,
  type ErrorBody,
  type ProcessTextResponse,
  type QuotaStatusResponse,
} from '@untangle/contracts';
import { startGatewayForTests } from '@untangle/gateway/testing';
import { startIdentityForTests } from '@untangle/identity/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import {
  echoAnswer,
  SAMPLE_TEXTS,
  startFakeOpenAi,
  startTextProcessingForTests,
  startTextProcessingProcess,
  type FakeOpenAi,
  type FakeReply,
  type TextProcessingForTests,
  type TextProcessingProcess,
} from '@untangle/text-processing/testing';
import { ProcessTextService } from './process-text.service.js';

type Billing = Awaited<ReturnType<typeof startBillingForTests>>;
type Gateway = Awaited<ReturnType<typeof startGatewayForTests>>;
type Identity = Awaited<ReturnType<typeof startIdentityForTests>>;

/** The gateway's deadline for a restructure in this suite (PROCESS_TEXT_TIMEOUT_MS). */
const DEADLINE_MS = 12_000;

/**
 * `POST /api/process-text` when things go wrong, over HTTP with real tokens and the real billing: the
 * `openai` engine against a local Chat Completions server, an api process and worker PROCESSES
 * (dist/main.js, role worker) that a test can SIGKILL.
 */
describe(`${ProcessTextService.name} when processing fails`, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: Identity;
  let billing: Billing;
  let model: FakeOpenAi;
  let api: TextProcessingForTests;
  let gateway: Gateway;
  const workers: TextProcessingProcess[] = [];

  const startWorker = async () => {
    const worker = await startTextProcessingProcess({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      role: 'worker',
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_TIMEOUT_MS: '30000',
        TEXT_PROCESSING_LOCK_DURATION_MS: '2000',
        TEXT_PROCESSING_STALLED_INTERVAL_MS: '1000',
      },
    });
    workers.push(worker);
    return worker;
  };

  /** The model answers the requests from now on with `replies` in turn (the last one repeats). */
  const modelAnswers = (...replies: Array<FakeReply | 'echo'>) => {
    const first = model.requests.length + 1;
    model.respondWith((request) => {
      const reply = replies[Math.min(request.seq - first, replies.length - 1)]!;
      return reply === 'echo' ? echoAnswer(request) : reply;
    });
    return first;
  };

  beforeAll(async () => {
    db = await createTestDatabase('gateway_processing_faults');
    redis = await createTestRedis('gateway-processing-faults');
    const shared = { databaseUrl: db.url, redisUrl: redis.url, redisPrefix: redis.keyPrefix };
    identity = await startIdentityForTests(shared);
    billing = await startBillingForTests(shared);
    model = await startFakeOpenAi();
    api = await startTextProcessingForTests({
      ...shared,
      role: 'api',
      // Retry settings are job options: they belong to the process that adds the jobs.
      env: {
        AI_PROVIDER: 'openai',
        TEXT_PROCESSING_STATE_CHECK_MS: '500',
        TEXT_PROCESSING_ATTEMPTS: '2',
        TEXT_PROCESSING_BACKOFF_MS: '100',
      },
    });
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: { PROCESS_TEXT_TIMEOUT_MS: String(DEADLINE_MS) },
    });
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
  });

  afterAll(async () => {
    await gateway?.stop();
    await api?.stop();
    await model?.stop();
    await billing?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  async function freeMember() {
    const account = await identity.signUp();
    return { userId: account.userId, token: account.accessToken };
  }

  const processText = (who: { token: string }, inputText = SAMPLE_TEXTS.chronological) =>
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

  it('survives a worker SIGKILLed mid-job: another worker completes it, the call answers, one unit is charged', async () => {
    const member = await freeMember();
    const first = modelAnswers({ hang: true }, 'echo');
    const doomed = await startWorker();
    const pending = processText(member);
    await model.waitForRequests(first);

    await doomed.kill('SIGKILL');
    await startWorker();

    const response = await pending;
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProcessTextResponse).outputText).toBe(SAMPLE_TEXTS.chronological);
    expect(model.requests.length - first + 1).toBe(2);
    expect(await used(member)).toBe(1);
  });

  it('answers 504 with a clear message at its deadline when no worker can finish, charging nothing', async () => {
    const member = await freeMember();
    const first = modelAnswers({ hang: true });
    await startWorker();
    const response = await processText(member);
    const body = (await response.json()) as ErrorBody;
    expect({ status: response.status, code: body.code, message: body.message }).toEqual({
      status: 504,
      code: 'PROCESSING_TIMEOUT',
      message: ERROR_CODES.PROCESSING_TIMEOUT.message,
    });
    expect(model.requests.length - first + 1).toBe(1);
    expect(await used(member)).toBe(0);
  });

  it('releases the reservation of a restructure that fails (the provider keeps failing)', async () => {
    const member = await freeMember();
    const first = modelAnswers({ status: 500 });
    await startWorker();
    const response = await processText(member);
    const body = (await response.json()) as ErrorBody;
    expect({ status: response.status, message: body.message }).toEqual({
      status: 502,
      message: PROCESSING_FAILURE_MESSAGES.providerUnavailable,
    });
    expect(model.requests.length - first + 1).toBe(2);
    expect(await used(member)).toBe(0);
  });

  it('never shows an answer whose order drops a sentence: 502 with the fidelity message, nothing charged', async () => {
    const member = await freeMember();
    // The sample text has four sentences; this order leaves the fourth out.
    const first = modelAnswers({
      content: { detectedLogicType: 'chronological', cues: [], order: [2, 1, 3], explanation: 'By year.' },
    });
    await startWorker();
    const response = await processText(member);
    const body = (await response.json()) as ErrorBody;
    expect({ status: response.status, message: body.message }).toEqual({
      status: 502,
      message: PROCESSING_FAILURE_MESSAGES.fidelity,
    });
    expect(body).not.toHaveProperty('outputText');
    expect(model.requests.length - first + 1).toBe(2);
    expect(await used(member)).toBe(0);
  });
});
