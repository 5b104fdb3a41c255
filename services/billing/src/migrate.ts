import { loadConfig, runMain } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { BillingConfig } from './config.js';
import { dataSourceOptions } from './database.js';

runMain('billing migrations', async () => {
  const report = await migrateService(dataSourceOptions(loadConfig(BillingConfig, 'billing')));
  const applied = report.applied.length > 0 ? report.applied.join(', ') : 'none pending';
  process.stdout.write(`billing: schema "${report.schema}" is up to date (applied: ${applied})\n`);
});
