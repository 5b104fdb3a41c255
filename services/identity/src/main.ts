import { loadConfig, runMain } from '@untangle/nest-kit';
import { IdentityConfig } from './config.js';
import { startIdentity } from './start.js';

runMain('identity', async () => {
  await startIdentity(loadConfig(IdentityConfig, 'identity'));
});
