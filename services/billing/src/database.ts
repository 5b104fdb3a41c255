import { serviceDataSourceOptions, type ServiceDataSourceOptions } from '@untangle/nest-kit/database';
import type { BillingConfig } from './config.js';
import { BillingSchema1795310437018 } from './migrations/1795310437018-billing-schema.js';
import { ReserveQuotaFunction1795400000000 } from './migrations/1795400000000-reserve-quota-function.js';
import { LocalCheckoutEntity } from './providers/local/local-checkout.entity.js';
import { DeletedAccountEntity } from './subscriptions/deleted-account.entity.js';
import { PaymentEventEntity } from './subscriptions/payment-event.entity.js';
import { SubscriptionEntity } from './subscriptions/subscription.entity.js';

export const SCHEMA = 'billing';
export const MIGRATE_COMMAND = 'npm run migrate -w @untangle/billing';

/**
 * The tables billing reads or writes through TypeORM. `monthly_usage` and `quota_reservations` are
 * only ever touched with SQL (`QuotaRepository`), so they have no entity.
 */
const ENTITIES = [SubscriptionEntity, PaymentEventEntity, DeletedAccountEntity, LocalCheckoutEntity];
export const MIGRATIONS = [BillingSchema1795310437018, ReserveQuotaFunction1795400000000];

export function dataSourceOptions(config: BillingConfig): ServiceDataSourceOptions {
  return serviceDataSourceOptions(config, {
    schema: SCHEMA,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    applicationName: 'billing',
  });
}
