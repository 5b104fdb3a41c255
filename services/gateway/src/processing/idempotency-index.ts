import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { idempotencyIndexKey } from './request-id.js';

/**
 * Idempotency-Key → requestId of the member's restructure, so the queue-position poll
 * (`GET /api/process-text/queue?requestId=<Idempotency-Key>`) finds the job. The requestId also
 * depends on the body, which a GET does not carry. Best effort: a miss answers 'unknown'.
 */
@Injectable()
export class IdempotencyIndex implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(SERVICE_CONFIG) private readonly settings: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
  }

  async remember(userId: string, idempotencyKey: string, requestId: string): Promise<void> {
    try {
      await this.connected().set(
        idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
        requestId,
        'EX',
        this.settings.PROCESS_TEXT_KEY_TTL_S,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'could not remember an Idempotency-Key for queue polling');
    }
  }

  async lookup(userId: string, idempotencyKey: string): Promise<string | undefined> {
    const requestId = await this.connected().get(
      idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
    );
    return requestId ?? undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private connected(): Redis {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    return this.redis;
  }
}
