import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** Connection string of a fresh database that belongs to this suite only. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Test code only ever touches a database whose name says it is for tests. */
export function assertTestDatabaseName(urlOrName: string): void {
  const name = urlOrName.includes('://') ? new URL(urlOrName).pathname.replace(/^\//, '') : urlOrName;
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to use database "${name}" for tests: its name must contain "test".`);
  }
}

/**
 * Creates a new, empty database for one suite (named `untangle_test_<label>_<random>`) on the run's
 * Postgres: `TEST_DATABASE_URL`, which the integration setup points at its container when the run
 * uses containers (test-servers.ts), else the local server.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  assertTestDatabaseName(admin);
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 30);
  const name = `untangle_test_${safeLabel}_${randomBytes(4).toString('hex')}`;
  await withClient(admin, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
