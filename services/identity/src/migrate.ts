import { loadConfig, runMain } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { IdentityConfig } from './config.js';
import { dataSourceOptions } from './database.js';

runMain('identity migrations', async () => {
  const report = await migrateService(dataSourceOptions(loadConfig(IdentityConfig, 'identity')));
  const applied = report.applied.length > 0 ? report.applied.join(', ') : 'none pending';
  process.stdout.write(`identity: schema "${report.schema}" is up to date (applied: ${applied})\n`);
});
