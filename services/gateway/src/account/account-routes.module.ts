import { Module } from '@nestjs/common';
import { AccountRoutesController } from './account-routes.controller.js';

/** The gateway's account routes: `DELETE /api/me` (`GET /api/me` lives with auth). */
@Module({ controllers: [AccountRoutesController] })
export class AccountRoutesModule {}
