import { Inject, Injectable } from '@nestjs/common';
import type { PlanId } from '@untangle/contracts';
import { DATA_SOURCE } from '@untangle/nest-kit';
import { preparedQuery } from '@untangle/nest-kit/database';
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

  /**
   * Counts restructures made on a plan without a monthly limit, as reservations of that plan that
   * were never released: once per (member, idempotency key) — one already reserved is not counted
   * again, a released one is — in one statement for the whole batch, never for a deleted account
   * (`userHash` is the member's tombstone key). Returns how many were counted.
   */
  async recordUnlimited(
    records: ReadonlyArray<{ userId: string; idempotencyKey: string; plan: PlanId; userHash: string }>,
    month: string,
    at: Date,
  ): Promise<number> {
    // Prepared (planned once per connection): one text for every batch size, the records go in arrays.
    const [row] = await preparedQuery<{ recorded: number }>(
      this.dataSource,
      `WITH "input" AS (
         SELECT DISTINCT ON ("user_id", "request_id") "user_id", "request_id", "plan", "user_hash"
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
             AS t("user_id", "request_id", "plan", "user_hash")
       ), "claimed" AS (
         INSERT INTO "billing"."quota_reservations" AS r
           ("user_id", "request_id", "plan", "month", "status", "created_at")
         SELECT i."user_id", i."request_id", i."plan", $5::date, 'reserved', $6 FROM "input" i
          WHERE NOT EXISTS (
            SELECT 1 FROM "billing"."deleted_accounts" d WHERE d."user_hash" = i."user_hash")
         ON CONFLICT ("user_id", "request_id") DO UPDATE
           SET "status" = 'reserved', "plan" = EXCLUDED."plan", "month" = EXCLUDED."month",
               "created_at" = EXCLUDED."created_at", "released_at" = NULL
           WHERE r."status" = 'released'
         RETURNING r."user_id"
       ), "counted" AS (
         INSERT INTO "billing"."monthly_usage" AS u ("user_id", "month", "unlimited_used")
         SELECT "user_id", $5::date, count(*) FROM "claimed" GROUP BY "user_id"
         ON CONFLICT ("user_id", "month") DO UPDATE SET "unlimited_used" = u."unlimited_used" + EXCLUDED."unlimited_used"
       )
       SELECT count(*)::int AS "recorded" FROM "claimed"`,
      [
        records.map((record) => record.userId),
        records.map((record) => record.idempotencyKey),
        records.map((record) => record.plan),
        records.map((record) => record.userHash),
        month,
        at,
      ],
    );
    return row?.recorded ?? 0;
  }
}
