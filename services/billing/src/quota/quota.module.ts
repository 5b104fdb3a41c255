import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { QuotaMessagesController } from './quota.messages.controller.js';
import { QuotaRepository } from './quota.repository.js';
import { QuotaService } from './quota.service.js';

/** The monthly restructure allowance: reserve, release and status. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [QuotaMessagesController],
  providers: [QuotaRepository, QuotaService],
  exports: [QuotaRepository],
})
export class QuotaModule {}
