import { randomUUID } from 'node:crypto';
import { Controller, Delete, Headers } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  PATTERNS,
  SERVICE_NAMES,
  type DeleteAccountResponse,
} from '@untangle/contracts';
import type { Command } from '@untangle/contracts';
import { currentTraceId, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient } from '@untangle/transport';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';

const SAFE_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

@Controller('api/me')
export class AccountRoutesController {
  constructor(@InjectServiceClient(SERVICE_NAMES.identity) private readonly identity: RedisStreamsClient) {}

  /**
   * `DELETE /api/me`: deletes the caller's account (GDPR page). Identity deletes the account and its
   * sessions and grants, then announces `account.deleted` so every service removes the member's data.
   * Repeating it answers success. Access tokens already issued stay valid until they expire (minutes).
   */
  @Delete()
  deleteAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey?: string,
  ): Promise<DeleteAccountResponse> {
    const commandKey =
      idempotencyKey && SAFE_KEY.test(idempotencyKey) ? idempotencyKey : (currentTraceId() ?? randomUUID());
    const command: Command = { userId: user.id, idempotencyKey: commandKey };
    return rpc<DeleteAccountResponse>(this.identity, PATTERNS.identity.deleteAccount, command);
  }
}
