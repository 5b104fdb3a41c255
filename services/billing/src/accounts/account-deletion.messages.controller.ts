import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS } from '@untangle/contracts';
import { AccountDeletedEventDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller()
export class AccountDeletionMessagesController {
  constructor(private readonly accounts: AccountDeletionService) {}

  /** Removes the member's billing data; payment records stay, without the member's id. */
  @EventPattern(EVENTS.accountDeleted)
  async accountDeleted(@Payload() data: unknown): Promise<void> {
    const { userId } = await validateDto(AccountDeletedEventDto, data, { allowUnknown: true });
    await this.accounts.deleteMember(userId);
  }
}
