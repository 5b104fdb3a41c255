import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@untangle/nest-kit';
import type { BillingConfig } from './config.js';
import { dataSourceOptions, MIGRATE_COMMAND } from './database.js';
import { MaintenanceScheduler } from './maintenance/maintenance.scheduler.js';
import { MaintenanceService } from './maintenance/maintenance.service.js';
import { LocalCheckoutController } from './providers/local/local-checkout.controller.js';
import { LocalCheckoutService } from './providers/local/local-checkout.service.js';
import { LocalPaymentProvider } from './providers/local/local-payment.provider.js';
import { PaymentProvider } from './providers/payment-provider.js';
import { StripePaymentProvider } from './providers/stripe/stripe-payment.provider.js';
import { StripeWebhooksService } from './providers/stripe/stripe-webhooks.service.js';
import { QuotaController } from './quota/quota.controller.js';
import { QuotaService } from './quota/quota.service.js';
import { SubscriptionStore } from './subscriptions/subscription.store.js';
import { SubscriptionsController } from './subscriptions/subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { Clock, SystemClock } from './time/clock.js';
import { PaymentWebhookController } from './webhooks/payment-webhook.controller.js';

export interface BillingModuleOptions {
  /** Where "now" comes from; tests pass a ManualClock. */
  clock?: Clock;
  /** Run the BullMQ maintenance scheduler and worker (default true). */
  maintenance?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig, options: BillingModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [DatabaseModule.forRoot({ ...dataSourceOptions(config), migrateCommand: MIGRATE_COMMAND })],
      controllers: [
        QuotaController,
        SubscriptionsController,
        PaymentWebhookController,
        LocalCheckoutController,
      ],
      providers: [
        { provide: Clock, useValue: options.clock ?? new SystemClock() },
        SubscriptionStore,
        SubscriptionsService,
        QuotaService,
        LocalCheckoutService,
        LocalPaymentProvider,
        StripePaymentProvider,
        StripeWebhooksService,
        {
          provide: PaymentProvider,
          inject: [LocalPaymentProvider, StripePaymentProvider],
          useFactory: (local: LocalPaymentProvider, stripe: StripePaymentProvider) =>
            config.PAYMENT_PROVIDER === 'stripe' ? stripe : local,
        },
        MaintenanceService,
        ...(options.maintenance === false ? [] : [MaintenanceScheduler]),
      ],
      exports: [SubscriptionStore, SubscriptionsService, MaintenanceService, Clock],
    };
  }
}
