import { SERVICE_NAMES } from '@untangle/contracts';
import { loadConfig, runMain, startService } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import { SessionsConfig } from './config.js';

runMain('sessions', async () => {
  const config = loadConfig(SessionsConfig, 'sessions');
  await startService({
    service: 'sessions',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    transport: SERVICE_NAMES.sessions,
  });
});
