import { loadConfig, runMain } from '@untangle/nest-kit';
import { GatewayConfig } from './config.js';
import { startGateway } from './start.js';

runMain('gateway', async () => {
  await startGateway(loadConfig(GatewayConfig, 'gateway'));
});
