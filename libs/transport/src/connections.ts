import { Redis, type RedisOptions } from 'ioredis';

/**
 * How each connection behaves while Redis is away:
 * - `command` (server side): commands wait for the reconnect for a bounded number of retries, so
 *   an ack or a reply written during a short blip still lands.
 * - `request` (client side): no offline queue and no retries, so a call made while Redis is
 *   unreachable fails at once instead of being held past its deadline.
 * - `blocking`: XREAD/XREADGROUP BLOCK. Nothing is queued or resent: a read in progress fails when
 *   the connection drops and the read loop issues a new one once it is back (see whenReady), so
 *   closing never waits on a read parked in a queue. The client-side blocking timeout ends a read
 *   stuck on a connection that died silently.
 */
export type ConnectionRole = 'command' | 'request' | 'blocking';

export function createConnection(url: string, role: ConnectionRole, name: string, blockMs = 0): Redis {
  const base: RedisOptions = {
    lazyConnect: true,
    connectionName: name,
    retryStrategy: (attempt) => Math.min(50 * attempt, 500),
    // ioredis waits this long for a closed socket to end, holding the process open meanwhile.
    disconnectTimeout: 500,
  };
  // Commands issued in the same tick (many requests in flight) go out in one write: fewer syscalls.
  const byRole: Record<ConnectionRole, RedisOptions> = {
    command: { maxRetriesPerRequest: 40, enableAutoPipelining: true },
    request: { enableOfflineQueue: false, maxRetriesPerRequest: 0, enableAutoPipelining: true },
    blocking: {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      blockingTimeout: blockMs + 2_000,
      blockingTimeoutGrace: 2_000,
    },
  };
  return new Redis(url, { ...base, ...byRole[role] });
}

/** Resolves when the connection is ready, after timeoutMs, or when `signal` aborts, whichever is first. */
export function whenReady(connection: Redis, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  if (connection.status === 'ready' || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.off('ready', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    connection.once('ready', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export function isNoGroupError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('NOGROUP');
}

export function isBusyGroupError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('BUSYGROUP');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether `promise` settles (either way) within ms. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
