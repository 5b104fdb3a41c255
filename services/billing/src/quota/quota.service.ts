import { Inject, Injectable } from '@nestjs/common';
import {
  PLANS,
  type PlanId,
  type QuotaReleaseResult,
  type QuotaReservation,
  type QuotaStatusResponse,
  wirePlanName,
} from '@untangle/contracts';
import { DATA_SOURCE } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { DataSource } from 'typeorm';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { daysUntilReset, monthKey, nextMonthStart } from '../time/calendar.js';
import { Clock } from '../time/clock.js';

/** Raised by billing.reserve_quota when a free member's month is used up. */
const QUOTA_EXCEEDED_SQLSTATE = 'UQ402';

/** What a restructure may use on `plan`: the answer of quota.reserve. */
export function reservationFor(plan: PlanId): QuotaReservation {
  return {
    plan,
    maxChars: PLANS[plan].maxChars,
    priority: PLANS[plan].queuePriority,
    modelTier: PLANS[plan].modelTier,
  };
}

/**
 * The monthly restructure allowance (calendar month, UTC). Free members get
 * PLANS.free.monthlyRestructures, Pro members are never refused. A reservation is atomic and
 * idempotent on (member, requestId); a release refunds it at most once, to the month it was charged.
 */
@Injectable()
export class QuotaService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  async reserve(userId: string, requestId: string): Promise<QuotaReservation> {
    const { plan } = await this.subscriptions.effective(userId);
    const now = this.clock.now();
    try {
      // Claim and charge atomically in one round trip (migration ReserveQuotaFunction).
      const [row] = (await this.dataSource.query(
        `SELECT "billing"."reserve_quota"($1, $2, $3, $4, $5, $6) AS "plan"`,
        [userId, requestId, plan, monthKey(now), now, PLANS[plan].monthlyRestructures],
      )) as Array<{ plan: PlanId }>;
      return reservationFor(row!.plan);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === QUOTA_EXCEEDED_SQLSTATE) {
        throw new ServiceError('QUOTA_EXCEEDED');
      }
      throw error;
    }
  }

  async release(userId: string, requestId: string): Promise<QuotaReleaseResult> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [released] = (await manager.query(
        `UPDATE "billing"."quota_reservations" SET "status" = 'released', "released_at" = $3
          WHERE "user_id" = $1 AND "request_id" = $2 AND "status" = 'reserved'
          RETURNING "plan", "month"::text AS "month"`,
        [userId, requestId, now],
      )) as [Array<{ plan: PlanId; month: string }>, number];
      const reservation = released[0];
      if (!reservation) return { released: false };
      const column = PLANS[reservation.plan].monthlyRestructures === null ? 'unlimited_used' : 'used';
      await manager.query(
        `UPDATE "billing"."monthly_usage" SET "${column}" = GREATEST("${column}" - 1, 0)
          WHERE "user_id" = $1 AND "month" = $2::date`,
        [userId, reservation.month],
      );
      return { released: true };
    });
  }

  async status(userId: string): Promise<QuotaStatusResponse> {
    const { plan } = await this.subscriptions.effective(userId);
    const now = this.clock.now();
    const [usage] = (await this.dataSource.query(
      `SELECT "used", "unlimited_used" FROM "billing"."monthly_usage" WHERE "user_id" = $1 AND "month" = $2`,
      [userId, monthKey(now)],
    )) as Array<{ used: number; unlimited_used: number }>;
    const limit = PLANS[plan].monthlyRestructures;
    const used = usage?.used ?? 0;
    return {
      analytics: {
        subscriptionStatus: wirePlanName(plan),
        // Free: what counts against the allowance. Pro: every restructure this month.
        textUsage: limit === null ? used + (usage?.unlimited_used ?? 0) : used,
        daysUntilReset: daysUntilReset(now),
        resetDate: nextMonthStart(now).toISOString(),
      },
      quotas: {
        text: { total: limit, remaining: limit === null ? null : Math.max(0, limit - used) },
      },
    };
  }
}
