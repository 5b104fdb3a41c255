import { Inject, Injectable } from '@nestjs/common';
import type { PlanId } from '@untangle/contracts';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';

/** Raised by billing.reserve_quota when a free member's month is used up. */
const QUOTA_EXCEEDED_SQLSTATE = 'UQ402';

/** Which counter of `monthly_usage` a restructure counts in. */
export type UsageCounter = 'limited' | 'unlimited';

const COUNTER_COLUMNS: Record<UsageCounter, string> = { limited: 'used', unlimited: 'unlimited_used' };

/** A member's restructures in one month (a month without any reads as zero). */
export interface MonthlyUsage {
  /** Charged against the plan's monthly allowance. */
  used: number;
  /** Made on a plan without an allowance (counted for the usage figure only). */
  unlimitedUsed: number;
}

/**
 * The monthly usage counter and the reservations charged to it. Tables (raw SQL only):
 * - `monthly_usage` (user_id, month: the first day of a calendar month in UTC, used, unlimited_used);
 * - `quota_reservations` (user_id, request_id, plan: the plan the answer was given for, month: the
 *   month it was charged to, status reserved|released, created_at, released_at).
 */
@Injectable()
export class QuotaRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Claims (member, request) and charges `month` in one atomic call (`billing.reserve_quota`,
   * migration ReserveQuotaFunction): the plan the reservation holds (a repeated request gets the
   * first answer), or null when `monthlyLimit` is reached.
   */
  async reserve(reservation: {
    userId: string;
    idempotencyKey: string;
    plan: PlanId;
    month: string;
    at: Date;
    monthlyLimit: number | null;
  }): Promise<PlanId | null> {
    try {
      const [row] = (await this.dataSource.query(
        `SELECT "billing"."reserve_quota"($1, $2, $3, $4, $5, $6) AS "plan"`,
        [
          reservation.userId,
          reservation.idempotencyKey,
          reservation.plan,
          reservation.month,
          reservation.at,
          reservation.monthlyLimit,
        ],
      )) as Array<{ plan: PlanId }>;
      return row!.plan;
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === QUOTA_EXCEEDED_SQLSTATE) {
        return null;
      }
      throw error;
    }
  }

  /** Marks the reservation released, once: what it was charged as, or null when nothing was held. */
  async markReleased(
    manager: EntityManager,
    userId: string,
    idempotencyKey: string,
    at: Date,
  ): Promise<{ plan: PlanId; month: string } | null> {
    const [released] = (await manager.query(
      `UPDATE "billing"."quota_reservations" SET "status" = 'released', "released_at" = $3
        WHERE "user_id" = $1 AND "request_id" = $2 AND "status" = 'reserved'
        RETURNING "plan", "month"::text AS "month"`,
      [userId, idempotencyKey, at],
    )) as [Array<{ plan: PlanId; month: string }>, number];
    return released[0] ?? null;
  }

  /** Gives one restructure back to `counter` of `month` (never below zero). */
  async refund(manager: EntityManager, userId: string, month: string, counter: UsageCounter): Promise<void> {
    const column = COUNTER_COLUMNS[counter];
    await manager.query(
      `UPDATE "billing"."monthly_usage" SET "${column}" = GREATEST("${column}" - 1, 0)
        WHERE "user_id" = $1 AND "month" = $2::date`,
      [userId, month],
    );
  }

  async usage(userId: string, month: string): Promise<MonthlyUsage> {
    const [row] = (await this.dataSource.query(
      `SELECT "used", "unlimited_used" FROM "billing"."monthly_usage" WHERE "user_id" = $1 AND "month" = $2`,
      [userId, month],
    )) as Array<{ used: number; unlimited_used: number }>;
    return { used: row?.used ?? 0, unlimitedUsed: row?.unlimited_used ?? 0 };
  }

  /** Reservations made before `before` (a release comes within minutes; older ones only take space). */
  async purgeReservations(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM "billing"."quota_reservations" WHERE "created_at" < $1`,
      [before],
    )) as [unknown, number];
    return count;
  }

  /** Removes the member's usage and reservations (account deleted). */
  async deleteMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "billing"."monthly_usage" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "billing"."quota_reservations" WHERE "user_id" = $1`, [userId]);
  }
}
