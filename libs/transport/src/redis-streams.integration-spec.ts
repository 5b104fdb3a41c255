import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EVENTS } from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { Redis } from 'ioredis';
import { firstValueFrom, lastValueFrom, of, toArray } from 'rxjs';
import { RedisStreamsClient } from './client.js';
import type { RedisStreamsContext } from './context.js';
import { encodeEntry } from './envelope.js';
import { ServiceError, TransportError } from './errors.js';
import { serviceKeys } from './keys.js';
import { RedisStreamsServer, type RedisStreamsServerOptions } from './server.js';
import { getTransportStats } from './stats.js';
import { parsePendingReply } from './stream-replies.js';
import { CapturingLogger, listeningServer } from './testing/in-process.js';

// Every wait below is bounded on its own; this only has to outlast the slowest of them.
jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(RedisStreamsServer.name, () => {
  let redis: TestRedis;
  let admin: Redis;
  const closers: Array<() => Promise<unknown>> = [];

  const server = async (
    service: string,
    handlers: Parameters<typeof listeningServer>[1],
    options: Partial<RedisStreamsServerOptions> = {},
  ) => {
    const started = await listeningServer(
      {
        url: redis.url,
        keyPrefix: redis.keyPrefix,
        service,
        logger: new CapturingLogger(),
        blockMs: 200,
        ...options,
      },
      handlers,
    );
    closers.push(() => started.close());
    return started;
  };
  const client = (service: string, timeoutMs = 5_000) => {
    const created = new RedisStreamsClient({
      url: redis.url,
      service,
      keyPrefix: redis.keyPrefix,
      timeoutMs,
      logger: new CapturingLogger(),
    });
    closers.push(() => created.close());
    return created;
  };
  const stats = (service: string) => getTransportStats(admin, { keyPrefix: redis.keyPrefix, service });

  beforeAll(async () => {
    redis = await createTestRedis('transport');
    admin = new Redis(redis.url);
  });

  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  afterAll(async () => {
    await redis?.cleanup();
    admin?.disconnect();
  });

  describe('request and reply', () => {
    it('answers send(), request() and emits every value of an Observable handler', async () => {
      await server('echo', {
        requests: {
          echo: async (data: unknown) => ({ echoed: data }),
          many: async () => of(1, 2, 3),
          nothing: async () => undefined,
        },
      });
      const echo = client('echo');

      expect(await echo.request('echo', { a: 1 })).toEqual({ echoed: { a: 1 } });
      expect(await firstValueFrom(echo.send('echo', 'x'))).toEqual({ echoed: 'x' });
      expect(await lastValueFrom(echo.send('many', {}).pipe(toArray()))).toEqual([1, 2, 3]);
      expect(await echo.request('many', {})).toBe(3);
      expect(await echo.request('nothing', {})).toBeNull();
    });

    it('gives the handler its headers, deadline, delivery count and message id through the context', async () => {
      let seen: RedisStreamsContext | undefined;
      await server('ctx', {
        requests: {
          look: async (_data: unknown, ctx: RedisStreamsContext) => {
            seen = ctx;
            return ctx.remainingMs();
          },
        },
      });
      const before = Date.now();
      const remaining = await client('ctx').request<number>(
        'look',
        {},
        { timeoutMs: 3_000, headers: { 'x-trace-id': 'req-1' } },
      );

      expect(seen?.headers).toEqual({ 'x-trace-id': 'req-1' });
      expect(seen?.pattern).toBe('look');
      expect(seen?.deliveryCount).toBe(1);
      expect(seen?.messageId).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen?.deadline).toBeGreaterThanOrEqual(before + 3_000);
      expect(seen?.deadline).toBeLessThanOrEqual(Date.now() + 3_000);
      expect(remaining).toBeGreaterThan(2_000);
    });

    it('never runs more handlers at once than its concurrency', async () => {
      let running = 0;
      let most = 0;
      await server(
        'narrow',
        {
          requests: {
            work: async () => {
              running += 1;
              most = Math.max(most, running);
              await sleep(50);
              running -= 1;
            },
          },
        },
        { concurrency: 3 },
      );
      const narrow = client('narrow');
      await Promise.all(Array.from({ length: 20 }, () => narrow.request('work', {})));
      expect(most).toBe(3);
    });
  });

  describe('errors', () => {
    it('delivers a ServiceError with its code, status, message and details', async () => {
      await server('billing-x', {
        requests: {
          reserve: async () => {
            throw new ServiceError('QUOTA_EXCEEDED', undefined, ['limit: 3']);
          },
          custom: async () => {
            throw new ServiceError('VALIDATION_FAILED', 'Text is empty.');
          },
        },
      });
      const billing = client('billing-x');

      const quota = await billing.request('reserve', {}).catch((error: unknown) => error);
      expect(quota).toBeInstanceOf(TransportError);
      expect(quota).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        status: 402,
        message: expect.stringContaining('Usage limit exceeded'),
        details: ['limit: 3'],
      });
      await expect(billing.request('custom', {})).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: 'Text is empty.',
      });
    });

    it('turns an unexpected error into INTERNAL with an errorId, logging the detail only on the server', async () => {
      const logger = new CapturingLogger();
      await server(
        'leaky',
        {
          requests: {
            explode: async () => {
              throw new Error('secret detail');
            },
          },
        },
        { logger },
      );

      const error = (await client('leaky')
        .request('explode', {})
        .catch((caught: unknown) => caught)) as TransportError;

      expect(error).toBeInstanceOf(TransportError);
      expect(error.code).toBe('INTERNAL');
      expect(error.status).toBe(500);
      expect(error.message).toBe('Something went wrong on our side.');
      expect(error.errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
        'secret detail',
      );
      const line = logger.lines.find((candidate) => candidate.message.includes(error.errorId!));
      expect(line?.level).toBe('error');
      expect(line?.message).toContain('secret detail');
    });
  });

  describe('deadlines', () => {
    it('fails at the deadline with UPSTREAM_TIMEOUT and never runs a request once it has expired', async () => {
      let executed = 0;
      const late = client('late');
      const sentAt = Date.now();
      // No replica is running when the request is sent.
      const error = (await late
        .request('record', {}, { timeoutMs: 600 })
        .catch((caught: unknown) => caught)) as TransportError;
      const waited = Date.now() - sentAt;

      expect(error).toBeInstanceOf(TransportError);
      expect(error.code).toBe('UPSTREAM_TIMEOUT');
      expect(error.status).toBe(504);
      expect(waited).toBeGreaterThanOrEqual(590);
      expect(waited).toBeLessThanOrEqual(850);

      const replica = await server('late', {
        requests: {
          record: async () => {
            executed += 1;
          },
        },
      });
      await waitFor(() => replica.stats().expired + replica.stats().handled >= 1, {
        timeoutMs: 3_000,
        what: 'the replica to take the request',
      });
      await sleep(200);
      expect(executed).toBe(0);
      expect(replica.stats()).toMatchObject({ handled: 0, expired: 1 });
      expect(await stats('late')).toMatchObject({ expired: 1, length: 0, pending: 0 });
    });

    it('ignores a reply that arrives after the caller gave up', async () => {
      const replica = await server('slowpoke', {
        requests: {
          slow: async () => {
            await sleep(700);
            return 'too late';
          },
        },
      });
      const slowpoke = client('slowpoke');
      await expect(slowpoke.request('slow', {}, { timeoutMs: 300 })).rejects.toMatchObject({
        code: 'UPSTREAM_TIMEOUT',
      });
      await waitFor(() => replica.stats().handled === 1, { what: 'the handler to finish' });
      expect(slowpoke.pendingCount).toBe(0);
      expect(await slowpoke.request('slow', {}, { timeoutMs: 3_000 })).toBe('too late');
    });
  });

  describe('isolation and events', () => {
    it('keeps two services on one Redis apart even when they use the same pattern', async () => {
      const seenBy: Record<string, string[]> = { alpha: [], beta: [] };
      for (const service of ['alpha', 'beta']) {
        await server(service, {
          requests: {
            x: async (data: { from: string }) => {
              seenBy[service]!.push(data.from);
              return service;
            },
          },
        });
      }
      const alpha = client('alpha');
      const beta = client('beta');
      const replies = await Promise.all([
        ...Array.from({ length: 20 }, () => alpha.request('x', { from: 'alpha' })),
        ...Array.from({ length: 20 }, () => beta.request('x', { from: 'beta' })),
      ]);

      expect(replies.filter((reply) => reply === 'alpha')).toHaveLength(20);
      expect(seenBy.alpha).toEqual(Array(20).fill('alpha'));
      expect(seenBy.beta).toEqual(Array(20).fill('beta'));
    });

    it('delivers an event once to each subscribing service, on one of its replicas', async () => {
      const handled: Record<string, string[]> = { sessions: [], billing: [] };
      const subscriber = (service: string) => ({
        events: {
          [EVENTS.accountDeleted]: async (data: { userId: string }) => {
            handled[service]!.push(data.userId);
          },
        },
      });
      await server('sessions', subscriber('sessions'));
      await server('sessions', subscriber('sessions'));
      await server('billing', subscriber('billing'));
      await server('identity-x', { requests: { other: async () => 'no events here' } });
      const publisher = client('identity-x');

      const users = Array.from({ length: 10 }, (_, i) => `user-${i}`);
      for (const userId of users)
        await lastValueFrom(publisher.emit(EVENTS.accountDeleted, { userId }), { defaultValue: undefined });

      await waitFor(() => handled.sessions!.length >= 10 && handled.billing!.length >= 10, {
        what: 'the events',
      });
      await sleep(300);
      expect([...handled.sessions!].sort()).toEqual([...users].sort());
      expect([...handled.billing!].sort()).toEqual([...users].sort());
      expect((await stats('sessions')).eventsPending).toBe(0);
    });

    it('retries a failed event handler after claimIdleMs', async () => {
      let attempts = 0;
      const replica = await server(
        'retrying',
        {
          events: {
            flaky: async () => {
              attempts += 1;
              if (attempts === 1) throw new Error('first attempt fails');
            },
          },
        },
        { claimIdleMs: 300 },
      );
      await lastValueFrom(client('retrying').emit('flaky', { n: 1 }), { defaultValue: undefined });

      await waitFor(() => replica.stats().handled === 1, { what: 'the retried event' });
      expect(attempts).toBe(2);
      expect(replica.stats()).toMatchObject({ failed: 1, reclaimed: 1 });
    });
  });

  describe('redelivery', () => {
    it('answers a poison request with INTERNAL instead of running it again, and counts it dead-lettered', async () => {
      const keys = serviceKeys(redis.keyPrefix, 'poisoned');
      const caller = client('poisoned');
      await caller.connect();
      const pending = caller.request('crash', {}, { timeoutMs: 5_000 }).catch((error: unknown) => error);
      // A replica that crashed on this request again and again: it is pending with many deliveries.
      await admin.call('XGROUP', 'CREATE', keys.requests, keys.group, '0', 'MKSTREAM');
      await waitFor(async () => Number(await admin.xlen(keys.requests)) === 1, { what: 'the request' });
      const [[, [[entryId]]]] = (await admin.call(
        'XREADGROUP',
        'GROUP',
        keys.group,
        'crashed',
        'COUNT',
        1,
        'STREAMS',
        keys.requests,
        '>',
      )) as [[string, [[string, string[]]]]];
      await admin.call('XCLAIM', keys.requests, keys.group, 'crashed', 0, entryId, 'RETRYCOUNT', 5);
      let executed = 0;
      await server(
        'poisoned',
        {
          requests: {
            crash: async () => {
              executed += 1;
            },
          },
        },
        { claimIdleMs: 200, maxDeliveries: 5 },
      );

      const error = (await pending) as TransportError;
      expect(error).toMatchObject({ code: 'INTERNAL', status: 500 });
      expect(error.errorId).toBeDefined();
      expect(executed).toBe(0);
      expect(await stats('poisoned')).toMatchObject({ deadLettered: 1, reclaimed: 1, pending: 0, length: 0 });
      expect(await admin.xlen(keys.deadLetters)).toBe(1);
    });

    it('keeps a request that runs longer than claimIdleMs on its live replica instead of running it twice', async () => {
      const keys = serviceKeys(redis.keyPrefix, 'long');
      let runs = 0;
      const replicas = [];
      for (let i = 0; i < 2; i++) {
        replicas.push(
          await server(
            'long',
            {
              requests: {
                long: async () => {
                  runs += 1;
                  await sleep(1_500);
                  return 'finished';
                },
              },
            },
            { claimIdleMs: 300 },
          ),
        );
      }

      const reply = client('long').request('long', {});
      await waitFor(() => runs === 1, { what: 'the handler to start' });
      // Well past claimIdleMs, the entry still looks fresh: its replica keeps refreshing its claim,
      // so nobody (itself included) takes it over and its delivery count stays 1.
      for (const wait of [700, 400]) {
        await sleep(wait);
        const pending = parsePendingReply(
          await admin.call('XPENDING', keys.requests, keys.group, '-', '+', 10),
        );
        expect(pending).toHaveLength(1);
        expect(pending[0]!.deliveries).toBe(1);
        expect(pending[0]!.idleMs).toBeLessThan(300);
      }
      expect(await reply).toBe('finished');
      expect(runs).toBe(1);
      expect(replicas.map((replica) => replica.stats().reclaimed)).toEqual([0, 0]);
    });

    it('drops a malformed entry instead of choking on it', async () => {
      const keys = serviceKeys(redis.keyPrefix, 'garbled');
      const replica = await server('garbled', { requests: { ok: async () => 'ok' } });
      await admin.call('XADD', keys.requests, '*', ...encodeEntry({ id: 'x' } as never));
      await admin.call('XADD', keys.requests, '*', 'not', 'an envelope');

      expect(await client('garbled').request('ok', {})).toBe('ok');
      await waitFor(() => replica.stats().deadLettered === 2, { what: 'the malformed entries' });
      expect(await stats('garbled')).toMatchObject({ length: 0, pending: 0, deadLettered: 2 });
    });
  });

  describe('operator visibility', () => {
    it('prints the stats of a service as JSON from the untangle-transport-stats CLI', async () => {
      await server('visible', { requests: { ok: async () => 'ok' } }, { consumerName: 'visible-1' });
      await client('visible').request('ok', {});
      const cli = fileURLToPath(new URL('../dist/stats-cli.js', import.meta.url));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, '--url', redis.url, '--prefix', redis.keyPrefix, '--service', 'visible'],
        { timeout: 10_000 },
      );
      expect(JSON.parse(stdout)).toEqual({
        stream: `${redis.keyPrefix}rpc:visible`,
        length: 0,
        pending: 0,
        consumers: [{ name: 'visible-1', pending: 0, idleMs: expect.any(Number) }],
        reclaimed: 0,
        deadLettered: 0,
        expired: 0,
        eventsPending: 0,
      });
    });
  });

  describe('shutdown', () => {
    it('finishes the request in flight before close() resolves', async () => {
      const replica = await server('closing', {
        requests: {
          slow: async () => {
            await sleep(400);
            return 'done';
          },
        },
      });
      const closing = client('closing');
      const reply = closing.request('slow', {});
      await waitFor(() => replica.stats().inFlight === 1, { what: 'the request to start' });
      await replica.close();
      expect(await reply).toBe('done');
      expect(replica.stats()).toMatchObject({ handled: 1, inFlight: 0 });
      expect((await stats('closing')).consumers).toEqual([]);
    });
  });
});

describe(RedisStreamsClient.name, () => {
  it('rejects promptly with SERVICE_UNAVAILABLE when Redis is unreachable', async () => {
    const unreachable = new RedisStreamsClient({
      url: 'redis://127.0.0.1:1',
      service: 'nowhere',
      timeoutMs: 5_000,
      logger: new CapturingLogger(),
    });
    try {
      const startedAt = Date.now();
      await expect(unreachable.request('x', {})).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
      });
      expect(Date.now() - startedAt).toBeLessThan(500);
      await expect(lastValueFrom(unreachable.emit('e', {}))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await unreachable.close();
    }
  });
});
