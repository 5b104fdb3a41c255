import { SERVICE_NAMES } from '@untangle/contracts';
import { loadConfig, runMain, startService } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import { BillingConfig } from './config.js';

runMain('billing', async () => {
  const config = loadConfig(BillingConfig, 'billing');
  const service = await startService({
    service: 'billing',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    transport: SERVICE_NAMES.billing,
  });
  if (config.PAYMENT_PROVIDER === 'local') {
    service.logger.warn(
      'TEST MODE: PAYMENT_PROVIDER=local, the built-in checkout grants Pro without payment. Set PAYMENT_PROVIDER=stripe to take real payments.',
    );
  }
});
