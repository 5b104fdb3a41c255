import { Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_NAMES } from '@untangle/contracts';
import { transportClients } from '@untangle/nest-kit';
import { DatabaseModule } from '@untangle/nest-kit/database';
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
        transportClients(config, [SERVICE_NAMES.billing]),
        SessionsModule,
      ],
    };
  }
}
