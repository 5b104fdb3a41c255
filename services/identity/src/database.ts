import { serviceDataSourceOptions, type ServiceDataSourceOptions } from '@untangle/nest-kit/database';
import { AccountEntity } from './accounts/account.entity.js';
import type { IdentityConfig } from './config.js';
import { CreateIdentity1795310400000 } from './migrations/1795310400000-create-identity.js';

export const SCHEMA = 'identity';
export const MIGRATE_COMMAND = 'npm run migrate -w @untangle/identity';

export const ENTITIES = [AccountEntity];
export const MIGRATIONS = [CreateIdentity1795310400000];

export function dataSourceOptions(
  config: Pick<IdentityConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
): ServiceDataSourceOptions {
  return serviceDataSourceOptions(config, {
    schema: SCHEMA,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    applicationName: 'identity',
  });
}
