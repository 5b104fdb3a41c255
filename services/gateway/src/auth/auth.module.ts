import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard.js';
import { JwtVerifier } from './jwt-verifier.js';
import { MeRoutesController } from './me-routes.controller.js';
import { UserInfoClient } from './user-info.client.js';

@Module({
  controllers: [MeRoutesController],
  providers: [JwtVerifier, UserInfoClient, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
