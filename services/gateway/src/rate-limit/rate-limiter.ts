import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { rateLimitKey, type RateLimitSubject } from './keys.js';
import { WarnThrottle } from './warn-throttle.js';
import { decide, type RateLimitDecision } from './window.js';

/**
 * One fixed-window step, atomically: count the request, start the window's expiry on its first
 * request (and repair a counter that somehow lost its expiry), answer the count and time to live.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** Longest a rate-limit check may hold a request up before it is let through. */
const COMMAND_TIMEOUT_MS = 500;
const HIT_COMMAND = 'untangleRateLimitHit';

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;
const WARN_INTERVAL_MS = 60_000;
const CONNECT_WAIT_MS = 2_000;

/**
 * Counts requests per client address and per member in Redis, so every gateway replica shares the
 * counts. Fails open: when Redis does not answer (at once: no offline queue, no retries, and a
 * short command timeout) the request goes through and a warning is logged at most once a minute.
 * Rate limiting must never take the product down; the transport reports the outage on its own.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private redis?: Redis;
  private readonly windowMs: number;
  private readonly warnings = new WarnThrottle(WARN_INTERVAL_MS);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.windowMs = config.RATE_LIMIT_WINDOW_S * 1000;
  }

  /** The configured maximum per window for `subject`; 0 means the limit is off. */
  limitOf(subject: RateLimitSubject): number {
    return subject === 'ip' ? this.config.RATE_LIMIT_IP_MAX : this.config.RATE_LIMIT_USER_MAX;
  }

  async onModuleInit(): Promise<void> {
    if (this.limitOf('ip') === 0 && this.limitOf('user') === 0) return;
    this.redis = new Redis(this.config.REDIS_URL, {
      lazyConnect: true,
      connectionName: 'gateway:rate-limit',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(50 * attempt, 1_000),
      disconnectTimeout: 500,
    });
    this.redis.on('error', () => undefined);
    // Sent as EVALSHA (EVAL once per connection): the script text does not travel with each request.
    this.redis.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
    // Counting starts with the first request when Redis answers at boot; if not, requests go
    // through until the connection is back (ioredis keeps reconnecting). Boot never waits long.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.redis.connect().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, CONNECT_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    const redis = this.redis;
    if (!redis) return;
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  }

  /**
   * Counts one request of `id` and says whether it is within the limit; undefined when the limit
   * is off or Redis did not answer (the request goes through).
   */
  async hit(subject: RateLimitSubject, id: string): Promise<RateLimitDecision | undefined> {
    const limit = this.limitOf(subject);
    if (limit === 0 || !this.redis) return undefined;
    try {
      const command = (this.redis as unknown as Record<typeof HIT_COMMAND, HitCommand>)[HIT_COMMAND];
      const [count, ttlMs] = await command.call(
        this.redis,
        rateLimitKey(this.config.REDIS_PREFIX, subject, id),
        this.windowMs,
      );
      return decide(count, ttlMs, limit, this.windowMs);
    } catch (error) {
      const { log, suppressed } = this.warnings.take();
      if (log) {
        this.logger.warn(
          { reason: error instanceof Error ? error.message : String(error), suppressed },
          'rate limits are not enforced: Redis did not answer (requests go through)',
        );
      }
      return undefined;
    }
  }
}
