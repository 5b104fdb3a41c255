import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { ResultWaiter } from '../queue/result-waiter.js';
import { RestructureMessagesController } from './restructure-messages.controller.js';
import { RestructureService } from './restructure.service.js';

/**
 * The api part: answers `text.restructure` and `text.queue-position` over the transport, adding a
 * job per request and waiting for its result.
 */
@Module({
  imports: [QueueModule],
  controllers: [RestructureMessagesController],
  providers: [ResultWaiter, RestructureService],
})
export class ProcessingModule {}
