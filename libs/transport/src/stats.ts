import { Redis } from 'ioredis';
import { COUNTERS, DEFAULT_KEY_PREFIX, serviceKeys } from './keys.js';
import { parseConsumersReply } from './stream-replies.js';

export interface TransportStats {
  /** The service's request stream. */
  stream: string;
  /** Entries in it: waiting to be read, or being handled. */
  length: number;
  /** Requests read by a replica and not yet acknowledged. */
  pending: number;
  consumers: Array<{ name: string; pending: number; idleMs: number }>;
  /** Shared counters, across all replicas and restarts of the service. */
  reclaimed: number;
  deadLettered: number;
  expired: number;
  /** Events read by the service's replicas and not yet acknowledged (failed ones wait for a retry). */
  eventsPending: number;
}

export interface TransportStatsOptions {
  service: string;
  keyPrefix?: string;
}

/** What an operator wants to know about one service's transport; reads Redis only. */
export async function getTransportStats(
  redisUrlOrClient: string | Redis,
  { service, keyPrefix = DEFAULT_KEY_PREFIX }: TransportStatsOptions,
): Promise<TransportStats> {
  const owned = typeof redisUrlOrClient === 'string';
  const redis = owned
    ? new Redis(redisUrlOrClient, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null })
    : redisUrlOrClient;
  const keys = serviceKeys(keyPrefix, service);
  try {
    if (owned) {
      // One attempt, reported as a rejection rather than as ioredis' unhandled error events.
      let cause: Error | undefined;
      redis.on('error', (error: Error) => (cause = error));
      await redis.connect().catch((error: Error) => {
        throw new Error(`Cannot reach Redis: ${(cause ?? error).message}`);
      });
    }
    const results =
      (await redis
        .pipeline()
        .xlen(keys.requests)
        .call('XPENDING', keys.requests, keys.group)
        .call('XINFO', 'CONSUMERS', keys.requests, keys.group)
        .hgetall(keys.counters)
        .call('XPENDING', keys.events, keys.group)
        .exec()) ?? [];
    // A missing stream or group (nothing sent yet, or no replica started) reads as empty.
    const value = (index: number): unknown => (results[index]?.[0] ? undefined : results[index]?.[1]);
    const counters = (value(3) ?? {}) as Record<string, string>;
    const count = (name: keyof typeof COUNTERS) => Number(counters[COUNTERS[name]] ?? 0);
    return {
      stream: keys.requests,
      length: Number(value(0) ?? 0),
      pending: pendingCount(value(1)),
      consumers: parseConsumersReply(value(2)),
      reclaimed: count('reclaimed'),
      deadLettered: count('deadLettered'),
      expired: count('expired'),
      eventsPending: pendingCount(value(4)),
    };
  } finally {
    if (owned) redis.disconnect();
  }
}

/** Summary XPENDING: `[count, smallestId, greatestId, [[consumer, count], ...]]`. */
function pendingCount(reply: unknown): number {
  return Array.isArray(reply) ? Number(reply[0] ?? 0) : 0;
}
