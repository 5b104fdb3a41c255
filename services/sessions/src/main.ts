import { loadConfig, runMain } from '@untangle/nest-kit';
import { SessionsConfig } from './config.js';
import { startSessions } from './start.js';

runMain('sessions', async () => {
  await startSessions(loadConfig(SessionsConfig, 'sessions'));
});
