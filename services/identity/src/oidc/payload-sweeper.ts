import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DATA_SOURCE, LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { sweepExpiredPayloads } from './oidc-payload.repository.js';

/** Deletes expired provider rows every OIDC_SWEEP_INTERVAL_MS (they are never read once expired). */
@Injectable()
export class PayloadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.OIDC_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  sweep(): Promise<void> {
    this.running ??= sweepExpiredPayloads(this.dataSource)
      .then((count) => {
        if (count > 0) this.logger.info({ count }, 'swept expired provider rows');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'sweeping expired provider rows failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
