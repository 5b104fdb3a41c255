import { spawnSync } from 'node:child_process';
import { ensureDatabase } from './database.mjs';
import { loadEnv } from './env.mjs';
import { ROOT, SERVICES } from './topology.mjs';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/untangle';

/** Applies every schema-owning service's migrations, one service after another. */
export async function migrateAll(env) {
  env.DATABASE_URL ??= DEFAULT_DATABASE_URL;
  await ensureDatabase(env.DATABASE_URL);
  for (const service of SERVICES.filter((s) => s.database)) {
    const result = spawnSync(process.execPath, [`${ROOT}/${service.dir}/dist/migrate.js`], {
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${service.name}: migrations failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  migrateAll(loadEnv()).catch((error) => {
    console.error(`untangle: ${error.message}`);
    process.exit(1);
  });
}
