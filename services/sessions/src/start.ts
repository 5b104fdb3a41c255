import { SERVICE_NAMES } from '@untangle/contracts';
import { startService, type StartedService, type StartServiceOptions } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import type { SessionsConfig } from './config.js';

/** Starts the sessions service (HTTP: health and metrics; transport: the saved-history commands). */
export function startSessions(
  config: SessionsConfig,
  overrides: Partial<Omit<StartServiceOptions<SessionsConfig>, 'config' | 'imports'>> = {},
): Promise<StartedService> {
  return startService({
    service: 'sessions',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    transport: SERVICE_NAMES.sessions,
    ...overrides,
  });
}
