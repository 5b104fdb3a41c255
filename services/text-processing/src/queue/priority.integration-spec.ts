import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import {
  PATTERNS,
  type QueuePositionResponse,
  type RestructureCommand,
  type RestructureResult,
} from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient } from '@untangle/transport';
import { connectToTextProcessing } from '../testing/connect.js';
import { restructureCommand, SAMPLE_TEXTS } from '../testing/fixtures.js';
import {
  echoAnswer,
  startFakeOpenAi,
  startTextProcessingForTests,
  type FakeOpenAi,
  type TextProcessingForTests,
} from '../testing/index.js';
import { RestructureQueue } from './restructure-queue.js';

const FREE_JOBS_WAITING = 300;

describe(`${RestructureQueue.name} priorities`, () => {
  let redis: TestRedis;
  let model: FakeOpenAi;
  let service: TextProcessingForTests;
  let client: RedisStreamsClient;
  let queue: Queue;
  let releaseFirst!: () => void;

  beforeAll(async () => {
    redis = await createTestRedis('text-processing-priority');
    // The model holds its first answer until the test lets it go: that job stays active meanwhile.
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    model = await startFakeOpenAi(async (request) => {
      if (request.seq === 1) await firstHeld;
      return echoAnswer(request);
    });
    service = await startTextProcessingForTests({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      role: 'all',
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_MODEL_STANDARD: 'standard-model',
        OPENAI_MODEL_PREMIUM: 'premium-model',
        TEXT_PROCESSING_CONCURRENCY: '1',
      },
    });
    ({ client, queue } = connectToTextProcessing(redis, { timeoutMs: 55_000 }));
  });

  afterAll(async () => {
    releaseFirst?.();
    await client?.close();
    await queue?.close();
    await service?.stop();
    await model?.stop();
    await redis?.cleanup();
  });

  it(`runs a Pro job added after ${FREE_JOBS_WAITING} waiting free jobs next, right after the active one`, async () => {
    const restructure = (command: RestructureCommand) =>
      client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
    const position = (command: RestructureCommand) =>
      client.request<QueuePositionResponse>(PATTERNS.textProcessing.queuePosition, {
        userId: command.userId,
        idempotencyKey: command.idempotencyKey,
      });

    const active = restructureCommand({ userId: 'free-active' });
    const calls: Array<Promise<RestructureResult>> = [restructure(active)];
    await model.waitForRequests(1);

    const free = Array.from({ length: FREE_JOBS_WAITING }, (_, index) =>
      restructureCommand({ userId: `free-${index}` }),
    );
    calls.push(...free.map(restructure));
    await waitFor(async () => (await queue.getPrioritizedCount()) === FREE_JOBS_WAITING, {
      timeoutMs: 30_000,
      what: `${FREE_JOBS_WAITING} free jobs waiting`,
    });

    const pro = restructureCommand({ userId: 'pro-member', plan: 'pro', inputText: SAMPLE_TEXTS.process });
    const proCall = restructure(pro);
    await waitFor(async () => (await queue.getPrioritizedCount()) === FREE_JOBS_WAITING + 1, {
      what: 'the Pro job waiting',
    });
    expect(await queue.getJob(pro.idempotencyKey)).toMatchObject({ priority: 1 });
    expect(await queue.getJob(free[0]!.idempotencyKey)).toMatchObject({ priority: 10 });
    expect(await queue.getActiveCount()).toBe(1);

    // What each member sees while waiting: the active job, then Pro before every free job.
    expect(await position(pro)).toEqual({ state: 'waiting', ahead: 1 });
    expect(await position(free[0]!)).toEqual({ state: 'waiting', ahead: 2 });
    expect(await position(free.at(-1)!)).toEqual({ state: 'waiting', ahead: FREE_JOBS_WAITING + 1 });
    expect(await position(active)).toEqual({ state: 'active', ahead: 0 });

    releaseFirst();
    const [first, second, third] = await model.waitForRequests(3);
    expect(first!.input.text).toBe(active.inputText);
    expect(second!.body.model).toBe('premium-model');
    expect(second!.input.text).toBe(pro.inputText);
    expect(third!.body.model).toBe('standard-model');

    const proResult = await proCall;
    expect(proResult.outputText).toBe(SAMPLE_TEXTS.process);
    const results = await Promise.all(calls);
    expect(results).toHaveLength(FREE_JOBS_WAITING + 1);
    expect(model.requests).toHaveLength(FREE_JOBS_WAITING + 2);
  });
});
