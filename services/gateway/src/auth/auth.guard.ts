import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, requestContext } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import './authenticated-user.js';
import { JwtVerifier } from './jwt-verifier.js';

/** Global guard: every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: JwtVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const token = bearerToken(request.headers.authorization);
    try {
      if (!token) throw new ServiceError('AUTH_REQUIRED');
      request.user = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof ServiceError && error.code.startsWith('AUTH_')) {
        const challenge = error.code === 'AUTH_REQUIRED' ? 'Bearer' : 'Bearer error="invalid_token"';
        void http.getResponse<FastifyReply>().header('www-authenticate', challenge);
      }
      throw error;
    }
    const store = requestContext.getStore();
    if (store) store.userId = request.user.id;
    return true;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
