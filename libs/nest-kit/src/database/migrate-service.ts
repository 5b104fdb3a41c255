import { createServiceDataSource, type ServiceDataSourceOptions } from './data-source.js';
import { runMigrations, type MigrationReport } from './migrate.js';

/** Entry point of a service's `migrate` script: applies its migrations and reports them. */
export async function migrateService(options: ServiceDataSourceOptions): Promise<MigrationReport> {
  const dataSource = await createServiceDataSource({ ...options, poolSize: 2 }).initialize();
  try {
    return await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
