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
