import { SERVICE_NAMES } from '@untangle/contracts';
import { startService, type StartedService, type StartServiceOptions } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import type { BillingConfig } from './config.js';
import type { Clock } from './time/clock.js';

export interface StartBillingOverrides extends Partial<
  Omit<StartServiceOptions<BillingConfig>, 'config' | 'imports'>
> {
  /** Where billing reads "now" (default: the system clock); tests pass a ManualClock. */
  clock?: Clock;
}

/**
 * Starts the billing service (HTTP: health, readiness, metrics; transport: the `billing` stream;
 * the maintenance job). `main.ts` and the test harness (`testing/`) both boot it through here.
 */
export async function startBilling(
  config: BillingConfig,
  overrides: StartBillingOverrides = {},
): Promise<StartedService> {
  const { clock, ...options } = overrides;
  const service = await startService({
    service: 'billing',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config, { clock })],
    transport: SERVICE_NAMES.billing,
    ...options,
  });
  if (config.PAYMENT_PROVIDER === 'local') {
    service.logger.warn(
      'TEST MODE: PAYMENT_PROVIDER=local, the built-in checkout grants Pro without payment. Set PAYMENT_PROVIDER=stripe to take real payments.',
    );
  }
  return service;
}
