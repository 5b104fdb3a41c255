import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnModuleDestroy,
  type Provider,
} from '@nestjs/common';
import type { ServiceName } from '@untangle/contracts';
import { RedisStreamsClient } from './client.js';

export interface TransportModuleOptions {
  url: string;
  keyPrefix?: string;
  /** One client is provided per service named here. */
  clients: ServiceName[];
  /** Default deadline of a call. */
  timeoutMs?: number;
}

const ALL_CLIENTS = Symbol('untangle:transport:clients');

/** The injection token of the client for `service`. */
export function serviceClientToken(service: ServiceName): string {
  return `untangle:transport:client:${service}`;
}

/** `constructor(@InjectServiceClient('billing') private readonly billing: RedisStreamsClient)` */
export function InjectServiceClient(service: ServiceName): PropertyDecorator & ParameterDecorator {
  return Inject(serviceClientToken(service));
}

/** Provides a RedisStreamsClient per target service, everywhere; they connect on first use. */
@Global()
@Module({})
export class TransportModule implements OnModuleDestroy {
  constructor(@Inject(ALL_CLIENTS) private readonly clients: RedisStreamsClient[]) {}

  static forRoot(options: TransportModuleOptions): DynamicModule {
    const services = [...new Set(options.clients)];
    const perService: Provider[] = services.map((service) => ({
      provide: serviceClientToken(service),
      useFactory: (clients: RedisStreamsClient[]) => clients.find((client) => client.service === service),
      inject: [ALL_CLIENTS],
    }));
    return {
      module: TransportModule,
      global: true,
      providers: [
        {
          provide: ALL_CLIENTS,
          useFactory: () =>
            services.map(
              (service) =>
                new RedisStreamsClient({
                  url: options.url,
                  service,
                  keyPrefix: options.keyPrefix,
                  timeoutMs: options.timeoutMs,
                }),
            ),
        },
        ...perService,
      ],
      exports: services.map(serviceClientToken),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}
