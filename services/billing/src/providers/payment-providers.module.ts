import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import type { BillingConfig } from '../config.js';
import { LocalCheckoutRepository } from './local/local-checkout.repository.js';
import { LocalPaymentProvider } from './local/local-payment.provider.js';
import { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe/stripe-payment.provider.js';

/**
 * Where members pay: `PaymentProvider` is the one PAYMENT_PROVIDER names (the built-in test-mode
 * checkout, or Stripe). The local provider's checkouts are stored here too; its checkout page is
 * `LocalCheckoutModule`, and Stripe's webhooks are `WebhooksModule`.
 */
@Module({
  providers: [
    LocalCheckoutRepository,
    LocalPaymentProvider,
    StripePaymentProvider,
    {
      provide: PaymentProvider,
      inject: [SERVICE_CONFIG, LocalPaymentProvider, StripePaymentProvider],
      useFactory: (config: BillingConfig, local: LocalPaymentProvider, stripe: StripePaymentProvider) =>
        config.PAYMENT_PROVIDER === 'stripe' ? stripe : local,
    },
  ],
  exports: [PaymentProvider, LocalCheckoutRepository],
})
export class PaymentProvidersModule {}
