import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { PATTERNS, PROCESSING_FAILURE_MESSAGES, type RestructureResult } from '@untangle/contracts';
import { createTestRedis, rejectionOf, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient, type TransportError } from '@untangle/transport';
import { connectToTextProcessing } from '../testing/connect.js';
import { restructureCommand, SAMPLE_TEXTS } from '../testing/fixtures.js';
import {
  echoAnswer,
  startFakeOpenAi,
  startTextProcessingForTests,
  type FakeOpenAi,
  type FakeReply,
  type TextProcessingForTests,
} from '../testing/index.js';
import { RestructureWorker } from './restructure.worker.js';

const BACKOFF_MS = 200;

/** The `openai` engine inside the service: BullMQ retries, backoff, plans and the fidelity check. */
describe(`${RestructureWorker.name} with the openai engine`, () => {
  let redis: TestRedis;
  let model: FakeOpenAi;
  let service: TextProcessingForTests;
  let client: RedisStreamsClient;
  let queue: Queue;

  /** Answers the requests of the next job with `replies` in turn (the last one repeats). */
  const script = (...replies: FakeReply[]) => {
    const first = model.requests.length + 1;
    model.respondWith((request) => {
      const reply = replies[Math.min(request.seq - first, replies.length - 1)]!;
      return 'content' in reply && reply.content === 'echo' ? echoAnswer(request) : reply;
    });
    return first;
  };
  const ECHO: FakeReply = { content: 'echo' };

  beforeAll(async () => {
    redis = await createTestRedis('text-processing-openai');
    model = await startFakeOpenAi();
    service = await startTextProcessingForTests({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: model.baseUrl,
        OPENAI_MODEL_STANDARD: 'standard-model',
        OPENAI_MODEL_PREMIUM: 'premium-model',
        TEXT_PROCESSING_ATTEMPTS: '3',
        TEXT_PROCESSING_BACKOFF_MS: String(BACKOFF_MS),
        TEXT_PROCESSING_BACKOFF_JITTER: '0',
      },
    });
    ({ client, queue } = connectToTextProcessing(redis, { timeoutMs: 20_000 }));
  });

  afterAll(async () => {
    await client?.close();
    await queue?.close();
    await service?.stop();
    await model?.stop();
    await redis?.cleanup();
  });

  it("asks the plan's model: standard for free members, premium for Pro", async () => {
    script(ECHO);
    const first = model.requests.length;
    await client.request(PATTERNS.textProcessing.restructure, restructureCommand({ plan: 'free' }));
    await client.request(PATTERNS.textProcessing.restructure, restructureCommand({ plan: 'pro' }));
    expect(model.requests.slice(first).map((request) => request.body.model)).toEqual([
      'standard-model',
      'premium-model',
    ]);
  });

  it('retries a 429 and a 500 with exponential backoff, then answers', async () => {
    const first = script({ status: 429 }, { status: 500 }, ECHO);
    const command = restructureCommand();
    const result = await client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
    expect(result.outputText).toBe(command.inputText);

    const asked = model.requests.slice(first - 1);
    expect(asked).toHaveLength(3);
    // Each retry waited in BullMQ's delayed set at least its backoff: 200 ms, then 400 ms.
    expect(asked[1]!.receivedAt - asked[0]!.receivedAt).toBeGreaterThanOrEqual(BACKOFF_MS);
    expect(asked[2]!.receivedAt - asked[1]!.receivedAt).toBeGreaterThanOrEqual(2 * BACKOFF_MS);
    const job = await queue.getJob(command.idempotencyKey);
    expect(job).toMatchObject({ attemptsStarted: 3, attemptsMade: 3 });
  });

  it('gives up after the last attempt with a clear message', async () => {
    const first = script({ status: 500 });
    const error = await rejectionOf<TransportError>(
      client.request(PATTERNS.textProcessing.restructure, restructureCommand()),
    );
    expect(error.code).toBe('PROCESSING_FAILED');
    expect(error.status).toBe(502);
    expect(error.message).toBe(PROCESSING_FAILURE_MESSAGES.providerUnavailable);
    expect(model.requests.length - first + 1).toBe(3);
  });

  it('does not retry a request the provider refuses (401)', async () => {
    const first = script({ status: 401 });
    const error = await rejectionOf<TransportError>(
      client.request(PATTERNS.textProcessing.restructure, restructureCommand()),
    );
    expect(error.code).toBe('PROCESSING_FAILED');
    expect(model.requests.length - first + 1).toBe(1);
  });

  it('never returns an answer whose order drops a sentence: one more try, then a clear error', async () => {
    const first = script({
      content: { detectedLogicType: 'cause-effect', cues: [], order: [1], explanation: 'Short.' },
    });
    const error = await rejectionOf<TransportError>(
      client.request(
        PATTERNS.textProcessing.restructure,
        restructureCommand({ inputText: SAMPLE_TEXTS['cause-effect'] }),
      ),
    );
    expect(error.code).toBe('PROCESSING_FAILED');
    expect(error.message).toBe(PROCESSING_FAILURE_MESSAGES.fidelity);
    expect(model.requests.length - first + 1).toBe(2);
  });
});
