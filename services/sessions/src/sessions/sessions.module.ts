import { Module } from '@nestjs/common';
import { PlanCheck } from './plan-check.js';
import { SessionMessagesController } from './session-messages.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Module({
  controllers: [SessionMessagesController],
  providers: [SessionsRepository, SessionsService, PlanCheck],
  exports: [SessionsRepository],
})
export class SessionsModule {}
