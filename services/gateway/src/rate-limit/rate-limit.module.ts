import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IpRateLimitHook } from './ip-rate-limit.hook.js';
import { RateLimiter } from './rate-limiter.js';
import { UserRateLimitInterceptor } from './user-rate-limit.interceptor.js';

/** Redis-backed request limits on /api: per client address (before auth) and per member (after). */
@Module({
  providers: [RateLimiter, IpRateLimitHook, { provide: APP_INTERCEPTOR, useClass: UserRateLimitInterceptor }],
})
export class RateLimitModule {}
