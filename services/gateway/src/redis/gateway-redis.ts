import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';

/**
 * The gateway's own Redis connection for small keys it keeps (idempotency index, restructure
 * receipts). Connects on first use; a command fails after one retry instead of waiting out an outage.
 */
@Injectable()
export class GatewayRedis implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(SERVICE_CONFIG) config: GatewayConfig) {
    // Commands of requests served in the same tick go out in one write.
    this.redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => undefined);
  }

  get client(): Redis {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
