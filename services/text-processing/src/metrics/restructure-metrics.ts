import { Inject, Injectable } from '@nestjs/common';
import { PLANS } from '@untangle/contracts';
import { LOGGER, Registry } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram } from 'prom-client';
import { RestructureQueue, type QueueDepth } from '../queue/restructure-queue.js';

const PRIORITIES = [...new Set(Object.values(PLANS).map((plan) => plan.queuePriority))].sort((a, b) => a - b);

/**
 * Prometheus metrics of restructuring, on the service's `/metrics` (nest-kit's registry):
 * - `restructure_queue_waiting_jobs{priority}` and `restructure_queue_jobs{state}` — read from Redis
 *   on each scrape, so every replica reports the shared queue;
 * - `restructure_job_wait_seconds{plan}` — added to first start (BullMQ's processedOn − timestamp);
 * - `restructure_job_processing_seconds{engine, outcome}`;
 * - `restructure_provider_errors_total{engine, kind}` — rate limits, server errors, timeouts,
 *   malformed answers, fidelity failures...;
 * - `restructure_jobs_total{outcome}` — completed, failed, retried, expired (skipped or dropped at
 *   their deadline).
 */
@Injectable()
export class RestructureMetrics {
  readonly waitTime: Histogram<'plan'>;
  readonly processingTime: Histogram<'engine' | 'outcome'>;
  readonly providerErrors: Counter<'engine' | 'kind'>;
  readonly jobs: Counter<'outcome'>;

  constructor(registry: Registry, queue: RestructureQueue, @Inject(LOGGER) logger: Logger) {
    // prom-client collects every metric of a scrape at once: the two gauges share one read of Redis.
    let lastRead: { at: number; depth: Promise<QueueDepth | undefined> } | undefined;
    const readDepth = (): Promise<QueueDepth | undefined> => {
      if (!lastRead || Date.now() - lastRead.at > 1_000) {
        lastRead = {
          at: Date.now(),
          depth: queue.depth(PRIORITIES).catch((error: unknown) => {
            logger.warn({ err: error }, 'restructure queue depth unavailable for /metrics');
            return undefined;
          }),
        };
      }
      return lastRead.depth;
    };
    new Gauge({
      name: 'restructure_queue_waiting_jobs',
      help: 'Restructure jobs waiting, by BullMQ priority (1 Pro, 10 free)',
      labelNames: ['priority'],
      registers: [registry],
      async collect() {
        const depth = await readDepth();
        if (!depth) return;
        for (const priority of PRIORITIES) {
          this.set({ priority: String(priority) }, depth.perPriority[String(priority)] ?? 0);
        }
      },
    });
    new Gauge({
      name: 'restructure_queue_jobs',
      help: 'Restructure jobs running (active) or waiting out a retry delay (delayed)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const depth = await readDepth();
        if (!depth) return;
        this.set({ state: 'active' }, depth.active);
        this.set({ state: 'delayed' }, depth.delayed);
      },
    });
    this.waitTime = new Histogram({
      name: 'restructure_job_wait_seconds',
      help: 'Time from adding a restructure job to its first start',
      labelNames: ['plan'],
      buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
      registers: [registry],
    });
    this.processingTime = new Histogram({
      name: 'restructure_job_processing_seconds',
      help: 'Time one run of a restructure job took',
      labelNames: ['engine', 'outcome'],
      buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
      registers: [registry],
    });
    this.providerErrors = new Counter({
      name: 'restructure_provider_errors_total',
      help: 'Failed restructure engine calls, by kind',
      labelNames: ['engine', 'kind'],
      registers: [registry],
    });
    this.jobs = new Counter({
      name: 'restructure_jobs_total',
      help: 'Restructure job runs by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    });
  }
}
