import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@untangle/contracts';
import { LOGGER, ReadinessRegistry, SERVICE_CONFIG } from '@untangle/nest-kit';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';
import { MaintenanceService } from './maintenance.service.js';

/** The one job scheduler, keyed by the job it schedules (the key BullMQ stores it under). */
const MAINTENANCE_SCHEDULER_ID = QUEUES.billingMaintenance.jobs.expireSubscriptions;

/** BullMQ keys live under the service's Redis prefix, next to the transport streams. */
export const bullPrefix = (config: Pick<BillingConfig, 'REDIS_PREFIX'>) => `${config.REDIS_PREFIX}bull`;

/**
 * Runs `expire-subscriptions` every BILLING_MAINTENANCE_EVERY_MS through a BullMQ job scheduler:
 * one scheduler however many replicas upsert it, and each run handled by one worker.
 */
@Injectable()
export class MaintenanceScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private connection?: Redis;
  private queue?: Queue;
  private worker?: Worker;
  private started?: Promise<void>;
  private stopped?: Promise<void>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly maintenance: MaintenanceService,
    private readonly readiness: ReadinessRegistry,
  ) {}

  /** Nest calls the bootstrap hook once per part of a hybrid app (HTTP and transport): start once. */
  onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  onApplicationShutdown(): Promise<void> {
    this.stopped ??= this.stop();
    return this.stopped;
  }

  private async start(): Promise<void> {
    const { name, jobs } = QUEUES.billingMaintenance;
    // Workers block on Redis: BullMQ requires maxRetriesPerRequest null on their connection.
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const prefix = bullPrefix(this.config);
    this.queue = new Queue(name, { connection: this.connection, prefix });
    await this.queue.upsertJobScheduler(
      MAINTENANCE_SCHEDULER_ID,
      { every: this.config.BILLING_MAINTENANCE_EVERY_MS },
      {
        name: jobs.expireSubscriptions,
        opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } },
      },
    );
    this.worker = new Worker(name, () => this.maintenance.run(), {
      connection: this.connection,
      prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.error({ err: error, jobId: job?.id }, 'billing maintenance job failed'),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'billing maintenance worker error'));
    this.readiness.register('maintenance-queue', async () => {
      await this.connection?.ping();
    });
  }

  private async stop(): Promise<void> {
    await this.started?.catch(() => undefined);
    await this.worker?.close();
    await this.queue?.close();
    if (this.connection && this.connection.status !== 'end') {
      await this.connection.quit().catch(() => this.connection?.disconnect());
    }
  }
}
