import { Module } from '@nestjs/common';
import { PaymentProvidersModule } from '../providers/payment-providers.module.js';
import { QuotaModule } from '../quota/quota.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AccountDeletionMessagesController } from './account-deletion.messages.controller.js';
import { AccountDeletionService } from './account-deletion.service.js';

/** What billing does when identity deletes an account (`EVENTS.accountDeleted`). */
@Module({
  imports: [SubscriptionsModule, QuotaModule, PaymentProvidersModule],
  controllers: [AccountDeletionMessagesController],
  providers: [AccountDeletionService],
})
export class AccountsModule {}
