import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startRedisServer, waitFor, type OwnRedisServer } from '@untangle/test-kit';
import { RedisStreamsClient } from './client.js';
import { TransportError } from './errors.js';
import { RedisStreamsServer } from './server.js';
import { CapturingLogger, listeningServer } from './testing/in-process.js';

// Every wait below is bounded on its own; this only has to outlast the slowest of them.
jest.setTimeout(30_000);

const TIMEOUT_MS = 1_500;
/**
 * A promise counts as settled on time if it settled within its deadline plus this, plus the longest
 * this process's event loop was held up meanwhile: a deadline timer cannot fire while the process
 * waits for a core (two cores shared with the rest of the suite), and that wait is not the
 * transport's.
 */
const MARGIN_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(RedisStreamsServer.name, () => {
  // A private redis-server: this suite kills it.
  let redis: OwnRedisServer;
  let server: RedisStreamsServer;
  let client: RedisStreamsClient;

  beforeAll(async () => {
    redis = await startRedisServer();
    server = await listeningServer(
      {
        url: redis.url,
        service: 'restartable',
        claimIdleMs: 1_000,
        blockMs: 200,
        logger: new CapturingLogger(),
      },
      {
        requests: {
          echo: async (data: { n: number }) => {
            await sleep(20);
            return data.n;
          },
        },
      },
    );
    client = new RedisStreamsClient({
      url: redis.url,
      service: 'restartable',
      timeoutMs: TIMEOUT_MS,
      logger: new CapturingLogger(),
    });
  });

  afterAll(async () => {
    await client?.close();
    await server?.close();
    await redis?.stop();
  });

  it('settles every call while Redis restarts in the middle of traffic, and resumes by itself', async () => {
    const outcomes: Array<Promise<{ ok: boolean; code?: string; late: number }>> = [];
    let n = 0;
    const call = () => {
      const sentAt = Date.now();
      const value = n++;
      outcomes.push(
        client.request<number>('echo', { n: value }).then(
          (reply) => ({ ok: reply === value, late: Date.now() - sentAt - TIMEOUT_MS }),
          (error: unknown) => ({
            ok: false,
            code: error instanceof TransportError ? error.code : String(error),
            late: Date.now() - sentAt - TIMEOUT_MS,
          }),
        ),
      );
    };
    const stall = monitorEventLoopDelay({ resolution: 10 });
    stall.enable();
    let flowing = true;
    const traffic = (async () => {
      while (flowing) {
        for (let i = 0; i < 5; i++) call();
        await sleep(20);
      }
    })();

    await sleep(500);
    await redis.kill();
    await sleep(300);
    await redis.start();
    // No restart of server or client: a call succeeds again once both have reconnected.
    await waitFor(async () => (await client.request('echo', { n: -1 }).catch(() => undefined)) === -1, {
      timeoutMs: 10_000,
      what: 'a call to succeed after the restart',
    });
    await sleep(300);
    flowing = false;
    await traffic;

    const settled = await Promise.all(outcomes);
    stall.disable();
    const longestStallMs = stall.max / 1e6;
    expect(settled.length).toBeGreaterThan(50);
    expect(settled.filter((outcome) => outcome.late > MARGIN_MS + longestStallMs)).toEqual([]);
    const codes = new Set(settled.filter((outcome) => !outcome.ok).map((outcome) => outcome.code));
    expect(
      [...codes].filter((code) => code !== 'SERVICE_UNAVAILABLE' && code !== 'UPSTREAM_TIMEOUT'),
    ).toEqual([]);
    expect(settled.filter((outcome) => !outcome.ok).length).toBeGreaterThan(0);

    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.request<number>('echo', { n: i })),
    );
    expect(after).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(client.pendingCount).toBe(0);
  });
});
