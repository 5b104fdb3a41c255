import { Module } from '@nestjs/common';
import { AccountMessagesController } from './account-messages.controller.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

@Module({
  controllers: [AccountMessagesController],
  providers: [AccountsRepository, AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
