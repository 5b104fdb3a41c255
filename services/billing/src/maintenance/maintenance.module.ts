import { Module } from '@nestjs/common';
import { PaymentProvidersModule } from '../providers/payment-providers.module.js';
import { QuotaModule } from '../quota/quota.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { MaintenanceScheduler } from './maintenance.scheduler.js';
import { MaintenanceService } from './maintenance.service.js';

/** The `expire-subscriptions` job and its BullMQ scheduler. */
@Module({
  imports: [SubscriptionsModule, QuotaModule, PaymentProvidersModule],
  providers: [MaintenanceService, MaintenanceScheduler],
})
export class MaintenanceModule {}
