import { Module } from '@nestjs/common';
import { LocalCheckoutRoutesController } from './local-checkout-routes.controller.js';
import { PaymentWebhookRoutesController } from './payment-webhook-routes.controller.js';
import { QuotaRoutesController } from './quota-routes.controller.js';
import { SubscriptionRoutesController } from './subscription-routes.controller.js';

/**
 * The gateway's billing routes: the quota and subscription calls, the payment provider's webhook
 * and the local provider's test-mode checkout page, all answered by the billing service.
 */
@Module({
  controllers: [
    QuotaRoutesController,
    SubscriptionRoutesController,
    PaymentWebhookRoutesController,
    LocalCheckoutRoutesController,
  ],
})
export class BillingRoutesModule {}
