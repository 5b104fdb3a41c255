import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@untangle/test-kit';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from './data-source.js';
import { preparedQuery } from './prepared-query.js';

describe(preparedQuery.name, () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('nest_kit_prepared_query');
    // One connection: every statement below runs on the same Postgres session.
    dataSource = await createServiceDataSource({
      url: db.url,
      schema: 'public',
      entities: [],
      migrations: [],
      poolSize: 1,
    }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const prepared = () =>
    preparedQuery<{ statement: string }>(
      dataSource,
      `SELECT "statement" FROM pg_prepared_statements ORDER BY "statement"`,
      [],
    );

  it('answers like a plain query, with its values bound', async () => {
    const text = `SELECT $1::int + 1 AS "next", upper($2::text) AS "shout"`;
    expect(await preparedQuery(dataSource, text, [41, 'hi'])).toEqual(
      await dataSource.query(text, [41, 'hi']),
    );
    expect(await preparedQuery(dataSource, text, [1, 'a'])).toEqual([{ next: 2, shout: 'A' }]);
  });

  it('prepares each text once per connection, and two texts under two names', async () => {
    const first = `SELECT $1::int AS "value"`;
    const second = `SELECT $1::int * 2 AS "value"`;
    for (let i = 0; i < 3; i += 1) {
      expect(await preparedQuery(dataSource, first, [i])).toEqual([{ value: i }]);
      expect(await preparedQuery(dataSource, second, [i])).toEqual([{ value: i * 2 }]);
    }
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements.filter((statement) => statement === first)).toHaveLength(1);
    expect(statements.filter((statement) => statement === second)).toHaveLength(1);
  });

  it('refuses a data source that is not connected', async () => {
    const idle = createServiceDataSource({ url: db.url, schema: 'public', entities: [], migrations: [] });
    await expect(preparedQuery(idle, 'SELECT 1', [])).rejects.toThrow(/initialised Postgres data source/);
  });
});
