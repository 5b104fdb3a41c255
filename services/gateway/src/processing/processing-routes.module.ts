import { Module } from '@nestjs/common';
import { IdempotencyIndex } from './idempotency-index.js';
import { ProcessTextService } from './process-text.service.js';
import { ProcessingController } from './processing.controller.js';

/** `POST /api/process-text` and `GET /api/process-text/queue`. */
@Module({
  controllers: [ProcessingController],
  providers: [IdempotencyIndex, ProcessTextService],
})
export class ProcessingRoutesModule {}
