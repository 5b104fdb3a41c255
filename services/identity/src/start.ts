import { SERVICE_NAMES } from '@untangle/contracts';
import { startService, type StartedService, type StartServiceOptions } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import type { IdentityConfig } from './config.js';

/** Starts the identity service (HTTP: the provider and its pages; transport: account commands). */
export function startIdentity(
  config: IdentityConfig,
  overrides: Partial<Omit<StartServiceOptions<IdentityConfig>, 'config' | 'imports'>> = {},
): Promise<StartedService> {
  return startService({
    service: 'identity',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    transport: SERVICE_NAMES.identity,
    ...overrides,
  });
}
