import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';

/**
 * Which texts each member has had restructured lately, so history holds only real results: a save
 * (`POST /api/sessions`) is accepted for a text the member restructured within
 * RESTRUCTURE_RECEIPT_TTL_S. Texts are kept as SHA-256 digests of their cleaned form, never verbatim.
 */
@Injectable()
export class RestructureReceipts {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly redis: GatewayRedis,
  ) {}

  /** After a successful restructure of `cleanedInput`. Best effort: a lost receipt only fails a later save. */
  async record(userId: string, cleanedInput: string): Promise<void> {
    try {
      await this.redis.client.set(
        this.key(userId, cleanedInput),
        '1',
        'EX',
        this.config.RESTRUCTURE_RECEIPT_TTL_S,
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'could not record a restructure receipt');
    }
  }

  /** SESSION_NOT_RESTRUCTURED unless the member restructured `cleanedInput` lately. */
  async assertHeld(userId: string, cleanedInput: string): Promise<void> {
    let held: number;
    try {
      held = await this.redis.client.exists(this.key(userId, cleanedInput));
    } catch {
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }
    if (held === 0) throw new ServiceError('SESSION_NOT_RESTRUCTURED');
  }

  private key(userId: string, cleanedInput: string): string {
    const digest = createHash('sha256').update(cleanedInput).digest('base64url');
    return `${this.config.REDIS_PREFIX}gateway:receipt:${userId}:${digest}`;
  }
}
