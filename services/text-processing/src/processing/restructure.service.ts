import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  processTextResponseOf,
  type QueuePositionResponse,
  type RestructureCommand,
  type RestructureJobData,
  type RestructureResult,
} from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG, currentTraceId } from '@untangle/nest-kit';
import { validateText } from '@untangle/text-validation';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { TextProcessingConfig } from '../config.js';
import { decodeFailure } from '../queue/job-failure.js';
import { jobIdFor, RestructureQueue } from '../queue/restructure-queue.js';
import { ResultWaiter } from '../queue/result-waiter.js';

/** We answer this long before the caller's transport deadline, so it gets our clear 504, not its own. */
export function replyMarginMs(remainingMs: number): number {
  return Math.min(1_000, Math.max(50, Math.floor(remainingMs * 0.1)));
}

/**
 * The api part of text-processing: turns a `text.restructure` command into a BullMQ job (one per
 * idempotencyKey) and answers with its result, its coded failure, or PROCESSING_TIMEOUT shortly before the
 * caller's deadline — removing the job then if it has not started (a started one drops its result).
 */
@Injectable()
export class RestructureService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TextProcessingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly queue: RestructureQueue,
    private readonly waiter: ResultWaiter,
  ) {}

  async restructure(
    command: RestructureCommand,
    callerDeadline: number | undefined,
  ): Promise<RestructureResult> {
    // The gateway validated already; the plan's limit is enforced again where the work happens.
    const validation = validateText(command.inputText, { maxLength: command.maxChars });
    if (!validation.isValid) throw new ServiceError('VALIDATION_FAILED', validation.error);

    const now = Date.now();
    const deadline = callerDeadline ?? now + this.config.TRANSPORT_TIMEOUT_MS;
    const answerBy = deadline - replyMarginMs(deadline - now);
    if (answerBy <= now) throw new ServiceError('PROCESSING_TIMEOUT');

    const jobId = jobIdFor(command.idempotencyKey);
    const data: RestructureJobData = {
      idempotencyKey: command.idempotencyKey,
      userId: command.userId,
      text: validation.sanitizedInput,
      logicType: command.logicType,
      modelTier: command.modelTier,
      plan: command.plan,
      ...(command.pins && command.pins.length > 0 ? { pins: command.pins } : {}),
      deadline: answerBy,
      traceId: currentTraceId(),
    };
    // Wait first, then add: the job's end cannot slip between the two.
    const wait = this.waiter.wait(jobId, answerBy);
    try {
      const submission = await this.queue.submit(data, command.priority);
      if (submission.kind === 'completed') {
        wait.cancel();
        return processTextResponseOf(submission.result);
      }
      wait.arm();
      // A job added now ends with an event the wait hears; one already there may have ended meanwhile.
      if (submission.existing) void this.waiter.check(jobId).catch(() => undefined);
    } catch (error) {
      wait.cancel();
      if (error instanceof ServiceError) throw error;
      this.logger.warn({ err: error, jobId }, 'could not add the restructure job');
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }

    const outcome = await wait.outcome;
    switch (outcome.kind) {
      case 'completed':
        return processTextResponseOf(outcome.result);
      case 'failed': {
        const failure = decodeFailure(outcome.reason);
        if (!failure.coded) {
          const errorId = randomUUID();
          this.logger.error({ errorId, jobId, reason: outcome.reason }, 'restructure job failed');
          throw new ServiceError('PROCESSING_FAILED', `${failure.message} (error id ${errorId})`);
        }
        throw new ServiceError(failure.code, failure.message);
      }
      case 'missing':
        throw new ServiceError('PROCESSING_FAILED');
      case 'timeout': {
        const removed = await this.queue.removeIfNotStarted(jobId).catch(() => false);
        this.logger.warn({ jobId, removed }, 'restructure answered PROCESSING_TIMEOUT at its deadline');
        throw new ServiceError('PROCESSING_TIMEOUT');
      }
    }
  }

  position(userId: string, idempotencyKey?: string): Promise<QueuePositionResponse> {
    return this.queue.position(userId, idempotencyKey);
  }
}
