import { Module } from '@nestjs/common';
import { HistoryPlanCache } from './history-plan-cache.js';
import { PlanCheck } from './plan-check.js';
import { SessionMessagesController } from './session-messages.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** The saved history: its transport commands, its rules (Pro to list) and its storage. */
@Module({
  controllers: [SessionMessagesController],
  providers: [SessionsRepository, SessionsService, PlanCheck, HistoryPlanCache],
})
export class SessionsModule {}
