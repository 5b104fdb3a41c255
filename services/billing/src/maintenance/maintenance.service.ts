import { Inject, Injectable } from '@nestjs/common';
import { LIMITS } from '@untangle/contracts';
import { LOGGER } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import { LocalCheckoutRepository } from '../providers/local/local-checkout.repository.js';
import { applyLocalRenewal, localPayment, localRenewals } from '../providers/local/local-subscription.js';
import { QuotaRepository } from '../quota/quota.repository.js';
import { expire } from '../subscriptions/effective-subscription.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
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
 * subscription past its period end, a past-due one past its grace of
 * LIMITS.failedPaymentDowngradeDays → ended) and renews local test-mode subscriptions at their
 * period end. Each member is handled in its own transaction under the member's lock, through the
 * same state functions as every other change, so running it twice, or beside a webhook, is harmless.
 */
@Injectable()
export class MaintenanceService {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly quota: QuotaRepository,
    private readonly checkouts: LocalCheckoutRepository,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<MaintenanceReport> {
    const now = this.clock.now();
    const report: MaintenanceReport = {
      ended: await this.endExpired(now),
      renewed: await this.renewLocal(now),
      purgedReservations: await this.quota.purgeReservations(addDays(now, -RESERVATION_RETENTION_DAYS)),
      purgedCheckouts: await this.checkouts.purgeExpired(addDays(now, -CHECKOUT_RETENTION_DAYS)),
    };
    if (report.ended + report.renewed > 0) this.logger.info(report, 'billing maintenance');
    return report;
  }

  private async endExpired(now: Date): Promise<number> {
    const graceStartedBy = addDays(now, -LIMITS.failedPaymentDowngradeDays);
    return this.forEachDue(
      (skip) => this.subscriptions.dueToEnd(now, graceStartedBy, skip, BATCH),
      (userId) =>
        this.subscriptions.transaction(async (manager) => {
          await this.subscriptions.lockMember(manager, userId);
          const record = await this.subscriptions.find(userId, manager);
          if (!record) return false;
          const next = expire(record, now);
          if (next === record) return false;
          await this.subscriptions.save(manager, next, now);
          return true;
        }),
    );
  }

  private async renewLocal(now: Date): Promise<number> {
    return this.forEachDue(
      (skip) => this.subscriptions.dueForLocalRenewal(now, skip, BATCH),
      (userId) =>
        this.subscriptions.transaction(async (manager) => {
          await this.subscriptions.lockMember(manager, userId);
          let record = await this.subscriptions.find(userId, manager);
          if (!record) return false;
          const periods = localRenewals(record, now);
          for (const period of periods) {
            await this.subscriptions.recordEvent(
              manager,
              localPayment({
                eventId: `local:renewal:${record.providerSubscriptionId ?? userId}:${period.start.toISOString()}`,
                type: 'local.renewal.paid',
                userId,
                subscriptionId: record.providerSubscriptionId,
                at: period.start,
              }),
              now,
            );
            record = applyLocalRenewal(record, period);
          }
          if (periods.length > 0) await this.subscriptions.save(manager, record, now);
          return periods.length > 0;
        }),
    );
  }

  /**
   * Handles the members `due` lists, batch after batch, until none are left: the number `handle`
   * changed. A member it leaves unchanged is not listed again in this run.
   */
  private async forEachDue(
    due: (skip: string[]) => Promise<string[]>,
    handle: (userId: string) => Promise<boolean>,
  ): Promise<number> {
    let changed = 0;
    const skipped = new Set<string>();
    for (;;) {
      const userIds = await due([...skipped]);
      if (userIds.length === 0) return changed;
      for (const userId of userIds) {
        if (await handle(userId)) changed += 1;
        else skipped.add(userId);
      }
    }
  }
}
