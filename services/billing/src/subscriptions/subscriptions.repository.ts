import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import { lockMember } from '@untangle/nest-kit/database';
import type { DataSource, EntityManager } from 'typeorm';
import { DeletedAccountEntity } from './deleted-account.entity.js';
import { PaymentEventEntity, type PaymentEventRecord } from './payment-event.entity.js';
import { SubscriptionEntity, type SubscriptionRecord } from './subscription.entity.js';
import { PlanChanges } from '../plan-cache/plan-changes.js';

/** The scope of billing's per-member lock (`lockMember` of nest-kit). */
const MEMBER_LOCK_SCOPE = 'billing';

/** Pseudonymous key of a deleted account: enough to recognise it, not to recover it. */
export function accountHash(userId: string): string {
  return createHash('sha256').update(`untangle:billing:deleted:${userId}`).digest('hex');
}

/**
 * Subscriptions, the payment events applied to them and the tombstones of deleted accounts. Every
 * change to one member's subscription runs in a transaction that first takes that member's lock
 * (`lockMember`), so concurrent webhooks, cancels, checkouts and the maintenance job apply one after
 * another even before a row exists. Once such a transaction commits, the change of every member it
 * locked is published (PlanChanges), so caches of a member's plan drop it.
 */
@Injectable()
export class SubscriptionsRepository {
  /** The members each open transaction has locked. */
  private readonly locked = new WeakMap<EntityManager, Set<string>>();

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly planChanges: PlanChanges,
  ) {}

  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const members = new Set<string>();
    const result = await this.dataSource.transaction((manager) => {
      this.locked.set(manager, members);
      return work(manager);
    });
    if (members.size > 0) await this.planChanges.publish(members);
    return result;
  }

  /** Billing's per-member lock, held until `manager`'s transaction ends; the member's change is published after it. */
  lockMember(manager: EntityManager, userId: string): Promise<void> {
    this.locked.get(manager)?.add(userId);
    return lockMember(manager, MEMBER_LOCK_SCOPE, userId);
  }

  async find(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SubscriptionRecord | null> {
    const row = await manager.getRepository(SubscriptionEntity).findOneBy({ userId });
    return row ? toRecord(row) : null;
  }

  /** The member a provider subscription or customer belongs to, when we have seen it. */
  async userIdFor(ids: {
    subscriptionId?: string | null;
    customerId?: string | null;
  }): Promise<string | null> {
    const repository = this.dataSource.getRepository(SubscriptionEntity);
    if (ids.subscriptionId) {
      const row = await repository.findOneBy({ providerSubscriptionId: ids.subscriptionId });
      if (row) return row.userId;
    }
    if (ids.customerId) {
      const row = await repository.findOneBy({ providerCustomerId: ids.customerId });
      if (row) return row.userId;
    }
    return null;
  }

  async save(manager: EntityManager, record: SubscriptionRecord, now: Date): Promise<void> {
    await manager
      .getRepository(SubscriptionEntity)
      .upsert({ ...toRecord(record), updatedAt: now }, { conflictPaths: ['userId'] });
  }

  /** Removes the member's subscription row (the member is Free from then on). */
  async remove(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "billing"."subscriptions" WHERE "user_id" = $1`, [userId]);
  }

  /**
   * Members whose access has run out on its own by `now` but whose row still says otherwise: a
   * cancelled subscription past its period end, or a past-due one whose grace started at or before
   * `graceStartedBy`. Oldest user id first, `limit` at a time, leaving out `skip`.
   */
  async dueToEnd(now: Date, graceStartedBy: Date, skip: string[], limit: number): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT "user_id" FROM "billing"."subscriptions"
        WHERE (("status" IN ('active', 'past_due') AND "cancel_at_period_end" AND "current_period_end" <= $1)
           OR ("status" = 'past_due' AND "past_due_since" <= $2))
          AND NOT ("user_id" = ANY($3))
        ORDER BY "user_id" LIMIT $4`,
      [now, graceStartedBy, skip, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /** Local test-mode subscriptions that renew and whose period has ended by `now` (as `dueToEnd`). */
  async dueForLocalRenewal(now: Date, skip: string[], limit: number): Promise<string[]> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `SELECT "user_id" FROM "billing"."subscriptions"
        WHERE "provider" = 'local' AND "status" = 'active' AND NOT "cancel_at_period_end"
          AND "current_period_end" <= $1 AND NOT ("user_id" = ANY($2))
        ORDER BY "user_id" LIMIT $3`,
      [now, skip, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /** Inserts the event; false when it was already there (applied before: do nothing more). */
  async recordEvent(manager: EntityManager, event: PaymentEventRecord, now: Date): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "billing"."payment_events"
         ("event_id", "provider", "type", "user_id", "provider_customer_id", "provider_subscription_id",
          "amount_cents", "currency", "occurred_at", "processed_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ("event_id") DO NOTHING
       RETURNING "event_id"`,
      [
        event.eventId,
        event.provider,
        event.type,
        event.userId,
        event.providerCustomerId ?? null,
        event.providerSubscriptionId ?? null,
        event.amountCents ?? null,
        event.currency ?? null,
        event.occurredAt,
        now,
      ],
    );
    return inserted.length > 0;
  }

  /** Keeps a recorded event without the member's id (it named a deleted account). */
  async forgetEventMember(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(`UPDATE "billing"."payment_events" SET "user_id" = NULL WHERE "event_id" = $1`, [
      eventId,
    ]);
  }

  async isDeletedAccount(manager: EntityManager, userId: string): Promise<boolean> {
    return manager.getRepository(DeletedAccountEntity).existsBy({ userHash: accountHash(userId) });
  }

  /**
   * Removes the member's subscription. Payment events stay (payment records are kept LIMITS.paymentRecordRetentionYears)
   * without the member's id; a tombstone holding only a hash of the id stops a late provider event
   * from recreating the subscription.
   */
  async deleteMember(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await this.remove(manager, userId);
    await manager.getRepository(PaymentEventEntity).update({ userId }, { userId: null });
    await manager.query(
      `INSERT INTO "billing"."deleted_accounts" ("user_hash", "deleted_at") VALUES ($1, $2)
       ON CONFLICT ("user_hash") DO NOTHING`,
      [accountHash(userId), now],
    );
  }
}

function toRecord(row: SubscriptionRecord): SubscriptionRecord {
  return {
    userId: row.userId,
    provider: row.provider,
    status: row.status,
    statusChangedAt: row.statusChangedAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    pastDueSince: row.pastDueSince,
    lastPaidAt: row.lastPaidAt,
    endedAt: row.endedAt,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerStatus: row.providerStatus,
    snapshotAt: row.snapshotAt,
  };
}
