import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import {
  QUEUES,
  type QueueJobState,
  type QueuePositionResponse,
  type RestructureJobData,
  type RestructureJobResult,
} from '@untangle/contracts';
import { LOGGER, ReadinessRegistry, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { TextProcessingConfig } from '../config.js';
import { bullPrefix, commandConnection, jobOptions } from './queue-settings.js';

export type RestructureJob = Job<RestructureJobData, RestructureJobResult>;

/** BullMQ stores a prioritised job under `priority * 2^32 + counter` (FIFO within one priority). */
const PRIORITY_SCORE_STEP = 0x100000000;

/**
 * The BullMQ job id of a request. Idempotency keys made by the gateway are uuids or `k…` hashes and pass
 * unchanged; anything else is percent-encoded (one-to-one), since BullMQ refuses ":" in custom ids.
 */
export function jobIdFor(idempotencyKey: string): string {
  const id = encodeURIComponent(idempotencyKey);
  if (/^\d+$/.test(id))
    throw new ServiceError('VALIDATION_FAILED', 'idempotencyKey must not be a plain number.');
  return id;
}

export interface QueueDepth {
  /** Waiting jobs by priority (as a string). */
  perPriority: Record<string, number>;
  active: number;
  delayed: number;
}

export type Submission =
  /**
   * A new job, or one already waiting or running for this request (`existing`: it may have ended
   * meanwhile, and its end is told to the process that added it): wait for it.
   */
  | { kind: 'queued'; job: RestructureJob; existing: boolean }
  /** This request was processed already (an idempotent retry): here is its result. */
  | { kind: 'completed'; result: RestructureJobResult };

/** The `restructure` queue: adding jobs idempotently, reading their state and their place in line. */
@Injectable()
export class RestructureQueue implements OnApplicationShutdown {
  readonly queue: Queue<RestructureJobData, RestructureJobResult>;
  /** Our own connection for the reads BullMQ has no helper for (rank in the prioritised set). */
  private readonly redis: Redis;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TextProcessingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    readiness: ReadinessRegistry,
  ) {
    this.queue = new Queue<RestructureJobData, RestructureJobResult>(QUEUES.restructure.name, {
      connection: commandConnection(config),
      prefix: bullPrefix(config),
      defaultJobOptions: jobOptions(config),
    });
    this.queue.on('error', (error) => this.logger.warn({ err: error }, 'restructure queue: Redis error'));
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 3,
      lazyConnect: true,
      enableAutoPipelining: true,
    });
    this.redis.on('error', (error: Error) =>
      this.logger.warn({ err: error }, 'restructure queue reader: Redis error'),
    );
    readiness.register('queue', async () => {
      await this.queue.waitUntilReady();
      if (this.redis.status === 'wait') await this.redis.connect();
      await this.redis.ping();
    });
  }

  /**
   * Adds the job of a request, once: a second delivery or an idempotent retry of the same request
   * finds the job already there (waiting, running or done) and uses it. A failed earlier run is
   * replaced by a new one (the member asked again); a job of another member, or of another text under
   * the same idempotency key, is a conflict. The read, the add and the member's latest job go out
   * together, in one round trip: BullMQ's add leaves a job that exists untouched.
   */
  async submit(data: RestructureJobData, priority: number): Promise<Submission> {
    if (!Number.isInteger(priority) || priority < 1) {
      throw new Error(`A restructure job needs an explicit priority (got ${priority})`);
    }
    const jobId = jobIdFor(data.idempotencyKey);
    const add = () =>
      this.queue.add(QUEUES.restructure.jobs.restructure, data, {
        ...jobOptions(this.config),
        jobId,
        priority,
      });
    const [existing, added] = await Promise.all([
      this.getJob(jobId),
      add(),
      this.rememberLatest(data.userId, jobId),
    ]);
    if (!existing) return { kind: 'queued', job: added, existing: false };
    if (!sameRequest(existing.data, data)) throw new ServiceError('IDEMPOTENCY_CONFLICT');
    const state = await existing.getState();
    if (state === 'completed') {
      // The job may have finished between reading it and asking its state: read its result again.
      const result = existing.returnvalue ?? (await this.getJob(jobId))?.returnvalue;
      return result ? { kind: 'completed', result } : { kind: 'queued', job: existing, existing: true };
    }
    if (state !== 'failed' && state !== 'unknown') return { kind: 'queued', job: existing, existing: true };
    await this.queue.remove(jobId);
    return { kind: 'queued', job: await add(), existing: false };
  }

  getJob(jobId: string): Promise<RestructureJob | undefined> {
    return Job.fromId<RestructureJobData, RestructureJobResult>(this.queue, jobId);
  }

  /** Removes a job that has not started (waiting, prioritised or delayed); false if it is running. */
  async removeIfNotStarted(jobId: string): Promise<boolean> {
    const state = await this.queue.getJobState(jobId);
    if (state === 'active' || state === 'completed' || state === 'failed' || state === 'unknown')
      return false;
    return (await this.queue.remove(jobId)) === 1;
  }

  /**
   * Where the member's job stands: for a waiting job, how many jobs run before it — the active ones,
   * any unprioritised waiting ones, and the prioritised ones ranked ahead of it (lower priority
   * number, or the same one added earlier: its rank in BullMQ's prioritised set, O(log n)). Only the
   * owner learns anything; another member's job id answers 'unknown'.
   */
  async position(userId: string, idempotencyKey?: string): Promise<QueuePositionResponse> {
    const jobId = idempotencyKey === undefined ? await this.latestJobId(userId) : safeJobId(idempotencyKey);
    if (!jobId) return UNKNOWN;
    const keys = this.queue.keys;
    const replies = await this.reader()
      .multi()
      .hmget(this.queue.toKey(jobId), 'data', 'priority')
      .zrank(keys.prioritized!, jobId)
      .llen(keys.wait!)
      .llen(keys.active!)
      .exec();
    if (!replies || replies.some(([error]) => error)) throw new ServiceError('SERVICE_UNAVAILABLE');
    const [fields, rank, waiting, active] = replies.map(([, value]) => value) as [
      [string | null, string | null],
      number | null,
      number,
      number,
    ];
    if (!ownedBy(fields[0], userId)) return UNKNOWN;
    if (rank !== null) return { state: 'waiting', ahead: active + waiting + rank };

    const state = await this.queue.getJobState(jobId);
    switch (state) {
      case 'active':
      case 'completed':
      case 'failed':
        return { state, ahead: 0 };
      case 'waiting': {
        // The wait list is taken from its right end: everything to our right goes first.
        const index = (await this.reader().lpos(keys.wait!, jobId)) ?? 0;
        return { state: 'waiting', ahead: active + Math.max(0, waiting - 1 - index) };
      }
      case 'delayed': {
        // Waiting out a retry delay: it rejoins its priority at the back.
        const priority = Number(fields[1] ?? 0);
        const before =
          priority > 0
            ? await this.reader().zcount(keys.prioritized!, '-inf', (priority + 1) * PRIORITY_SCORE_STEP - 1)
            : 0;
        return { state: 'waiting', ahead: active + waiting + before };
      }
      default:
        return UNKNOWN;
    }
  }

  /** Jobs per state and, for waiting ones, per priority (for the queue-depth gauge). */
  async depth(priorities: number[]): Promise<QueueDepth> {
    const [perPriority, counts] = await Promise.all([
      this.queue.getCountsPerPriority(priorities),
      this.queue.getJobCounts('active', 'delayed'),
    ]);
    return { perPriority, active: counts.active ?? 0, delayed: counts.delayed ?? 0 };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    if (this.redis.status !== 'end' && this.redis.status !== 'wait') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      this.redis.disconnect();
    }
  }

  private latestKey(userId: string): string {
    return `${this.config.REDIS_PREFIX}text-processing:latest:${encodeURIComponent(userId)}`;
  }

  /** The member's most recent job, for a position query that names none. */
  private async rememberLatest(userId: string, jobId: string): Promise<void> {
    await this.reader().set(
      this.latestKey(userId),
      jobId,
      'EX',
      this.config.TEXT_PROCESSING_KEEP_COMPLETED_S,
    );
  }

  private latestJobId(userId: string): Promise<string | null> {
    return this.reader().get(this.latestKey(userId));
  }

  private reader(): Redis {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    return this.redis;
  }
}

const UNKNOWN: QueuePositionResponse = { state: 'unknown' satisfies QueueJobState, ahead: 0 };

function safeJobId(idempotencyKey: string): string | undefined {
  try {
    return jobIdFor(idempotencyKey);
  } catch {
    return undefined;
  }
}

function ownedBy(rawData: string | null, userId: string): boolean {
  if (!rawData) return false;
  try {
    return (JSON.parse(rawData) as Partial<RestructureJobData>).userId === userId;
  } catch {
    return false;
  }
}

function sameRequest(stored: RestructureJobData, incoming: RestructureJobData): boolean {
  return (
    stored.userId === incoming.userId &&
    stored.text === incoming.text &&
    stored.logicType === incoming.logicType
  );
}
