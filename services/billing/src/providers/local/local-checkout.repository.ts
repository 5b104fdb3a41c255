import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { LocalCheckoutEntity } from './local-checkout.entity.js';

/** The `local` provider's test-mode checkouts (`local_checkouts`). */
@Injectable()
export class LocalCheckoutRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /**
   * Opens a checkout with id `id`, or finds the one already opened for the same (member, request):
   * the id of the checkout to show.
   */
  async open(checkout: {
    id: string;
    userId: string;
    idempotencyKey: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO "billing"."local_checkouts" ("id", "user_id", "request_id", "status", "created_at", "expires_at")
       VALUES ($1, $2, $3, 'open', $4, $5)
       ON CONFLICT ("user_id", "request_id") DO UPDATE SET "request_id" = EXCLUDED."request_id"
       RETURNING "id"`,
      [checkout.id, checkout.userId, checkout.idempotencyKey, checkout.createdAt, checkout.expiresAt],
    );
    return rows[0]!.id;
  }

  find(
    checkoutId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LocalCheckoutEntity | null> {
    return manager.getRepository(LocalCheckoutEntity).findOneBy({ id: checkoutId });
  }

  async close(
    manager: EntityManager,
    checkoutId: string,
    status: 'paid' | 'cancelled',
    at: Date,
  ): Promise<void> {
    await manager.getRepository(LocalCheckoutEntity).update({ id: checkoutId }, { status, completedAt: at });
  }

  /** Checkouts that expired before `before` (nothing is left to do with them). */
  async purgeExpired(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM "billing"."local_checkouts" WHERE "expires_at" < $1`,
      [before],
    )) as [unknown, number];
    return count;
  }

  /** Removes the member's checkouts (account deleted). */
  async deleteMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "billing"."local_checkouts" WHERE "user_id" = $1`, [userId]);
  }
}
