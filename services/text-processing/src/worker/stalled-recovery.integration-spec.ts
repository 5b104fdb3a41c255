import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { PATTERNS, type RestructureResult } from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient, TransportError } from '@untangle/transport';
import { connectToTextProcessing } from '../testing/connect.js';
import { restructureCommand } from '../testing/fixtures.js';
import {
  echoAnswer,
  startFakeOpenAi,
  startTextProcessingForTests,
  startTextProcessingProcess,
  type FakeOpenAi,
  type TextProcessingForTests,
  type TextProcessingProcess,
} from '../testing/index.js';
import { RestructureWorker } from './restructure.worker.js';

/**
 * Workers run as their own processes (`dist/main.js`, role worker), as in production, so one can be
 * SIGKILLed mid-job. Short lock and stalled-check settings keep the recovery quick here.
 */
describe(`${RestructureWorker.name} killed mid-job`, () => {
  let redis: TestRedis;
  let model: FakeOpenAi;
  let api: TextProcessingForTests;
  let client: RedisStreamsClient;
  let queue: Queue;
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
        TEXT_PROCESSING_LOCK_DURATION_MS: '2000',
        TEXT_PROCESSING_STALLED_INTERVAL_MS: '1000',
      },
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    redis = await createTestRedis('text-processing-stalled');
    // The first model request of each test never gets an answer: its worker is busy with it.
    model = await startFakeOpenAi();
    api = await startTextProcessingForTests({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      role: 'api',
      env: { TEXT_PROCESSING_STATE_CHECK_MS: '500' },
    });
    ({ client, queue } = connectToTextProcessing(redis));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.kill()));
  });

  afterAll(async () => {
    await client?.close();
    await queue?.close();
    await api?.stop();
    await model?.stop();
    await redis?.cleanup();
  });

  it('completes the job on another worker (stalled-job recovery) and the call answers', async () => {
    const seen = model.requests.length;
    model.respondWith((request) => (request.seq === seen + 1 ? { hang: true } : echoAnswer(request)));
    const first = await startWorker();
    const command = restructureCommand();
    const call = client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command, {
      timeoutMs: 30_000,
    });
    await model.waitForRequests(seen + 1);
    expect(await queue.getJobState(command.idempotencyKey)).toBe('active');

    await first.kill('SIGKILL');
    await startWorker();

    const result = await call;
    expect(result.outputText).toBe(command.inputText);
    expect(model.requests).toHaveLength(seen + 2);
    await waitFor(() => model.requests.at(-2)!.aborted, {
      what: 'the killed worker’s model request to close',
    });
    const job = await queue.getJob(command.idempotencyKey);
    expect(job).toMatchObject({ stalledCounter: 1, attemptsStarted: 2 });
    expect(await job!.getState()).toBe('completed');
  });

  it('fails cleanly at the deadline when no worker is left, and the late job is skipped', async () => {
    const seen = model.requests.length;
    model.respondWith((request) => (request.seq === seen + 1 ? { hang: true } : echoAnswer(request)));
    const only = await startWorker();
    const command = restructureCommand();
    // Ten seconds: the api answers a full second (replyMarginMs' cap, as for the gateway's own
    // deadline) before the caller gives up; with four, its 400 ms margin could run out on a
    // loaded machine and the caller's own UPSTREAM_TIMEOUT came first.
    const call = client.request(PATTERNS.textProcessing.restructure, command, { timeoutMs: 10_000 });
    await model.waitForRequests(seen + 1);
    await only.kill('SIGKILL');

    const error = await call.then(
      () => undefined,
      (failure: unknown) => failure as TransportError,
    );
    expect(error?.code).toBe('PROCESSING_TIMEOUT');

    // A worker that comes back recovers the job, sees its deadline has passed and does not run it.
    await startWorker();
    await waitFor(async () => (await queue.getJobState(command.idempotencyKey)) === 'failed', {
      timeoutMs: 20_000,
      what: 'the expired job to fail',
    });
    const job = await queue.getJob(command.idempotencyKey);
    expect(job?.failedReason).toMatch(/^\[PROCESSING_TIMEOUT\]/);
    expect(model.requests).toHaveLength(seen + 1);
  });

  it('finishes its active job on SIGTERM before it exits (graceful shutdown)', async () => {
    const seen = model.requests.length;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    model.respondWith(async (request) => {
      if (request.seq === seen + 1) await held;
      return echoAnswer(request);
    });
    const worker = await startWorker();
    const command = restructureCommand();
    const call = client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command, {
      timeoutMs: 30_000,
    });
    await model.waitForRequests(seen + 1);

    worker.child.kill('SIGTERM');
    // Closing: it takes no new job, but waits for the one it runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(worker.child.exitCode).toBeNull();
    answer();

    expect((await call).outputText).toBe(command.inputText);
    await worker.exited;
    expect(model.requests).toHaveLength(seen + 1);
    expect(await queue.getJobState(command.idempotencyKey)).toBe('completed');
  });
});
