import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { HealthController } from './health/health.controller.js';
import { createMetricsRegistry } from './health/metrics.js';
import { ReadinessRegistry } from './health/readiness.registry.js';
import { LOGGER, SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';

export interface CoreModuleOptions<C> {
  service: string;
  config: C;
  logger: Logger;
  metrics?: Registry;
}

/** What every service has: its validated config, its logger, health, readiness and metrics. */
@Global()
@Module({})
export class CoreModule {
  static forRoot<C>(options: CoreModuleOptions<C>): DynamicModule {
    return {
      module: CoreModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: SERVICE_CONFIG, useValue: options.config },
        { provide: LOGGER, useValue: options.logger },
        { provide: Registry, useValue: options.metrics ?? createMetricsRegistry(options.service) },
        ReadinessRegistry,
      ],
      exports: [SERVICE_NAME, SERVICE_CONFIG, LOGGER, Registry, ReadinessRegistry],
    };
  }
}
