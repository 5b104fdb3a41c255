import { Module } from '@nestjs/common';
import { PlanChanges } from '../plan-cache/plan-changes.js';
import { PaymentProvidersModule } from '../providers/payment-providers.module.js';
import { SubscriptionMessagesController } from './subscription.messages.controller.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * Members' subscriptions: plan and status reads, checkout and cancel commands, and the payment
 * events applied to them. Features that change a subscription in their own transaction (the
 * local checkout, account deletion, maintenance) use the exported repository under its member lock.
 */
@Module({
  imports: [PaymentProvidersModule],
  controllers: [SubscriptionMessagesController],
  providers: [PlanChanges, SubscriptionsRepository, SubscriptionsService],
  exports: [SubscriptionsRepository, SubscriptionsService],
})
export class SubscriptionsModule {}
