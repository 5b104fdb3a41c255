// `@untangle/nest-kit/database`: the Postgres part, apart from the main entry so that a service
// without a schema (gateway, text-processing) never loads TypeORM.
export * from './database/data-source.js';
export * from './database/database.module.js';
export * from './database/member-lock.js';
export * from './database/migrate.js';
export * from './database/migrate-service.js';
export * from './database/prepared-query.js';
