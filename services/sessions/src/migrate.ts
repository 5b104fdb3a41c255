import { loadConfig, runMain } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { SessionsConfig } from './config.js';
import { dataSourceOptions } from './database.js';

runMain('sessions migrations', async () => {
  const report = await migrateService(dataSourceOptions(loadConfig(SessionsConfig, 'sessions')));
  const applied = report.applied.length > 0 ? report.applied.join(', ') : 'none pending';
  process.stdout.write(`sessions: schema "${report.schema}" is up to date (applied: ${applied})\n`);
});
