import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { Redis } from 'ioredis';
import { RedisStreamsClient } from './client.js';
import { RedisStreamsServer } from './server.js';
import { getTransportStats } from './stats.js';
import { startReplica, type ReplicaProcess } from './testing/replica-process.js';

// Every wait below is bounded on its own; this only has to outlast the slowest of them.
jest.setTimeout(30_000);

const SERVICE = 'work';
/** Short, so a killed replica's request is taken over well within the 8 s deadline used below. */
const CLAIM_IDLE_MS = 1_000;

describe(RedisStreamsServer.name, () => {
  let redis: TestRedis;
  let admin: Redis;
  let client: RedisStreamsClient;
  const replicas: ReplicaProcess[] = [];
  const key = (name: string) => `${redis.keyPrefix}test:${name}`;
  const replica = (name: string) =>
    startReplica({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: SERVICE,
      consumerName: name,
      claimIdleMs: CLAIM_IDLE_MS,
      concurrency: 16,
    }).then((started) => {
      replicas.push(started);
      return started;
    });
  const live = () => replicas.filter(({ child }) => child.exitCode === null && child.signalCode === null);

  beforeAll(async () => {
    redis = await createTestRedis('transport-replicas');
    admin = new Redis(redis.url);
    client = new RedisStreamsClient({
      url: redis.url,
      service: SERVICE,
      keyPrefix: redis.keyPrefix,
      timeoutMs: 8_000,
    });
    await Promise.all(['replica-a', 'replica-b', 'replica-c'].map(replica));
  });

  afterAll(async () => {
    await Promise.all(replicas.map((started) => started.kill('SIGKILL')));
    await client?.close();
    await redis?.cleanup();
    admin?.disconnect();
  });

  it('handles each of 2,000 requests exactly once, spread across 3 replicas', async () => {
    const ids = Array.from({ length: 2_000 }, () => randomUUID());
    const replies = await Promise.all(
      ids.map((idempotencyKey) =>
        client.request<{ replica: string }>('count', { idempotencyKey }, { timeoutMs: 30_000 }),
      ),
    );

    const executions = await admin.hgetall(key('executions'));
    expect(Object.keys(executions)).toHaveLength(2_000);
    expect(ids.filter((id) => executions[id] !== '1')).toEqual([]);

    const perReplica = await admin.hgetall(key('replicas'));
    expect(Object.values(perReplica).reduce((sum, count) => sum + Number(count), 0)).toBe(2_000);
    for (const name of ['replica-a', 'replica-b', 'replica-c']) {
      expect(Number(perReplica[name] ?? 0)).toBeGreaterThan(100);
      expect(replies.filter((reply) => reply.replica === name).length).toBe(Number(perReplica[name]));
    }
  });

  it('has a request of a replica killed mid-handler finished by another one within its deadline', async () => {
    const idempotencyKey = randomUUID();
    const sentAt = Date.now();
    const reply = client.request<{ replica: string }>(
      'slow',
      { idempotencyKey, ms: 1_500 },
      { timeoutMs: 8_000 },
    );

    const started = await waitFor(
      async () => (await admin.smembers(key('started'))).find((s) => s.startsWith(idempotencyKey)),
      {
        what: 'the slow request to start',
      },
    );
    const victimName = started.split('@')[1];
    // An operator sees the request in flight on that replica while its handler runs.
    const during = await getTransportStats(redis.url, { keyPrefix: redis.keyPrefix, service: SERVICE });
    expect(during.pending).toBeGreaterThanOrEqual(1);
    expect(during.consumers.find((consumer) => consumer.name === victimName)?.pending).toBe(1);

    const victim = replicas.find((candidate) => candidate.name === victimName)!;
    await victim.kill('SIGKILL');

    const { replica: finishedBy } = await reply;
    expect(Date.now() - sentAt).toBeLessThan(8_000);
    expect(finishedBy).not.toBe(victimName);
    expect(await admin.hget(key('executions'), idempotencyKey)).toBe('1');
    expect(await admin.smembers(key('started'))).toEqual(
      expect.arrayContaining([`${idempotencyKey}@${victimName}`, `${idempotencyKey}@${finishedBy}`]),
    );
    const after = await getTransportStats(redis.url, { keyPrefix: redis.keyPrefix, service: SERVICE });
    expect(after.reclaimed).toBeGreaterThanOrEqual(1);
    expect(after.pending).toBe(0);
  });

  it('lets a replica stopped with SIGTERM finish the request it is running before it exits', async () => {
    // The previous test killed one replica; keep three for this one.
    await replica(`replica-${randomUUID().slice(0, 4)}`);
    const idempotencyKey = randomUUID();
    const reply = client.request<{ replica: string }>(
      'slow',
      { idempotencyKey, ms: 1_000 },
      { timeoutMs: 8_000 },
    );
    const started = await waitFor(
      async () => (await admin.smembers(key('started'))).find((s) => s.startsWith(idempotencyKey)),
      {
        what: 'the slow request to start',
      },
    );
    const stopping = live().find((candidate) => candidate.name === started.split('@')[1])!;
    const exitCode = stopping.kill('SIGTERM');

    expect((await reply).replica).toBe(stopping.name);
    expect(await exitCode).toBe(0);
    expect(await admin.hget(key('executions'), idempotencyKey)).toBe('1');
    expect((await admin.smembers(key('started'))).filter((s) => s.startsWith(idempotencyKey))).toHaveLength(
      1,
    );
  });
});
