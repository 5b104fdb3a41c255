import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProviderName } from '../config.js';
import { DeletedAccountEntity, PaymentEventEntity } from '../entities/payment.entity.js';
import { SubscriptionEntity, type SubscriptionRecord } from '../entities/subscription.entity.js';

/** A payment event as kept for the records (and as the "applied once" marker). */
export interface PaymentEventRecord {
  eventId: string;
  provider: PaymentProviderName;
  type: string;
  userId: string | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  occurredAt: Date;
}

/** Pseudonymous key of a deleted account: enough to recognise it, not to recover it. */
export function accountHash(userId: string): string {
  return createHash('sha256').update(`untangle:billing:deleted:${userId}`).digest('hex');
}

/**
 * Reads and writes of subscriptions and payment events. Every change to one member's subscription
 * runs in a transaction that first takes that member's advisory lock (`lockMember`), so concurrent
 * webhooks, cancels and the maintenance job apply one after another even before a row exists.
 */
@Injectable()
export class SubscriptionStore {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `untangle:billing:subscription:${userId}`,
    ]);
  }

  async find(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SubscriptionRecord | null> {
    const row = await manager.getRepository(SubscriptionEntity).findOneBy({ userId });
    return row ? toRecord(row) : null;
  }

  /** The member a provider subscription or customer belongs to, when we have seen it. */
  async userIdFor(
    ids: { subscriptionId?: string | null; customerId?: string | null },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    const repository = manager.getRepository(SubscriptionEntity);
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

  async isDeletedAccount(manager: EntityManager, userId: string): Promise<boolean> {
    return manager.getRepository(DeletedAccountEntity).existsBy({ userHash: accountHash(userId) });
  }

  /**
   * Removes the member's subscription, usage, reservations and checkouts. Payment events stay (payment
   * records are kept 7 years) without the member's id; a tombstone holding only a hash of the id
   * stops a late provider event from recreating the subscription.
   */
  async deleteMember(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(`DELETE FROM "billing"."subscriptions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "billing"."monthly_usage" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "billing"."quota_reservations" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "billing"."local_checkouts" WHERE "user_id" = $1`, [userId]);
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
    cancelledAt: row.cancelledAt,
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
