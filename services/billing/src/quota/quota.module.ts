import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { QuotaMessagesController } from './quota.messages.controller.js';
import { QuotaRepository } from './quota.repository.js';
import { QuotaService } from './quota.service.js';
import { UsageRecords } from './usage-records.js';

/** The monthly restructure allowance: reserve, release, status, and usage recorded after the fact. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [QuotaMessagesController],
  providers: [QuotaRepository, QuotaService, UsageRecords],
  exports: [QuotaRepository],
})
export class QuotaModule {}
