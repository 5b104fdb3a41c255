import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PATTERNS,
  type QuotaRecordResult,
  type QuotaReleaseResult,
  type QuotaReservation,
  type QuotaStatusResponse,
} from '@untangle/contracts';
import { CommandDto, QuotaRecordCommandDto, UserScopedDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { QuotaService } from './quota.service.js';
import { UsageRecords } from './usage-records.js';

@Controller()
export class QuotaMessagesController {
  constructor(
    private readonly quota: QuotaService,
    private readonly usage: UsageRecords,
  ) {}

  /** One restructure's worth of quota, or QUOTA_EXCEEDED (402). Idempotent on idempotencyKey. */
  @MessagePattern(PATTERNS.billing.quotaReserve)
  async reserve(@Payload() data: unknown): Promise<QuotaReservation> {
    const { userId, idempotencyKey } = await validateDto(CommandDto, data);
    return this.quota.reserve(userId, idempotencyKey);
  }

  /** Gives back what `reserve` took for the same idempotencyKey (a failed restructure); at most once. */
  @MessagePattern(PATTERNS.billing.quotaRelease)
  async release(@Payload() data: unknown): Promise<QuotaReleaseResult> {
    const { userId, idempotencyKey } = await validateDto(CommandDto, data);
    return this.quota.release(userId, idempotencyKey);
  }

  /** Counts restructures let through on a cached plan without a limit; once per (member, idempotencyKey). */
  @MessagePattern(PATTERNS.billing.quotaRecord)
  async record(@Payload() data: unknown): Promise<QuotaRecordResult> {
    const { records } = await validateDto(QuotaRecordCommandDto, data);
    return this.usage.record(records);
  }

  @MessagePattern(PATTERNS.billing.quotaStatus)
  async status(@Payload() data: unknown): Promise<QuotaStatusResponse> {
    const { userId } = await validateDto(UserScopedDto, data);
    return this.quota.status(userId);
  }
}
