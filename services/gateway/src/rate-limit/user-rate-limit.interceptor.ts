import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import '../auth/authenticated-user.js';
import { isRateLimited } from './exemptions.js';
import { enforce } from './rate-limit-reply.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Per member: interceptors run after the global auth guard, so `request.user` is the verified
 * token's subject here. Public routes (no user) count only against the address limit.
 */
@Injectable()
export class UserRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: RateLimiter) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() === 'http' && this.limiter.limitOf('user') > 0) {
      const http = context.switchToHttp();
      const request = http.getRequest<FastifyRequest>();
      if (request.user && isRateLimited(request.method, request.routeOptions.url, request.url)) {
        enforce(request, http.getResponse<FastifyReply>(), await this.limiter.hit('user', request.user.id));
      }
    }
    return next.handle();
  }
}
