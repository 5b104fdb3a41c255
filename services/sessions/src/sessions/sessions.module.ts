import { Module } from '@nestjs/common';
import { PlanCheck } from './plan-check.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Module({
  controllers: [SessionsController],
  providers: [SessionsRepository, SessionsService, PlanCheck],
  exports: [SessionsRepository],
})
export class SessionsModule {}
