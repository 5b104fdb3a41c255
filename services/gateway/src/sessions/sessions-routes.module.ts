import { Module } from '@nestjs/common';
import { SessionsController } from './sessions.controller.js';

/** The gateway's sessions routes: SPEC 7's `/api/sessions` calls, answered by the sessions service. */
@Module({ controllers: [SessionsController] })
export class SessionsRoutesModule {}
