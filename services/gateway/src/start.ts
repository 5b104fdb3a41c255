import { startService, type StartedService, type StartServiceOptions } from '@untangle/nest-kit';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config.js';

/**
 * Starts the gateway (HTTP only: the public API, which calls the other services over the transport).
 * It keeps raw bodies for the payment webhook's signature and accepts request heads up to
 * HTTP_MAX_HEADER_BYTES, so an oversized token gets the API's 401.
 */
export function startGateway(
  config: GatewayConfig,
  overrides: Partial<Omit<StartServiceOptions<GatewayConfig>, 'config' | 'imports'>> = {},
): Promise<StartedService> {
  return startService({
    service: 'gateway',
    config,
    port: config.PORT,
    imports: [AppModule.forRoot(config)],
    maxHeaderBytes: config.HTTP_MAX_HEADER_BYTES,
    rawBody: true,
    ...overrides,
  });
}
