import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import {
  DETECTED_LOGIC_TYPES,
  PATTERNS,
  type QueuePositionResponse,
  type RestructureResult,
} from '@untangle/contracts';
import { checkFidelity } from '@untangle/restructure-engine';
import { createTestRedis, rejectionOf, waitFor, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient, type TransportError } from '@untangle/transport';
import { connectToTextProcessing } from '../testing/connect.js';
import { restructureCommand, SAMPLE_TEXTS } from '../testing/fixtures.js';
import { startTextProcessingForTests, type TextProcessingForTests } from '../testing/index.js';
import { RestructureService } from './restructure.service.js';

/** The value of one Prometheus sample whose labels include `labels` (in any order). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = new Map([...match[2]!.matchAll(/\b(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => pairs.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

describe(RestructureService.name, () => {
  describe('with a worker (role all, local engine)', () => {
    let redis: TestRedis;
    let service: TextProcessingForTests;
    let client: RedisStreamsClient;
    let queue: Queue;

    beforeAll(async () => {
      redis = await createTestRedis('text-processing-all');
      service = await startTextProcessingForTests({
        redisUrl: redis.url,
        redisPrefix: redis.keyPrefix,
      });
      ({ client, queue } = connectToTextProcessing(redis, { timeoutMs: 20_000 }));
    });

    afterAll(async () => {
      await client?.close();
      await queue?.close();
      await service?.stop();
      await redis?.cleanup();
    });

    it.each(DETECTED_LOGIC_TYPES)(
      'restructures a %s text, keeping every sentence exactly once',
      async (type) => {
        const command = restructureCommand({ inputText: SAMPLE_TEXTS[type], logicType: type });
        const result = await client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
        expect(result.detectedLogicType).toBe(type);
        expect(result.explanation.length).toBeGreaterThan(0);
        expect(checkFidelity(SAMPLE_TEXTS[type], result.outputText)).toMatchObject({ ok: true });
        expect(Object.keys(result).sort()).toEqual([
          'detectedLogicType',
          'explanation',
          'order',
          'outputText',
          'sentences',
        ]);
        expect([...result.order].sort()).toEqual([0, 1, 2, 3]);
      },
    );

    it('keeps the pins of a re-run and orders the rest around them', async () => {
      const first = await client.request<RestructureResult>(
        PATTERNS.textProcessing.restructure,
        restructureCommand({ inputText: SAMPLE_TEXTS.chronological, logicType: 'chronological' }),
      );
      // Pin the sentence the engine put last at the top.
      const last = first.order.at(-1)!;
      const rerun = await client.request<RestructureResult>(
        PATTERNS.textProcessing.restructure,
        restructureCommand({
          inputText: SAMPLE_TEXTS.chronological,
          logicType: 'chronological',
          pins: [{ sentence: last, position: 0 }],
        }),
      );
      expect(rerun.sentences).toEqual(first.sentences);
      expect(rerun.order).toEqual([last, ...first.order.slice(0, -1)]);
      expect(rerun.outputText.startsWith(first.sentences[last]!)).toBe(true);
    });

    it('refuses pins outside the text with a validation error that says why', async () => {
      const error = await rejectionOf<TransportError>(
        client.request(
          PATTERNS.textProcessing.restructure,
          restructureCommand({ pins: [{ sentence: 0, position: 7 }] }),
        ),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('A pin names position 7, but the text has 4 sentences (0 to 3).');
    });

    it('detects the logic type under auto-detect', async () => {
      const command = restructureCommand({ inputText: SAMPLE_TEXTS.process, logicType: 'auto-detect' });
      const result = await client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
      expect(result.detectedLogicType).toBe('process');
      expect(result.outputText.startsWith('Step 1: Heat the oven')).toBe(true);
    });

    it("enforces the plan's maximum again with the validator's message", async () => {
      const longText = `${SAMPLE_TEXTS.chronological} `.repeat(4);
      const error = await rejectionOf<TransportError>(
        client.request(PATTERNS.textProcessing.restructure, restructureCommand({ inputText: longText })),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('Text is too long — please shorten to under 500 characters.');
    });

    it('refuses a command without a valid priority', async () => {
      const error = await rejectionOf<TransportError>(
        client.request(PATTERNS.textProcessing.restructure, { ...restructureCommand(), priority: 0 }),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    });

    it('runs one job per idempotencyKey: the same command again gets the stored result', async () => {
      const command = restructureCommand({ inputText: SAMPLE_TEXTS['cause-effect'] });
      const first = await client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
      const again = await client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command);
      expect(again).toEqual(first);
      const job = await queue.getJob(command.idempotencyKey);
      expect(job?.attemptsStarted).toBe(1);
      expect(await queue.getJobCounts('completed')).toMatchObject({ completed: expect.any(Number) });
    });

    it('answers IDEMPOTENCY_CONFLICT when an idempotencyKey comes back with another text', async () => {
      const command = restructureCommand();
      await client.request(PATTERNS.textProcessing.restructure, command);
      const error = await rejectionOf<TransportError>(
        client.request(PATTERNS.textProcessing.restructure, { ...command, inputText: SAMPLE_TEXTS.process }),
      );
      expect(error.code).toBe('IDEMPOTENCY_CONFLICT');
    });

    it('reports a finished job as completed, only to its owner', async () => {
      const command = restructureCommand({ userId: 'owner-1' });
      await client.request(PATTERNS.textProcessing.restructure, command);
      const own = await client.request<QueuePositionResponse>(PATTERNS.textProcessing.queuePosition, {
        userId: 'owner-1',
        idempotencyKey: command.idempotencyKey,
      });
      expect(own).toEqual({ state: 'completed', ahead: 0 });
      const other = await client.request<QueuePositionResponse>(PATTERNS.textProcessing.queuePosition, {
        userId: 'someone-else',
        idempotencyKey: command.idempotencyKey,
      });
      expect(other).toEqual({ state: 'unknown', ahead: 0 });
    });

    it('exposes queue depth, wait and processing time on /metrics', async () => {
      const text = await (await fetch(`${service.url}/metrics`)).text();
      expect(sample(text, 'restructure_queue_waiting_jobs', { priority: '1' })).toBe(0);
      expect(sample(text, 'restructure_queue_waiting_jobs', { priority: '10' })).toBe(0);
      expect(sample(text, 'restructure_queue_jobs', { state: 'active' })).toBe(0);
      expect(sample(text, 'restructure_job_wait_seconds_count', { plan: 'free' })).toBeGreaterThan(0);
      expect(
        sample(text, 'restructure_job_processing_seconds_count', { engine: 'local', outcome: 'completed' }),
      ).toBeGreaterThan(0);
      expect(text).toContain('restructure_provider_errors_total');
    });
  });

  describe('without a worker (role api)', () => {
    let redis: TestRedis;
    let service: TextProcessingForTests;
    let client: RedisStreamsClient;
    let queue: Queue;

    beforeAll(async () => {
      redis = await createTestRedis('text-processing-api');
      service = await startTextProcessingForTests({
        redisUrl: redis.url,
        redisPrefix: redis.keyPrefix,
        role: 'api',
        env: { TEXT_PROCESSING_STATE_CHECK_MS: '200' },
      });
      ({ client, queue } = connectToTextProcessing(redis));
    });

    afterAll(async () => {
      await client?.close();
      await queue?.close();
      await service?.stop();
      await redis?.cleanup();
    });

    it("answers PROCESSING_TIMEOUT before the caller's deadline and removes the job that never started", async () => {
      const command = restructureCommand();
      const error = await rejectionOf<TransportError>(
        client.request(PATTERNS.textProcessing.restructure, command, { timeoutMs: 1_500 }),
      );
      expect(error.code).toBe('PROCESSING_TIMEOUT');
      expect(error.message).toContain('you have not been charged');
      await waitFor(async () => (await queue.getJobState(command.idempotencyKey)) === 'unknown', {
        what: 'the expired job to be removed',
      });
    });

    it('tells a waiting member how many jobs are ahead, Pro first, and nobody else', async () => {
      const deadline = { timeoutMs: 15_000 };
      const pending: Array<Promise<unknown>> = [];
      const send = (command: ReturnType<typeof restructureCommand>) => {
        pending.push(
          client.request(PATTERNS.textProcessing.restructure, command, deadline).catch(() => undefined),
        );
        return command;
      };
      const free1 = send(restructureCommand({ userId: 'free-1' }));
      const free2 = send(restructureCommand({ userId: 'free-2' }));
      await waitFor(async () => (await queue.getPrioritizedCount()) === 2, { what: 'two free jobs queued' });
      const pro = send(restructureCommand({ userId: 'pro-1', plan: 'pro' }));
      await waitFor(async () => (await queue.getPrioritizedCount()) === 3, { what: 'the Pro job queued' });

      const position = (userId: string, idempotencyKey?: string) =>
        client.request<QueuePositionResponse>(PATTERNS.textProcessing.queuePosition, {
          userId,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        });
      expect(await position('pro-1', pro.idempotencyKey)).toEqual({ state: 'waiting', ahead: 0 });
      expect(await position('free-1', free1.idempotencyKey)).toEqual({ state: 'waiting', ahead: 1 });
      expect(await position('free-2', free2.idempotencyKey)).toEqual({ state: 'waiting', ahead: 2 });
      // Without an idempotencyKey: the member's latest job.
      expect(await position('free-2')).toEqual({ state: 'waiting', ahead: 2 });
      // Someone else's job, or an unknown id, tells nothing.
      expect(await position('free-1', free2.idempotencyKey)).toEqual({ state: 'unknown', ahead: 0 });
      expect(await position('free-1', 'no-such-request')).toEqual({ state: 'unknown', ahead: 0 });
      expect(await position('nobody')).toEqual({ state: 'unknown', ahead: 0 });

      await queue.drain();
      await Promise.all(pending);
    });
  });
});
