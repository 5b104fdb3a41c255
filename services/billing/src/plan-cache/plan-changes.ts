import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHANNELS } from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';

/** A change that could not be published is tried again this often until it is. */
const RETRY_MS = 1_000;

/**
 * Publishes on CHANNELS.planChanged that a member's subscription changed, after the change is
 * committed, so every cache of their plan drops it (QuotaReservation.cacheForMs in the gateways,
 * PlanOfResult.cacheForMs in the sessions services).
 * Publishing is awaited by the change, so a caller that saw the change done can rely on it; one
 * that fails is retried in the background (a cache entry never outlives BILLING_PLAN_CACHE_MS).
 */
@Injectable()
export class PlanChanges implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly channel: string;
  private readonly unpublished = new Set<string>();
  private retry?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_CONFIG) config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    this.channel = `${config.REDIS_PREFIX}${CHANNELS.planChanged}`;
  }

  async publish(userIds: Iterable<string>): Promise<void> {
    for (const userId of userIds) this.unpublished.add(userId);
    await this.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.retry);
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private async flush(): Promise<void> {
    const userIds = [...this.unpublished];
    if (userIds.length === 0) return;
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    const results = await Promise.allSettled(
      userIds.map((userId) => this.redis.publish(this.channel, userId)),
    );
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') this.unpublished.delete(userIds[index]!);
    });
    if (this.unpublished.size > 0 && !this.retry) {
      this.logger.warn({ members: this.unpublished.size }, 'could not publish plan changes; retrying');
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.flush();
      }, RETRY_MS);
      this.retry.unref();
    }
  }
}
