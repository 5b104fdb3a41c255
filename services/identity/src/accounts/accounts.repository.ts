import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource } from 'typeorm';
import { SCHEMA } from '../database.js';
import { AccountEntity } from './account.entity.js';

/** A member to store: the e-mail address already normalised, the password already hashed. */
export interface NewAccount {
  email: string;
  firstName: string;
  passwordHash: string;
}

/**
 * The accounts' storage: `identity.accounts` (one row per member) and `identity.account_deletions`
 * (who was deleted, when, by which request, so a retry answers the same).
 */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Inserts the account and answers its new id; `undefined` when the e-mail address is taken. */
  async insert(account: NewAccount): Promise<string | undefined> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO "${SCHEMA}"."accounts" ("email", "first_name", "password_hash")
       VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [account.email, account.firstName, account.passwordHash],
    );
    return rows[0]?.id;
  }

  /** The account of a normalised e-mail address, matched whatever the stored address's case. */
  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.dataSource
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      .where('lower(account.email) = :email', { email })
      .getOne();
  }

  /** `id` must be a uuid (the column's type). */
  findById(id: string): Promise<AccountEntity | null> {
    return this.dataSource.getRepository(AccountEntity).findOneBy({ id });
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.dataSource.getRepository(AccountEntity).update({ id }, { passwordHash });
  }

  /**
   * In one transaction: deletes the account row (when `withAccountRow`; its id must then be a uuid)
   * and every row the OpenID provider keeps for the account in `identity.oidc_payloads`, and records
   * the deletion. A repeated deletion keeps the first record; answers its time.
   */
  deleteAndRecord(userId: string, idempotencyKey: string, withAccountRow: boolean): Promise<Date> {
    return this.dataSource.transaction(async (manager) => {
      if (withAccountRow) {
        await manager.query(`DELETE FROM "${SCHEMA}"."accounts" WHERE "id" = $1`, [userId]);
      }
      await manager.query(`DELETE FROM "${SCHEMA}"."oidc_payloads" WHERE "account_id" = $1`, [userId]);
      const rows: Array<{ deleted_at: Date }> = await manager.query(
        `INSERT INTO "${SCHEMA}"."account_deletions" ("account_id", "request_id")
         VALUES ($1, $2)
         ON CONFLICT ("account_id") DO UPDATE SET "account_id" = EXCLUDED."account_id"
         RETURNING "deleted_at"`,
        [userId, idempotencyKey],
      );
      return rows[0]!.deleted_at;
    });
  }
}
