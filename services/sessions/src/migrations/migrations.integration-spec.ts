import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceDataSource, runMigrations } from '@untangle/nest-kit/database';
import { createTestDatabase, type TestDatabase } from '@untangle/test-kit';
import pg from 'pg';
import { ENTITIES, MIGRATIONS, SCHEMA } from '../database.js';
import { CreateSessions1795310339914 } from './1795310339914-create-sessions.js';

/** The migrations as a deployment runs them: under the service's own role, not a superuser. */
describe(CreateSessions1795310339914.name, () => {
  let db: TestDatabase;
  let admin: pg.Client;
  const role = `untangle_test_sessions_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let roleUrl: string;

  const dataSource = () =>
    createServiceDataSource({
      url: roleUrl,
      schema: SCHEMA,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      poolSize: 2,
    });
  const tables = async () =>
    (
      await admin.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'sessions' ORDER BY 1`,
      )
    ).rows.map((row) => row.table_name);

  beforeAll(async () => {
    db = await createTestDatabase('sessions_migrations');
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    // What docker-compose gives the service: a login role owning its schema, CREATE on the
    // database (the migration runner's CREATE SCHEMA IF NOT EXISTS needs it), nothing else.
    await admin.query(`CREATE ROLE "${role}" LOGIN PASSWORD '${password}'`);
    await admin.query(`GRANT CONNECT, CREATE ON DATABASE "${db.name}" TO "${role}"`);
    await admin.query(`CREATE SCHEMA "sessions" AUTHORIZATION "${role}"`);
    const url = new URL(db.url);
    url.username = role;
    url.password = password;
    roleUrl = url.toString();
  });

  afterAll(async () => {
    await admin?.end();
    await db?.drop();
    const cleanup = new pg.Client({ connectionString: db.url.replace(`/${db.name}`, '/postgres') });
    await cleanup.connect().catch(() => undefined);
    await cleanup.query(`DROP ROLE IF EXISTS "${role}"`).catch(() => undefined);
    await cleanup.end().catch(() => undefined);
  });

  it('applies under the service’s own role, creating pg_trgm as a trusted extension', async () => {
    const source = await dataSource().initialize();
    try {
      expect((await runMigrations(source)).applied).toEqual([CreateSessions1795310339914.name]);
      expect(await tables()).toEqual(['delete_all_requests', 'deleted_accounts', 'migrations', 'sessions']);
      const { rows } = await admin.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
      expect(rows).toHaveLength(1);
    } finally {
      await source.destroy();
    }
  });

  it('reverts with down, keeping the extension, and applies again', async () => {
    const source = await dataSource().initialize();
    try {
      await source.undoLastMigration({ transaction: 'each' });
      expect(await tables()).toEqual(['migrations']);
      expect((await admin.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).rows).toHaveLength(
        1,
      );
      expect((await runMigrations(source)).applied).toEqual([CreateSessions1795310339914.name]);
    } finally {
      await source.destroy();
    }
  });
});
