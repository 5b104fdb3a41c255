import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  PATTERNS,
  SERVICE_NAMES,
  type AccountDeletedEvent,
  type DeleteAccountResponse,
  type MeResponse,
} from '@untangle/contracts';
import { CommandDto, UserScopedDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient, ServiceError } from '@untangle/transport';
import { lastValueFrom } from 'rxjs';
import { ACCOUNT_MESSAGES } from './account-input.js';
import { AccountsService } from './accounts.service.js';

/** The identity service's transport handlers. */
@Controller()
export class AccountMessagesController {
  constructor(
    private readonly accounts: AccountsService,
    @InjectServiceClient(SERVICE_NAMES.identity) private readonly events: RedisStreamsClient,
  ) {}

  /**
   * Deletes the member's account and everything the provider holds for it, then announces
   * `account.deleted` so every service removes the member's data. Idempotent: a repeated command
   * (a transport retry, or the member asking again) answers success and announces again, with the
   * first deletion's time; the services' handlers are idempotent too.
   */
  @MessagePattern(PATTERNS.identity.deleteAccount)
  async deleteAccount(@Payload() data: unknown): Promise<DeleteAccountResponse> {
    const command = await validateDto(CommandDto, data);
    const { deletedAt } = await this.accounts.delete(command.userId, command.idempotencyKey);
    const event: AccountDeletedEvent = { userId: command.userId, deletedAt: deletedAt.toISOString() };
    await lastValueFrom(this.events.emit(EVENTS.accountDeleted, event), { defaultValue: undefined });
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  }

  /** A member's e-mail and first name, for services that need them (e.g. a receipt). */
  @MessagePattern(PATTERNS.identity.getUser)
  async getUser(@Payload() data: unknown): Promise<MeResponse> {
    const { userId } = await validateDto(UserScopedDto, data);
    const account = await this.accounts.findById(userId);
    if (!account) throw new ServiceError('NOT_FOUND');
    return account;
  }
}
