import { Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_NAMES } from '@untangle/contracts';
import { DatabaseModule } from '@untangle/nest-kit';
import { TransportModule } from '@untangle/transport';
import type { SessionsConfig } from './config.js';
import { dataSourceOptions, MIGRATE_COMMAND } from './database.js';
import { SessionsModule } from './sessions/sessions.module.js';

@Module({})
export class AppModule {
  static forRoot(config: SessionsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({ ...dataSourceOptions(config), migrateCommand: MIGRATE_COMMAND }),
        // Billing answers the Pro check of a list.
        TransportModule.forRoot({
          url: config.REDIS_URL,
          keyPrefix: config.REDIS_PREFIX,
          timeoutMs: config.TRANSPORT_TIMEOUT_MS,
          clients: [SERVICE_NAMES.billing],
        }),
        SessionsModule,
      ],
    };
  }
}
