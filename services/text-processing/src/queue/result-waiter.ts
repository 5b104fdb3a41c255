import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { QUEUES, type RestructureJobResult } from '@untangle/contracts';
import { LOGGER, ReadinessRegistry, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { TextProcessingConfig } from '../config.js';
import { blockingConnection, bullPrefix } from './queue-settings.js';
import { RestructureQueue } from './restructure-queue.js';

export type JobOutcome =
  | { kind: 'completed'; result: RestructureJobResult }
  | { kind: 'failed'; reason: string }
  /** The job is gone (removed, or its retention window passed) without our seeing how it ended. */
  | { kind: 'missing' }
  /** The deadline came first. */
  | { kind: 'timeout' };

interface Waiter {
  /**
   * Set once this request's job is known to be in the queue. Until then a state check could see
   * nothing yet (the add is in flight) or an earlier, failed run that the add is about to replace.
   */
  armed: boolean;
  settle(outcome: JobOutcome): void;
}

export interface Wait {
  outcome: Promise<JobOutcome>;
  /** The job is in the queue now: state checks may settle this wait. */
  arm(): void;
  /** Stops this one wait (others on the same job go on). */
  cancel(): void;
}

/**
 * How an api process learns that jobs ended: ONE QueueEvents listener for the whole process (not one
 * per request), a map jobId → waiters, a periodic state check for events missed while Redis was
 * unreachable, and a deadline per waiter. Nothing waits forever.
 */
@Injectable()
export class ResultWaiter implements OnModuleInit, OnApplicationShutdown {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private events?: QueueEvents;
  private checkTimer?: NodeJS.Timeout;
  private checking = false;
  private started?: Promise<void>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TextProcessingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly restructureQueue: RestructureQueue,
    private readonly readiness: ReadinessRegistry,
  ) {}

  /** Once: a hybrid Nest app (HTTP + transport) runs the init hooks for each of its parts. */
  onModuleInit(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<void> {
    const events = new QueueEvents(QUEUES.restructure.name, {
      connection: blockingConnection(this.config),
      prefix: bullPrefix(this.config),
    });
    events.on('error', (error: Error) => this.logger.warn({ err: error }, 'queue events: Redis error'));
    events.on('completed', ({ jobId, returnvalue }) =>
      this.settle(jobId, { kind: 'completed', result: returnvalue as RestructureJobResult }),
    );
    events.on('failed', ({ jobId, failedReason }) =>
      this.settle(jobId, { kind: 'failed', reason: failedReason }),
    );
    this.events = events;
    await events.waitUntilReady();
    this.readiness.register('queue-events', () => events.waitUntilReady());
    this.checkTimer = setInterval(() => void this.checkStates(), this.config.TEXT_PROCESSING_STATE_CHECK_MS);
    this.checkTimer.unref();
  }

  /** Jobs some request is waiting for. */
  get waitingJobs(): number {
    return this.waiters.size;
  }

  /**
   * Resolves when the job ends or at `answerBy`, whichever is first. Call it BEFORE adding the job
   * (its end cannot then slip between the add and the wait), then `arm()` and `check(jobId)` once
   * the add returned.
   */
  wait(jobId: string, answerBy: number): Wait {
    let set = this.waiters.get(jobId);
    if (!set) this.waiters.set(jobId, (set = new Set()));
    const waiters = set;
    let waiter!: Waiter;
    const outcome = new Promise<JobOutcome>((resolve) => {
      const timer = setTimeout(() => waiter.settle({ kind: 'timeout' }), Math.max(0, answerBy - Date.now()));
      waiter = {
        armed: false,
        settle: (result) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          if (waiters.size === 0 && this.waiters.get(jobId) === waiters) this.waiters.delete(jobId);
          resolve(result);
        },
      };
      waiters.add(waiter);
    });
    return {
      outcome,
      arm: () => {
        waiter.armed = true;
      },
      cancel: () => waiter.settle({ kind: 'missing' }),
    };
  }

  /** Reads the job's state and settles its armed waiters if it has ended (or is gone). */
  async check(jobId: string): Promise<void> {
    if (![...(this.waiters.get(jobId) ?? [])].some((waiter) => waiter.armed)) return;
    const job = await this.restructureQueue.getJob(jobId);
    if (!job) return this.settle(jobId, { kind: 'missing' }, true);
    if (job.finishedOn === undefined) return;
    const state = await job.getState();
    if (state === 'completed') this.settle(jobId, { kind: 'completed', result: job.returnvalue }, true);
    else if (state === 'failed') this.settle(jobId, { kind: 'failed', reason: job.failedReason }, true);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.checkTimer);
    for (const jobId of [...this.waiters.keys()]) this.settle(jobId, { kind: 'missing' });
    await this.events?.close().catch(() => undefined);
  }

  /** Events settle every waiter of the job; state checks only the armed ones. */
  private settle(jobId: string, outcome: JobOutcome, armedOnly = false): void {
    const waiters = this.waiters.get(jobId);
    if (!waiters) return;
    for (const waiter of [...waiters]) if (waiter.armed || !armedOnly) waiter.settle(outcome);
  }

  private async checkStates(): Promise<void> {
    if (this.checking || this.waiters.size === 0) return;
    this.checking = true;
    try {
      for (const jobId of [...this.waiters.keys()]) {
        await this.check(jobId).catch((error: unknown) =>
          this.logger.debug({ err: error, jobId }, 'restructure job state check failed; retrying later'),
        );
      }
    } finally {
      this.checking = false;
    }
  }
}
