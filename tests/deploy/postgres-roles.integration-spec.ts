import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { migrateService } from '@untangle/nest-kit/database';
import { startPostgresServer, type OwnPostgresServer } from '@untangle/test-kit';
import pg from 'pg';
import { MIGRATIONS as BILLING_MIGRATIONS } from '../../services/billing/src/database.js';
import { MIGRATIONS as IDENTITY_MIGRATIONS } from '../../services/identity/src/database.js';
import { MIGRATIONS as SESSIONS_MIGRATIONS } from '../../services/sessions/src/database.js';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

const ROLES = [
  { role: 'identity', schema: 'identity', migrations: IDENTITY_MIGRATIONS },
  { role: 'billing', schema: 'billing', migrations: BILLING_MIGRATIONS },
  { role: 'sessions', schema: 'sessions', migrations: SESSIONS_MIGRATIONS },
];

/**
 * The docker-compose Postgres init step, run exactly as the container runs it (against a private
 * cluster), then every service's real migrations under its own role.
 */
describe('deploy/compose/postgres/10-service-roles.sh', () => {
  let server: OwnPostgresServer;
  const urlFor = (role: string) => {
    const url = new URL(server.url);
    url.username = role;
    url.password = `${role}-secret`;
    return url.toString();
  };
  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    server = await startPostgresServer();
    const env = {
      ...process.env,
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      POSTGRES_USER: 'postgres',
      POSTGRES_DB: 'untangle_test',
      IDENTITY_DB_PASSWORD: 'identity-secret',
      BILLING_DB_PASSWORD: 'billing-secret',
      SESSIONS_DB_PASSWORD: 'sessions-secret',
    };
    await run('sh', [`${ROOT}deploy/compose/postgres/10-service-roles.sh`], { env });
  }, 120_000);

  afterAll(async () => {
    await server?.destroy();
  });

  it.each(ROLES)(
    'lets $role apply its own migrations in its own schema',
    async ({ role, schema, migrations }) => {
      const report = await migrateService({ url: urlFor(role), schema, entities: [], migrations });
      expect(report.schema).toBe(schema);
      expect(report.applied.length).toBe(migrations.length);
      const tables = await query(
        urlFor(role),
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = '${schema}'`,
      );
      expect(tables[0].n).toBeGreaterThan(0);
    },
  );

  it('keeps each role out of the other services’ schemas', async () => {
    for (const { role } of ROLES) {
      for (const other of ROLES.filter((entry) => entry.role !== role)) {
        await expect(
          query(urlFor(role), `SELECT 1 FROM "${other.schema}".migrations LIMIT 1`),
        ).rejects.toThrow(/permission denied/);
      }
    }
  });

  it('lets no service role create schemas or tables outside its own schema', async () => {
    await expect(query(urlFor('billing'), 'CREATE SCHEMA sneaky')).rejects.toThrow(/permission denied/);
    await expect(query(urlFor('billing'), 'CREATE TABLE public.sneaky (id int)')).rejects.toThrow(
      /permission denied/,
    );
    await expect(query(urlFor('billing'), 'CREATE TABLE sessions.sneaky (id int)')).rejects.toThrow(
      /permission denied/,
    );
  });
});
