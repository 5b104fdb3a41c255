import { loadConfig, runMain, startService } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import { GatewayConfig } from './config.js';

runMain('gateway', async () => {
  const config = loadConfig(GatewayConfig, 'gateway');
  await startService({
    service: 'gateway',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    maxHeaderBytes: config.HTTP_MAX_HEADER_BYTES,
    rawBody: true,
  });
});
