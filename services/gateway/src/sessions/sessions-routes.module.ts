import { Module } from '@nestjs/common';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { SessionRoutesController } from './session-routes.controller.js';

/** The gateway's sessions routes: the `/api/sessions` calls, answered by the sessions service. */
@Module({ imports: [ReceiptsModule], controllers: [SessionRoutesController] })
export class SessionsRoutesModule {}
