import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PATTERNS, type RestructureCommand, type RestructureResult } from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import type { RedisStreamsClient } from '@untangle/transport';
import type { Queue } from 'bullmq';
import { connectToTextProcessing } from '../testing/connect.js';
import {
  restructureCommand,
  SAMPLE_TEXTS,
  SCRIPTED_ENGINE_THREAD,
  startTextProcessingForTests,
  type TextProcessingForTests,
} from '../testing/index.js';

/** The scripted thread never finishes a text holding this; the pool's deadline ends it. */
const STUCK = `${SAMPLE_TEXTS.chronological} The spin-forever clock never stopped.`;
const DEADLINE_MS = 4000;

describe('a Pro job inside the worker', () => {
  let redis: TestRedis;
  let service: TextProcessingForTests;
  let client: RedisStreamsClient;
  let queue: Queue;

  beforeAll(async () => {
    redis = await createTestRedis('text-processing-engine-priority');
    // One engine thread and room for four jobs: three wait for the thread inside the worker.
    service = await startTextProcessingForTests({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      role: 'all',
      localEngineThread: SCRIPTED_ENGINE_THREAD,
      env: {
        AI_PROVIDER: 'local',
        LOCAL_ENGINE_THREADS: '1',
        LOCAL_ENGINE_DEADLINE_MS: String(DEADLINE_MS),
        TEXT_PROCESSING_CONCURRENCY: '4',
      },
    });
    ({ client, queue } = connectToTextProcessing(redis, { timeoutMs: 30_000 }));
  });

  afterAll(async () => {
    await client?.close();
    await queue?.close();
    await service?.stop();
    await redis?.cleanup();
  });

  it('overtakes free jobs already waiting for the engine thread', async () => {
    const answered: string[] = [];
    const restructure = (label: string, command: RestructureCommand) =>
      client.request<RestructureResult>(PATTERNS.textProcessing.restructure, command).then(
        () => answered.push(label),
        () => answered.push(`${label} failed`),
      );
    const stuck = restructure('stuck', restructureCommand({ plan: 'free', inputText: STUCK }));
    const free = [restructure('free 1', restructureCommand({ plan: 'free' }))];
    free.push(restructure('free 2', restructureCommand({ plan: 'free' })));
    // Both free jobs are active (waiting for the thread) before the Pro job is even queued.
    await waitFor(async () => (await queue.getActiveCount()) === 3, {
      timeoutMs: DEADLINE_MS / 2,
      what: 'the stuck job and two free jobs active',
    });
    const pro = restructure('pro', restructureCommand({ plan: 'pro' }));
    await Promise.all([stuck, ...free, pro]);
    expect(answered).toEqual(['stuck failed', 'pro', 'free 1', 'free 2']);
  });
});
