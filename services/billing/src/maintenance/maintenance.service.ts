import { Inject, Injectable } from '@nestjs/common';
import { LIMITS } from '@untangle/contracts';
import { DATA_SOURCE, LOGGER } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { PRO_PRICE_CENTS } from '../providers/local/local-checkout.service.js';
import { applyLocalRenewal, expire, localRenewals } from '../subscriptions/subscription-state.js';
import { SubscriptionStore } from '../subscriptions/subscription.store.js';
import { addDays } from '../time/calendar.js';
import { Clock } from '../time/clock.js';

export interface MaintenanceReport {
  ended: number;
  renewed: number;
  purgedReservations: number;
  purgedCheckouts: number;
}

/** Rows handled per query; the loop continues until none are left. */
const BATCH = 200;
/** A release comes within minutes of its reservation; older reservations only take space. */
const RESERVATION_RETENTION_DAYS = 90;
const CHECKOUT_RETENTION_DAYS = 1;

/**
 * The `expire-subscriptions` job: writes down what reads already derive from the clock (a cancelled
 * subscription past its period end, a past-due one past its 7-day grace → ended) and renews local
 * test-mode subscriptions at their period end. Each member is handled in its own transaction under
 * the member's lock, through the same state functions as every other change, so running it twice,
 * or beside a webhook, is harmless.
 */
@Injectable()
export class MaintenanceService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly store: SubscriptionStore,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<MaintenanceReport> {
    const now = this.clock.now();
    const report: MaintenanceReport = {
      ended: await this.endExpired(now),
      renewed: await this.renewLocal(now),
      ...(await this.purge(now)),
    };
    if (report.ended + report.renewed > 0) this.logger.info(report, 'billing maintenance');
    return report;
  }

  private async endExpired(now: Date): Promise<number> {
    let ended = 0;
    const skipped = new Set<string>();
    for (;;) {
      const rows: Array<{ user_id: string }> = await this.dataSource.query(
        `SELECT "user_id" FROM "billing"."subscriptions"
          WHERE (("status" IN ('active', 'past_due') AND "cancel_at_period_end" AND "current_period_end" <= $1)
             OR ("status" = 'past_due' AND "past_due_since" <= $2))
            AND NOT ("user_id" = ANY($3))
          ORDER BY "user_id" LIMIT ${BATCH}`,
        [now, addDays(now, -LIMITS.failedPaymentDowngradeDays), [...skipped]],
      );
      if (rows.length === 0) return ended;
      for (const { user_id: userId } of rows) {
        const changed = await this.store.transaction(async (manager) => {
          await this.store.lockMember(manager, userId);
          const record = await this.store.find(userId, manager);
          if (!record) return false;
          const next = expire(record, now);
          if (next === record) return false;
          await this.store.save(manager, next, now);
          return true;
        });
        if (changed) ended += 1;
        else skipped.add(userId);
      }
    }
  }

  private async renewLocal(now: Date): Promise<number> {
    let renewed = 0;
    const skipped = new Set<string>();
    for (;;) {
      const rows: Array<{ user_id: string }> = await this.dataSource.query(
        `SELECT "user_id" FROM "billing"."subscriptions"
          WHERE "provider" = 'local' AND "status" = 'active' AND NOT "cancel_at_period_end"
            AND "current_period_end" <= $1 AND NOT ("user_id" = ANY($2))
          ORDER BY "user_id" LIMIT ${BATCH}`,
        [now, [...skipped]],
      );
      if (rows.length === 0) return renewed;
      for (const { user_id: userId } of rows) {
        const changed = await this.store.transaction(async (manager) => {
          await this.store.lockMember(manager, userId);
          let record = await this.store.find(userId, manager);
          if (!record) return false;
          const periods = localRenewals(record, now);
          for (const period of periods) {
            await this.store.recordEvent(
              manager,
              {
                eventId: `local:renewal:${record.providerSubscriptionId ?? userId}:${period.start.toISOString()}`,
                provider: 'local',
                type: 'local.renewal.paid',
                userId,
                providerSubscriptionId: record.providerSubscriptionId,
                amountCents: PRO_PRICE_CENTS,
                currency: 'usd',
                occurredAt: period.start,
              },
              now,
            );
            record = applyLocalRenewal(record, period);
          }
          if (periods.length > 0) await this.store.save(manager, record, now);
          return periods.length > 0;
        });
        if (changed) renewed += 1;
        else skipped.add(userId);
      }
    }
  }

  private async purge(now: Date): Promise<Pick<MaintenanceReport, 'purgedReservations' | 'purgedCheckouts'>> {
    const [, purgedReservations] = (await this.dataSource.query(
      `DELETE FROM "billing"."quota_reservations" WHERE "created_at" < $1`,
      [addDays(now, -RESERVATION_RETENTION_DAYS)],
    )) as [unknown, number];
    const [, purgedCheckouts] = (await this.dataSource.query(
      `DELETE FROM "billing"."local_checkouts" WHERE "expires_at" < $1`,
      [addDays(now, -CHECKOUT_RETENTION_DAYS)],
    )) as [unknown, number];
    return { purgedReservations, purgedCheckouts };
  }
}
