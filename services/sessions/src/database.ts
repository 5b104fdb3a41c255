import { serviceDataSourceOptions, type ServiceDataSourceOptions } from '@untangle/nest-kit/database';
import type { SessionsConfig } from './config.js';
import { CreateSessions1795310339914 } from './migrations/1795310339914-create-sessions.js';
import { SessionEntity } from './sessions/session.entity.js';

export const SCHEMA = 'sessions';
export const MIGRATE_COMMAND = 'npm run migrate -w @untangle/sessions';

export const ENTITIES = [SessionEntity];
export const MIGRATIONS = [CreateSessions1795310339914];

export function dataSourceOptions(config: SessionsConfig): ServiceDataSourceOptions {
  return serviceDataSourceOptions(config, {
    schema: SCHEMA,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    applicationName: 'sessions',
  });
}
