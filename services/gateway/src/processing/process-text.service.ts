import { Inject, Injectable } from '@nestjs/common';
import {
  PATTERNS,
  processTextResponseOf,
  SERVICE_NAMES,
  type Command,
  type PlanId,
  type ProcessTextResponse,
  type QueuePositionQuery,
  type QueuePositionResponse,
  type QuotaReleaseResult,
  type QuotaReservation,
  type RestructureCommand,
  type RestructureResult,
} from '@untangle/contracts';
import type { ProcessTextRequestDto } from '@untangle/contracts/dto';
import { LOGGER, rpc, SERVICE_CONFIG } from '@untangle/nest-kit';
import { validateText } from '@untangle/text-validation';
import { InjectServiceClient, RedisStreamsClient, ServiceError, TransportError } from '@untangle/transport';
import type { Logger } from 'pino';
import { PlanCache } from '../plan-cache/plan-cache.js';
import { UsageRecorder } from '../plan-cache/usage-recorder.js';
import { RestructureReceipts } from '../receipts/restructure-receipts.js';
import { IdempotencyIndex } from './idempotency-index.js';
import type { GatewayConfig } from '../config.js';
import { canonicalPins, restructureIdempotencyKey } from './restructure-key.js';

/**
 * `POST /api/process-text` after authentication and the body DTO: reserve one unit of quota (402 when
 * the month is used up; a re-run with pins is a restructure like any other), validate the text
 * against the plan's maximum (400 with the validator's message), restructure (text-processing, with the plan's priority and model, within
 * PROCESS_TEXT_TIMEOUT_MS). Any failure after the reservation gives the unit back before the error
 * reaches the member. A member whose plan has no monthly limit and is cached (PlanCache) reserves
 * nothing: their restructure is recorded once it succeeded, before the member gets it.
 */
@Injectable()
export class ProcessTextService {
  constructor(
    @InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient,
    @InjectServiceClient(SERVICE_NAMES.textProcessing) private readonly textProcessing: RedisStreamsClient,
    @Inject(SERVICE_CONFIG) private readonly settings: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly keys: IdempotencyIndex,
    private readonly receipts: RestructureReceipts,
    private readonly plans: PlanCache,
    private readonly usage: UsageRecorder,
  ) {}

  async process(
    userId: string,
    body: ProcessTextRequestDto,
    idempotencyKey: string | undefined,
  ): Promise<ProcessTextResponse> {
    const pins = canonicalPins(body.pins);
    const commandKey = restructureIdempotencyKey(userId, idempotencyKey, { ...body, pins });
    const quota: Command = { userId, idempotencyKey: commandKey };

    const cached = this.plans.lookup(userId);
    const reservation = cached ?? (await this.reserve(userId, quota));

    try {
      const validation = validateText(body.inputText, { maxLength: reservation.maxChars });
      if (!validation.isValid) throw new ServiceError('VALIDATION_FAILED', validation.error);
      if (idempotencyKey !== undefined) await this.keys.remember(userId, idempotencyKey, commandKey);
      const command: RestructureCommand = {
        userId,
        idempotencyKey: commandKey,
        inputText: validation.sanitizedInput,
        logicType: body.logicType,
        plan: reservation.plan,
        modelTier: reservation.modelTier,
        priority: reservation.priority,
        maxChars: reservation.maxChars,
        ...(pins.length > 0 ? { pins } : {}),
      };
      const result = await rpc<RestructureResult>(
        this.textProcessing,
        PATTERNS.textProcessing.restructure,
        command,
        {
          timeoutMs: this.settings.PROCESS_TEXT_TIMEOUT_MS,
        },
      );
      // The receipt (best effort, never throws) goes out beside the record, not after it.
      await Promise.all([
        cached ? this.recordUsage(quota, cached.plan) : undefined,
        this.receipts.record(userId, validation.sanitizedInput),
      ]);
      return processTextResponseOf(result);
    } catch (error) {
      // A cached plan reserved nothing (recordUsage gives back what a failed record may have counted).
      if (!cached) await this.release(quota, error);
      throw error;
    }
  }

  private async reserve(userId: string, quota: Command): Promise<QuotaReservation> {
    const version = this.plans.version;
    let reservation: QuotaReservation;
    try {
      reservation = await rpc<QuotaReservation>(this.billing, PATTERNS.billing.quotaReserve, quota);
    } catch (error) {
      // A reservation that timed out or got lost may still have been made: give it back too.
      if (mayHaveApplied(error)) await this.release(quota, error);
      throw error;
    }
    this.plans.remember(userId, reservation, version);
    return reservation;
  }

  /** Counts a restructure done on a cached plan; on failure the member gets the error, not the result. */
  private async recordUsage(quota: Command, plan: PlanId): Promise<void> {
    try {
      await this.usage.record({ ...quota, plan });
    } catch (error) {
      if (mayHaveApplied(error)) await this.release(quota, error);
      throw error;
    }
  }

  /** Where the member's job stands. `idempotencyKey` names it; without one, the member's latest. */
  async position(userId: string, idempotencyKey: string | undefined): Promise<QueuePositionResponse> {
    const query: QueuePositionQuery = { userId };
    if (idempotencyKey !== undefined) {
      const commandKey = await this.keys.lookup(userId, idempotencyKey).catch(() => {
        throw new ServiceError('SERVICE_UNAVAILABLE');
      });
      if (commandKey === undefined) return { state: 'unknown', ahead: 0 };
      query.idempotencyKey = commandKey;
    }
    return rpc<QueuePositionResponse>(this.textProcessing, PATTERNS.textProcessing.queuePosition, query);
  }

  /** Best effort: a failed release is logged (with the reason it was needed) and the original error wins. */
  private async release(quota: Command, cause: unknown): Promise<void> {
    try {
      await rpc<QuotaReleaseResult>(this.billing, PATTERNS.billing.quotaRelease, quota);
    } catch (error) {
      this.logger.error(
        {
          err: error,
          idempotencyKey: quota.idempotencyKey,
          cause: (cause as { code?: string })?.code ?? String(cause),
        },
        'could not release the quota reservation of a failed restructure',
      );
    }
  }
}

/** A call that timed out or got lost may still have been carried out. */
function mayHaveApplied(error: unknown): boolean {
  return (
    error instanceof TransportError &&
    (error.code === 'UPSTREAM_TIMEOUT' || error.code === 'SERVICE_UNAVAILABLE')
  );
}
