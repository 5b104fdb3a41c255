import { loadConfig, migrateService, runMain } from '@untangle/nest-kit';
import { TextProcessingConfig } from './config.js';
import { dataSourceOptions } from './database.js';

runMain('text-processing migrations', async () => {
  const report = await migrateService(dataSourceOptions(loadConfig(TextProcessingConfig, 'text-processing')));
  const applied = report.applied.length > 0 ? report.applied.join(', ') : 'none pending';
  process.stdout.write(`text-processing: schema "${report.schema}" is up to date (applied: ${applied})\n`);
});
