import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../../subscriptions/subscriptions.module.js';
import { PaymentProvidersModule } from '../payment-providers.module.js';
import { LocalCheckoutMessagesController } from './local-checkout.messages.controller.js';
import { LocalCheckoutService } from './local-checkout.service.js';

/** The test-mode checkout page's calls (the gateway serves the page; 404 unless PAYMENT_PROVIDER=local). */
@Module({
  imports: [PaymentProvidersModule, SubscriptionsModule],
  controllers: [LocalCheckoutMessagesController],
  providers: [LocalCheckoutService],
})
export class LocalCheckoutModule {}
