import { Inject, Injectable } from '@nestjs/common';
import {
  PATTERNS,
  SERVICE_NAMES,
  type Command,
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
import { RestructureReceipts } from '../receipts/restructure-receipts.js';
import { IdempotencyIndex } from './idempotency-index.js';
import type { GatewayConfig } from '../config.js';
import { canonicalPins, restructureIdempotencyKey } from './restructure-key.js';

/**
 * `POST /api/process-text` after authentication and the body DTO: reserve one unit of quota (402 when
 * the month is used up; a re-run with pins is a restructure like any other), validate the text
 * against the plan's maximum (400 with the validator's message), restructure (text-processing, with the plan's priority and model, within
 * PROCESS_TEXT_TIMEOUT_MS). Any failure after the reservation gives the unit back before the error
 * reaches the member.
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
  ) {}

  async process(
    userId: string,
    body: ProcessTextRequestDto,
    idempotencyKey: string | undefined,
  ): Promise<ProcessTextResponse> {
    const pins = canonicalPins(body.pins);
    const commandKey = restructureIdempotencyKey(userId, idempotencyKey, { ...body, pins });
    const quota: Command = { userId, idempotencyKey: commandKey };

    let reservation: QuotaReservation;
    try {
      reservation = await rpc<QuotaReservation>(this.billing, PATTERNS.billing.quotaReserve, quota);
    } catch (error) {
      // A reservation that timed out or got lost may still have been made: give it back too.
      if (
        error instanceof TransportError &&
        (error.code === 'UPSTREAM_TIMEOUT' || error.code === 'SERVICE_UNAVAILABLE')
      ) {
        await this.release(quota, error);
      }
      throw error;
    }

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
      await this.receipts.record(userId, validation.sanitizedInput);
      return {
        outputText: result.outputText,
        detectedLogicType: result.detectedLogicType,
        explanation: result.explanation,
        sentences: result.sentences,
        order: result.order,
      };
    } catch (error) {
      await this.release(quota, error);
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
