import { transportClients } from '@untangle/nest-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_NAMES } from '@untangle/contracts';
import { AccountRoutesModule } from './account/account-routes.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingRoutesModule } from './billing/billing-routes.module.js';
import type { GatewayConfig } from './config.js';
import { DocsRoutesModule } from './docs/docs-routes.module.js';
import { ApiHealthRoutesController } from './api-health-routes.controller.js';
import { ProcessingRoutesModule } from './processing/processing-routes.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { SessionsRoutesModule } from './sessions/sessions-routes.module.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        transportClients(config, [
          SERVICE_NAMES.identity,
          SERVICE_NAMES.billing,
          SERVICE_NAMES.sessions,
          SERVICE_NAMES.textProcessing,
        ]),
        RateLimitModule,
        AuthModule,
        AccountRoutesModule,
        BillingRoutesModule,
        SessionsRoutesModule,
        ProcessingRoutesModule,
        DocsRoutesModule,
      ],
      controllers: [ApiHealthRoutesController],
    };
  }
}
