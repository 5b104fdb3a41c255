import type { DataSource } from 'typeorm';

export interface MigrationReport {
  schema: string;
  applied: string[];
}

/**
 * Applies pending migrations of a service under a Postgres advisory lock, so replicas starting at
 * once never run the same migration twice. Creates the schema first: the migrations table lives there.
 */
export async function runMigrations(dataSource: DataSource): Promise<MigrationReport> {
  const schema = schemaOf(dataSource);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`untangle:migrations:${schema}`]);
    try {
      // A role limited to its own schema (the containers' setup) may not CREATE on the database, so
      // only ask for the schema when it is really missing.
      const [exists] = await runner.query(
        'SELECT 1 FROM information_schema.schemata WHERE schema_name = $1',
        [schema],
      );
      if (!exists) await runner.query(`CREATE SCHEMA "${schema}"`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return { schema, applied: applied.map((migration) => migration.name) };
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`untangle:migrations:${schema}`]);
    }
  } finally {
    await runner.release();
  }
}

/** Thrown when a service starts against a database whose schema is behind its code. */
export class PendingMigrationsError extends Error {
  constructor(schema: string, command: string) {
    super(`The "${schema}" schema has pending migrations. Run them first: ${command}`);
    this.name = 'PendingMigrationsError';
  }
}

export async function assertNoPendingMigrations(dataSource: DataSource, command: string): Promise<void> {
  const schema = schemaOf(dataSource);
  const [exists] = await dataSource.query(
    'SELECT 1 FROM information_schema.schemata WHERE schema_name = $1',
    [schema],
  );
  if (!exists || (await dataSource.showMigrations())) throw new PendingMigrationsError(schema, command);
}

function schemaOf(dataSource: DataSource): string {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`A service DataSource needs a plain lower-case schema name, got "${schema}"`);
  }
  return schema;
}
