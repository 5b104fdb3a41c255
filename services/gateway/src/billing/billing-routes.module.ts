import { Module } from '@nestjs/common';
import { LocalCheckoutController } from './local-checkout.controller.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { QuotaController } from './quota.controller.js';
import { SubscriptionController } from './subscription.controller.js';

/**
 * The gateway's billing routes: the quota and subscription calls, the payment provider's webhook
 * and the local provider's test-mode checkout page, all answered by the billing service.
 */
@Module({
  controllers: [QuotaController, SubscriptionController, PaymentWebhookController, LocalCheckoutController],
})
export class BillingRoutesModule {}
