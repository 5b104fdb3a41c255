import { Module } from '@nestjs/common';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { GatewayRedisModule } from '../redis/gateway-redis.module.js';
import { IdempotencyIndex } from './idempotency-index.js';
import { ProcessTextService } from './process-text.service.js';
import { ProcessingController } from './processing.controller.js';

/** `POST /api/process-text` and `GET /api/process-text/queue`. */
@Module({
  imports: [GatewayRedisModule, ReceiptsModule],
  controllers: [ProcessingController],
  providers: [IdempotencyIndex, ProcessTextService],
})
export class ProcessingRoutesModule {}
