import { Injectable } from '@nestjs/common';
import { PLANS, type QuotaRecordResult, type UsageRecord } from '@untangle/contracts';
import { ServiceError } from '@untangle/transport';
import { accountHash } from '../subscriptions/subscriptions.repository.js';
import { monthKey } from '../time/calendar.js';
import { Clock } from '../time/clock.js';
import { QuotaRepository } from './quota.repository.js';

/**
 * `quota.record`: counts restructures that succeeded on a cached plan without a monthly limit, in
 * the month of billing's clock, exactly as a reservation of that plan that was never released would
 * have (QuotaRepository.recordUnlimited). A plan with a monthly limit always needs a reservation.
 */
@Injectable()
export class UsageRecords {
  constructor(
    private readonly repository: QuotaRepository,
    private readonly clock: Clock,
  ) {}

  async record(records: readonly UsageRecord[]): Promise<QuotaRecordResult> {
    const limited = records.find((record) => PLANS[record.plan].monthlyRestructures !== null);
    if (limited) {
      throw new ServiceError('VALIDATION_FAILED', `A ${limited.plan} restructure needs a reservation.`);
    }
    const now = this.clock.now();
    const recorded = await this.repository.recordUnlimited(
      records.map((record) => ({ ...record, userHash: accountHash(record.userId) })),
      monthKey(now),
      now,
    );
    return { recorded };
  }
}
