import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@untangle/nest-kit/database';
import { AccountsModule } from './accounts/accounts.module.js';
import type { BillingConfig } from './config.js';
import { dataSourceOptions, MIGRATE_COMMAND } from './database.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { LocalCheckoutModule } from './providers/local/local-checkout.module.js';
import { QuotaModule } from './quota/quota.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { ClockModule } from './time/clock.module.js';
import { Clock, SystemClock } from './time/clock.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

export interface BillingModuleOptions {
  /** Where "now" comes from; tests pass a ManualClock. */
  clock?: Clock;
}

/** Billing: one module per feature, over its schema and the clock. */
@Module({})
export class AppModule {
  static forRoot(config: BillingConfig, options: BillingModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({ ...dataSourceOptions(config), migrateCommand: MIGRATE_COMMAND }),
        ClockModule.forRoot(options.clock ?? new SystemClock()),
        SubscriptionsModule,
        QuotaModule,
        LocalCheckoutModule,
        WebhooksModule,
        AccountsModule,
        MaintenanceModule,
      ],
    };
  }
}
