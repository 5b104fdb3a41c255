import { Module } from '@nestjs/common';
import { PlanCacheModule } from '../plan-cache/plan-cache.module.js';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { GatewayRedisModule } from '../redis/gateway-redis.module.js';
import { IdempotencyIndex } from './idempotency-index.js';
import { ProcessTextService } from './process-text.service.js';
import { ProcessingRoutesController } from './processing-routes.controller.js';

/** `POST /api/process-text` and `GET /api/process-text/queue`. */
@Module({
  imports: [GatewayRedisModule, ReceiptsModule, PlanCacheModule],
  controllers: [ProcessingRoutesController],
  providers: [IdempotencyIndex, ProcessTextService],
})
export class ProcessingRoutesModule {}
