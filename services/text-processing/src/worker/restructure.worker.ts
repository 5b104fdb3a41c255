import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { QUEUES, type RestructureJobData, type RestructureJobResult } from '@untangle/contracts';
import { LOGGER, ReadinessRegistry, SERVICE_CONFIG, requestContext } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { TextProcessingConfig } from '../config.js';
import { RESTRUCTURE_ENGINE, type RestructureEngine } from '../engines/engine.js';
import { RestructureMetrics } from '../metrics/restructure-metrics.js';
import { permanentFailure } from '../queue/job-failure.js';
import {
  blockingConnection,
  bullPrefix,
  workerOptions,
  worstCaseRecoveryMs,
} from '../queue/queue-settings.js';
import { RestructureRunner } from './restructure-runner.js';

type RestructureJob = Job<RestructureJobData, RestructureJobResult>;

/**
 * The BullMQ worker of the `restructure` queue (role `worker` or `all`). A job whose deadline passed
 * before it started is skipped; a result that arrives after it is dropped (the member already got
 * PROCESSING_TIMEOUT and was not charged). On SIGTERM the worker stops taking jobs and lets the active
 * ones finish, for at most TEXT_PROCESSING_SHUTDOWN_TIMEOUT_MS; whatever is still running then is
 * taken over by another worker through stalled-job recovery.
 */
@Injectable()
export class RestructureWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: Worker<RestructureJobData, RestructureJobResult>;
  private started?: Promise<void>;
  private readonly runner: RestructureRunner;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TextProcessingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(RESTRUCTURE_ENGINE) private readonly engine: RestructureEngine,
    private readonly metrics: RestructureMetrics,
    private readonly readiness: ReadinessRegistry,
  ) {
    this.runner = new RestructureRunner(engine, metrics, logger);
  }

  /** Once: a hybrid Nest app (HTTP + transport) runs the bootstrap hooks for each of its parts. */
  onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<void> {
    const worker = new Worker<RestructureJobData, RestructureJobResult>(
      QUEUES.restructure.name,
      // Each job runs under the trace id of the HTTP request it serves (one id across every log).
      (job, _token, signal) =>
        requestContext.run({ traceId: job.data.traceId ?? job.id ?? 'unknown' }, () =>
          this.process(job, signal),
        ),
      {
        ...workerOptions(this.config),
        connection: blockingConnection(this.config),
        prefix: bullPrefix(this.config),
        autorun: true,
      },
    );
    worker.on('error', (error) => this.logger.warn({ err: error }, 'restructure worker: Redis error'));
    worker.on('stalled', (jobId) =>
      this.logger.warn({ jobId }, 'restructure job stalled; back in the queue'),
    );
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.finishedOn !== undefined;
      this.metrics.jobs.inc({ outcome: final ? 'failed' : 'retried' });
      this.logger.info(
        { jobId: job.id, attemptsMade: job.attemptsMade, final, reason: error.message },
        final ? 'restructure job failed' : 'restructure job attempt failed; retrying with backoff',
      );
    });
    worker.on('completed', () => this.metrics.jobs.inc({ outcome: 'completed' }));
    this.worker = worker;
    await worker.waitUntilReady();
    this.readiness.register('worker', async () => {
      if (!worker.isRunning()) throw new Error('the restructure worker is not running');
      await worker.waitUntilReady();
    });
    this.logger.info(
      {
        engine: this.engine.name,
        concurrency: this.config.TEXT_PROCESSING_CONCURRENCY,
        lockDurationMs: this.config.TEXT_PROCESSING_LOCK_DURATION_MS,
        stalledIntervalMs: this.config.TEXT_PROCESSING_STALLED_INTERVAL_MS,
        worstCaseRecoveryMs: worstCaseRecoveryMs(this.config),
      },
      'restructure worker started',
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    let timer: NodeJS.Timeout | undefined;
    const gracefully = worker.close().then(() => true);
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.config.TEXT_PROCESSING_SHUTDOWN_TIMEOUT_MS);
    });
    const closed = await Promise.race([gracefully, timedOut]).catch(() => false);
    clearTimeout(timer);
    if (!closed) {
      this.logger.warn(
        'restructure worker: active jobs did not finish in time; another worker will take them over',
      );
      await worker.close(true).catch(() => undefined);
    }
    await this.engine.close?.();
  }

  private async process(job: RestructureJob, signal?: AbortSignal): Promise<RestructureJobResult> {
    const { data } = job;
    const startedAt = Date.now();
    if (job.attemptsStarted <= 1 && job.stalledCounter === 0) {
      this.metrics.waitTime.observe({ plan: data.plan }, Math.max(0, startedAt - job.timestamp) / 1000);
    }
    if (startedAt >= data.deadline) {
      this.metrics.jobs.inc({ outcome: 'expired' });
      throw permanentFailure('PROCESSING_TIMEOUT');
    }
    const pastDeadline = () => Date.now() >= data.deadline;
    const deadlineSignal = AbortSignal.timeout(Math.max(1, data.deadline - startedAt));
    const combined = signal ? AbortSignal.any([signal, deadlineSignal]) : deadlineSignal;
    const stopTimer = this.metrics.processingTime.startTimer({ engine: this.engine.name });
    let outcome = 'failed';
    try {
      const output = await this.runner.run(
        {
          text: data.text,
          logicType: data.logicType,
          modelTier: data.modelTier,
          ...(data.pins ? { pins: data.pins } : {}),
        },
        { signal: combined, pastDeadline, ...(job.priority ? { priority: job.priority } : {}) },
      );
      if (pastDeadline()) {
        outcome = 'expired';
        this.metrics.jobs.inc({ outcome: 'expired' });
        throw permanentFailure('PROCESSING_TIMEOUT');
      }
      outcome = 'completed';
      return { ...output, engine: this.engine.name };
    } finally {
      stopTimer({ outcome });
      this.logger.info(
        { jobId: job.id, plan: data.plan, outcome, ms: Date.now() - startedAt, engine: this.engine.name },
        'restructure job',
      );
    }
  }
}
