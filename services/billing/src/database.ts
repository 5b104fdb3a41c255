import type { ServiceDataSourceOptions } from '@untangle/nest-kit';
import type { BillingConfig } from './config.js';
import { DeletedAccountEntity, LocalCheckoutEntity, PaymentEventEntity } from './entities/payment.entity.js';
import { SubscriptionEntity } from './entities/subscription.entity.js';
import { MonthlyUsageEntity, QuotaReservationEntity } from './entities/usage.entity.js';
import { BillingSchema1795310437018 } from './migrations/1795310437018-billing-schema.js';
import { ReserveQuotaFunction1795400000000 } from './migrations/1795400000000-reserve-quota-function.js';

export const SCHEMA = 'billing';
export const MIGRATE_COMMAND = 'npm run migrate -w @untangle/billing';

export const ENTITIES = [
  SubscriptionEntity,
  MonthlyUsageEntity,
  QuotaReservationEntity,
  PaymentEventEntity,
  LocalCheckoutEntity,
  DeletedAccountEntity,
];
export const MIGRATIONS = [BillingSchema1795310437018, ReserveQuotaFunction1795400000000];

export function dataSourceOptions(config: BillingConfig): ServiceDataSourceOptions {
  return {
    url: config.DATABASE_URL,
    schema: SCHEMA,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: 'billing',
  };
}
