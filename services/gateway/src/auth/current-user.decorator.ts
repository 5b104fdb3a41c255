import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ServiceError } from '@untangle/transport';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './authenticated-user.js';

/** The verified caller. The only source of a user id: never a body field or a path segment. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<FastifyRequest>().user;
    if (!user) throw new ServiceError('AUTH_REQUIRED');
    return user;
  },
);
