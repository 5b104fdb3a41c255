import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@untangle/contracts';
import { TransportModule } from '@untangle/transport';
import type { BaseServiceConfig } from '../config/base-config.js';

/** The transport clients a service calls, on the Redis, key prefix and deadline of its configuration. */
export function transportClients(
  config: Pick<BaseServiceConfig, 'REDIS_URL' | 'REDIS_PREFIX' | 'TRANSPORT_TIMEOUT_MS'>,
  clients: ServiceName[],
): DynamicModule {
  return TransportModule.forRoot({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_PREFIX,
    timeoutMs: config.TRANSPORT_TIMEOUT_MS,
    clients,
  });
}
