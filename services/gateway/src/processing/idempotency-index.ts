import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';
import { idempotencyIndexKey } from './restructure-key.js';

/**
 * Idempotency-Key → the restructure's idempotency key, so the queue-position poll
 * (`GET /api/process-text/queue?idempotencyKey=<Idempotency-Key>`) finds the job. That key also
 * depends on the body, which a GET does not carry. Best effort: a miss answers 'unknown'.
 */
@Injectable()
export class IdempotencyIndex {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly redis: GatewayRedis,
  ) {}

  async remember(userId: string, idempotencyKey: string, commandKey: string): Promise<void> {
    try {
      await this.redis.client.set(
        idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
        commandKey,
        'EX',
        this.config.PROCESS_TEXT_KEY_TTL_S,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'could not remember an Idempotency-Key for queue polling');
    }
  }

  async lookup(userId: string, idempotencyKey: string): Promise<string | undefined> {
    const commandKey = await this.redis.client.get(
      idempotencyIndexKey(this.config.REDIS_PREFIX, userId, idempotencyKey),
    );
    return commandKey ?? undefined;
  }
}
