import type { ServiceDataSourceOptions } from '@untangle/nest-kit';
import type { TextProcessingConfig } from './config.js';

export const SCHEMA = 'text_processing';
export const MIGRATE_COMMAND = 'npm run migrate -w @untangle/text-processing';

export const ENTITIES = [];
export const MIGRATIONS = [];

export function dataSourceOptions(config: TextProcessingConfig): ServiceDataSourceOptions {
  return {
    url: config.DATABASE_URL,
    schema: SCHEMA,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: 'text-processing',
  };
}
