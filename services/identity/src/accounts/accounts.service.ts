import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource } from 'typeorm';
import { SCHEMA } from '../database.js';
import { AccountEntity } from './account.entity.js';
import type { SignInInput, SignUpInput } from './account-input.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

export interface Account {
  id: string;
  email: string;
  firstName: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Members of the embedded provider: sign-up, sign-in, look-up and deletion. */
@Injectable()
export class AccountsService {
  /** Compared against when no account has the e-mail, so an unknown address costs as long as a known one. */
  private readonly dummyHash = hashPassword('untangle: no such account');

  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Creates an account from validated input; `undefined` when the e-mail address is already registered. */
  async create(input: SignUpInput): Promise<Account | undefined> {
    const passwordHash = await hashPassword(input.password);
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO "${SCHEMA}"."accounts" ("email", "first_name", "password_hash")
       VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [input.email, input.firstName, passwordHash],
    );
    const id = rows[0]?.id;
    return id ? { id, email: input.email, firstName: input.firstName } : undefined;
  }

  /** The account whose e-mail and password match, else `undefined` (never saying which part was wrong). */
  async authenticate(input: SignInInput): Promise<Account | undefined> {
    const entity = await this.dataSource
      .getRepository(AccountEntity)
      .createQueryBuilder('account')
      .where('lower(account.email) = :email', { email: input.email })
      .getOne();
    const matches = await verifyPassword(input.password, entity?.passwordHash ?? (await this.dummyHash));
    if (!entity || !matches) return undefined;
    if (needsRehash(entity.passwordHash)) {
      const passwordHash = await hashPassword(input.password);
      await this.dataSource.getRepository(AccountEntity).update({ id: entity.id }, { passwordHash });
    }
    return toAccount(entity);
  }

  async findById(id: string): Promise<Account | undefined> {
    if (!UUID.test(id)) return undefined;
    const entity = await this.dataSource.getRepository(AccountEntity).findOneBy({ id });
    return entity ? toAccount(entity) : undefined;
  }

  /**
   * Deletes the account and everything the provider keeps for it (sessions, grants, codes, refresh
   * tokens, interactions) in one transaction, and records the deletion. Idempotent: a repeated call
   * (same or another request) answers the first deletion's time. An id this provider never issued
   * (a member of another OpenID provider) is recorded too, so the deletion can still be announced.
   */
  async delete(userId: string, requestId: string): Promise<{ deletedAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      if (UUID.test(userId)) {
        await manager.query(`DELETE FROM "${SCHEMA}"."accounts" WHERE "id" = $1`, [userId]);
      }
      await manager.query(`DELETE FROM "${SCHEMA}"."oidc_payloads" WHERE "account_id" = $1`, [userId]);
      const rows: Array<{ deleted_at: Date }> = await manager.query(
        `INSERT INTO "${SCHEMA}"."account_deletions" ("account_id", "request_id")
         VALUES ($1, $2)
         ON CONFLICT ("account_id") DO UPDATE SET "account_id" = EXCLUDED."account_id"
         RETURNING "deleted_at"`,
        [userId, requestId],
      );
      return { deletedAt: rows[0]!.deleted_at };
    });
  }
}

function toAccount(entity: AccountEntity): Account {
  return { id: entity.id, email: entity.email, firstName: entity.firstName };
}
