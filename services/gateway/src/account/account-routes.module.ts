import { Module } from '@nestjs/common';
import { AccountController } from './account.controller.js';

/** The gateway's account routes: `DELETE /api/me` (`GET /api/me` lives with auth). */
@Module({ controllers: [AccountController] })
export class AccountRoutesModule {}
