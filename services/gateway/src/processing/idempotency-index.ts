import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';
import { idempotencyIndexKey } from './request-id.js';

/**
 * Idempotency-Key → requestId of the member's restructure, so the queue-position poll
 * (`GET /api/process-text/queue?requestId=<Idempotency-Key>`) finds the job. The requestId also
 * depends on the body, which a GET does not carry. Best effort: a miss answers 'unknown'.
 */
@Injectable()
export class IdempotencyIndex {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly redis: GatewayRedis,
  ) {}

  async remember(userId: string, idempotencyKey: string, requestId: string): Promise<void> {
    try {
      await this.redis.client.set(
        idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
        requestId,
        'EX',
        this.config.PROCESS_TEXT_KEY_TTL_S,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'could not remember an Idempotency-Key for queue polling');
    }
  }

  async lookup(userId: string, idempotencyKey: string): Promise<string | undefined> {
    const requestId = await this.redis.client.get(
      idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
    );
    return requestId ?? undefined;
  }
}
