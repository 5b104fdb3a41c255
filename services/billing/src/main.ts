import { loadConfig, runMain } from '@untangle/nest-kit';
import { BillingConfig } from './config.js';
import { startBilling } from './start.js';

runMain('billing', async () => {
  await startBilling(loadConfig(BillingConfig, 'billing'));
});
