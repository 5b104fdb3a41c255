import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@untangle/test-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createServiceDataSource } from './data-source.js';
import { assertNoPendingMigrations, PendingMigrationsError, runMigrations } from './migrate.js';

class CreateWidgets1700000000000 implements MigrationInterface {
  name = 'CreateWidgets1700000000000';
  async up(runner: QueryRunner): Promise<void> {
    // Slow on purpose: a second runner that did not wait for the lock would fail on the duplicate.
    await runner.query('SELECT pg_sleep(0.2)');
    await runner.query('CREATE TABLE "kit"."widgets" (id serial PRIMARY KEY, name text NOT NULL)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "kit"."widgets"');
  }
}

const dataSource = (
  url: string,
  migrations: Array<new () => MigrationInterface> = [CreateWidgets1700000000000],
) => createServiceDataSource({ url, schema: 'kit', entities: [], migrations, poolSize: 2 });

describe(runMigrations.name, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('nest_kit_migrate');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('applies each migration once even when replicas start at the same moment', async () => {
    const sources = await Promise.all([1, 2, 3].map(() => dataSource(db.url).initialize()));
    try {
      const reports = await Promise.all(sources.map((source) => runMigrations(source)));
      expect(reports.flatMap((report) => report.applied)).toEqual(['CreateWidgets1700000000000']);
      const [{ count }] = await sources[0]!.query(`SELECT count(*)::int AS count FROM "kit"."migrations"`);
      expect(count).toBe(1);
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
    }
  });

  it('keeps the migrations table in the service schema, not in public', async () => {
    const source = await dataSource(db.url).initialize();
    try {
      const tables = await source.query(
        `SELECT table_schema FROM information_schema.tables WHERE table_name = 'migrations'`,
      );
      expect(tables).toEqual([{ table_schema: 'kit' }]);
    } finally {
      await source.destroy();
    }
  });
});

describe(assertNoPendingMigrations.name, () => {
  it('refuses a database whose schema is behind the code, naming the command that fixes it', async () => {
    const db = await createTestDatabase('nest_kit_pending');
    const source = await dataSource(db.url).initialize();
    try {
      await expect(assertNoPendingMigrations(source, 'npm run migrate')).rejects.toThrow(
        PendingMigrationsError,
      );
      await expect(assertNoPendingMigrations(source, 'npm run migrate')).rejects.toThrow(/npm run migrate/);
      await runMigrations(source);
      await expect(assertNoPendingMigrations(source, 'npm run migrate')).resolves.toBeUndefined();
    } finally {
      await source.destroy();
      await db.drop();
    }
  });
});
