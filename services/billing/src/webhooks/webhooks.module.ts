import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { PaymentWebhookMessagesController } from './payment-webhook.messages.controller.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

/** Payment providers' webhooks as the gateway forwards them (only Stripe sends any). */
@Module({
  imports: [SubscriptionsModule],
  controllers: [PaymentWebhookMessagesController],
  providers: [StripeWebhooksService],
})
export class WebhooksModule {}
