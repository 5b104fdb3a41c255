import { Injectable } from '@nestjs/common';
import type { AccountEntity } from './account.entity.js';
import type { SignInInput, SignUpInput } from './account-input.js';
import { AccountsRepository } from './accounts.repository.js';
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

  constructor(private readonly repository: AccountsRepository) {}

  /** Creates an account from validated input; `undefined` when the e-mail address is already registered. */
  async create(input: SignUpInput): Promise<Account | undefined> {
    const passwordHash = await hashPassword(input.password);
    const id = await this.repository.insert({ email: input.email, firstName: input.firstName, passwordHash });
    return id ? { id, email: input.email, firstName: input.firstName } : undefined;
  }

  /** The account whose e-mail and password match, else `undefined` (never saying which part was wrong). */
  async authenticate(input: SignInInput): Promise<Account | undefined> {
    const entity = await this.repository.findByEmail(input.email);
    const matches = await verifyPassword(input.password, entity?.passwordHash ?? (await this.dummyHash));
    if (!entity || !matches) return undefined;
    if (needsRehash(entity.passwordHash)) {
      await this.repository.updatePasswordHash(entity.id, await hashPassword(input.password));
    }
    return toAccount(entity);
  }

  async findById(id: string): Promise<Account | undefined> {
    if (!UUID.test(id)) return undefined;
    const entity = await this.repository.findById(id);
    return entity ? toAccount(entity) : undefined;
  }

  /**
   * Deletes the account and everything the provider keeps for it (sessions, grants, codes, refresh
   * tokens, interactions) in one transaction, and records the deletion. Idempotent: a repeated call
   * (same or another request) answers the first deletion's time. An id this provider never issued
   * (a member of another OpenID provider) is recorded too, so the deletion can still be announced.
   */
  async delete(userId: string, idempotencyKey: string): Promise<{ deletedAt: Date }> {
    return { deletedAt: await this.repository.deleteAndRecord(userId, idempotencyKey, UUID.test(userId)) };
  }
}

function toAccount(entity: AccountEntity): Account {
  return { id: entity.id, email: entity.email, firstName: entity.firstName };
}
