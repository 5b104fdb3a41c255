import { DataSource, type DataSourceOptions } from 'typeorm';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own schema: its tables and its migrations table live there. */
  schema: string;
  /** Classes, never globs: globs break under ESM and in tests. */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  poolSize?: number;
  applicationName?: string;
}

/** What a service's data source is made of: its schema, entity and migration classes, and its name. */
export type ServiceSchema = Pick<
  ServiceDataSourceOptions,
  'schema' | 'entities' | 'migrations' | 'applicationName'
>;

/** A service's data source options: its schema on the database and pool size of its configuration. */
export function serviceDataSourceOptions(
  config: { DATABASE_URL: string; DATABASE_POOL_SIZE: number },
  schema: ServiceSchema,
): ServiceDataSourceOptions {
  return { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, ...schema };
}

/** One DataSource per service, in its own schema, never synchronised: migrations own the schema. */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    poolSize: options.poolSize ?? 10,
    applicationName: options.applicationName ?? options.schema,
    extra: {
      // Fail a connection attempt quickly so /ready and requests report an outage promptly.
      connectionTimeoutMillis: 5000,
      // The pool reconnects by itself after a Postgres restart; idle clients are recycled.
      idleTimeoutMillis: 30_000,
    },
  });
}
