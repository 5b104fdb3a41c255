import type { JobsOptions, RedisOptions, WorkerOptions } from 'bullmq';
import type { TextProcessingConfig } from '../config.js';

/**
 * BullMQ key prefix: under the service's REDIS_PREFIX, so a test suite's prefix isolates its queue
 * too (`untangle:bull:restructure:*` by default).
 */
export function bullPrefix(config: Pick<TextProcessingConfig, 'REDIS_PREFIX'>): string {
  return `${config.REDIS_PREFIX}bull`;
}

/**
 * Connection of a Queue (commands only). BullMQ creates and owns it. A command during an outage fails
 * after a few retries instead of waiting forever, so a request answers SERVICE_UNAVAILABLE.
 */
export function commandConnection(config: Pick<TextProcessingConfig, 'REDIS_URL'>): RedisOptions {
  return { url: config.REDIS_URL, maxRetriesPerRequest: 3 };
}

/** Connection of a Worker or QueueEvents: blocking reads need `maxRetriesPerRequest: null`. */
export function blockingConnection(config: Pick<TextProcessingConfig, 'REDIS_URL'>): RedisOptions {
  return { url: config.REDIS_URL, maxRetriesPerRequest: null };
}

/** Options of every restructure job but its id and priority. */
export function jobOptions(config: TextProcessingConfig): JobsOptions {
  return {
    attempts: config.TEXT_PROCESSING_ATTEMPTS,
    backoff: {
      type: 'exponential',
      delay: config.TEXT_PROCESSING_BACKOFF_MS,
      jitter: config.TEXT_PROCESSING_BACKOFF_JITTER,
    },
    // Windows, not `true`: a finished job must outlive the events and state checks that read it,
    // and an idempotent retry of a request reads its completed result from here.
    ...retention(config),
  };
}

/** How long finished jobs are kept (age in seconds and count), completed and failed apart. */
function retention(config: TextProcessingConfig) {
  return {
    removeOnComplete: {
      age: config.TEXT_PROCESSING_KEEP_COMPLETED_S,
      count: config.TEXT_PROCESSING_KEEP_COMPLETED_COUNT,
    },
    removeOnFail: {
      age: config.TEXT_PROCESSING_KEEP_FAILED_S,
      count: config.TEXT_PROCESSING_KEEP_FAILED_COUNT,
    },
  };
}

/** Worker settings: concurrency, lock and stalled-job recovery (see .env.example for the numbers). */
export function workerOptions(
  config: TextProcessingConfig,
): Omit<WorkerOptions, 'connection' | 'prefix' | 'autorun'> {
  return {
    concurrency: config.TEXT_PROCESSING_CONCURRENCY,
    lockDuration: config.TEXT_PROCESSING_LOCK_DURATION_MS,
    stalledInterval: config.TEXT_PROCESSING_STALLED_INTERVAL_MS,
    maxStalledCount: config.TEXT_PROCESSING_MAX_STALLED_COUNT,
    ...retention(config),
  };
}

/**
 * Longest time a killed worker's job waits before another worker takes it: the lock lapses at most
 * lockDuration after its last renewal, and the stalled check needs up to two of its intervals to see
 * it (one to mark the job, one to move it back).
 */
export function worstCaseRecoveryMs(config: TextProcessingConfig): number {
  return config.TEXT_PROCESSING_LOCK_DURATION_MS + 2 * config.TEXT_PROCESSING_STALLED_INTERVAL_MS;
}
