import { Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_NAMES } from '@untangle/contracts';
import { transportClients } from '@untangle/nest-kit';
import { DatabaseModule } from '@untangle/nest-kit/database';
import { AccountsModule } from './accounts/accounts.module.js';
import type { IdentityConfig } from './config.js';
import { dataSourceOptions, MIGRATE_COMMAND } from './database.js';
import { OidcModule } from './oidc/oidc.module.js';

@Module({})
export class AppModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot({ ...dataSourceOptions(config), migrateCommand: MIGRATE_COMMAND }),
        // Our own stream's client: it publishes events (account.deleted) to the shared events stream.
        transportClients(config, [SERVICE_NAMES.identity]),
        AccountsModule,
        OidcModule,
      ],
    };
  }
}
