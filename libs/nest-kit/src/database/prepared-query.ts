import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** Statement names by text: a name is the text's hash, so one name never stands for two texts. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `untangle_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a named prepared statement on the data source's pool: each connection parses and
 * plans it once and then only executes it, which halves Postgres's work for a small hot read. For
 * statements whose text is one of a few fixed variants (values go in `values`, never in the text).
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: pg.Pool }).master;
  if (!pool) throw new Error('preparedQuery needs an initialised Postgres data source');
  const result = await pool.query<Row & pg.QueryResultRow>({ name: statementName(text), text, values });
  return result.rows;
}
