import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import { DEFAULT_KEY_PREFIX } from './keys.js';

export interface RedisStreamsServerOptions {
  url: string;
  /** This service's name: its request stream and its consumer group. */
  service: string;
  /** Default 'untangle:'. */
  keyPrefix?: string;
  /** Default `${hostname}-${pid}-${random}`: unique per process, so a restarted replica is a new consumer. */
  consumerName?: string;
  /** Most handlers in flight at once. Default 32. */
  concurrency?: number;
  /**
   * Entries unacknowledged for longer than this are taken over from their (dead) consumer. Default
   * 5000. Live replicas refresh what they hold every claimIdleMs/4, so this only has to outlast an
   * event-loop stall; a request whose replica dies restarts elsewhere at most claimIdleMs + 1 s later,
   * which leaves about 4 s of the clients' 10 s default deadline. Keep it well below
   * `deadline - handler time`.
   */
  claimIdleMs?: number;
  /** A message delivered more often than this is given up on (poison): INTERNAL reply, acked. Default 5. */
  maxDeliveries?: number;
  /** How long close() waits for in-flight handlers. Default 10000; what is left is reclaimed elsewhere. */
  shutdownTimeoutMs?: number;
  /** BLOCK of one read; bounds how long close() waits for the read in progress. Default 1000. */
  blockMs?: number;
  logger?: LoggerService;
}

/** The options with every default filled in and every bound applied. */
export type ServerSettings = Required<Omit<RedisStreamsServerOptions, 'logger'>>;

export function resolveSettings(options: RedisStreamsServerOptions): ServerSettings {
  return {
    url: options.url,
    service: options.service,
    keyPrefix: options.keyPrefix ?? DEFAULT_KEY_PREFIX,
    consumerName: options.consumerName ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    concurrency: Math.max(1, options.concurrency ?? 32),
    claimIdleMs: Math.max(100, options.claimIdleMs ?? 5_000),
    maxDeliveries: Math.max(1, options.maxDeliveries ?? 5),
    shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
    blockMs: Math.max(10, options.blockMs ?? 1_000),
  };
}
