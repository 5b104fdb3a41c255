import { ServiceError } from '@untangle/transport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mostRestrictive, type RateLimitDecision } from './window.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The most restrictive rate-limit decision made for this request so far. */
    rateLimit?: RateLimitDecision;
  }
}

/**
 * Records `decision` on the request, advertises the most restrictive one so far in the
 * RateLimit-Limit / -Remaining / -Reset headers and, when it is over the limit, throws
 * RATE_LIMITED (429, contracts' message, through the error filter) with Retry-After in seconds.
 */
export function enforce(
  request: FastifyRequest,
  reply: FastifyReply,
  decision: RateLimitDecision | undefined,
): void {
  if (!decision) return;
  const shown = mostRestrictive(request.rateLimit, decision)!;
  request.rateLimit = shown;
  void reply.header('ratelimit-limit', String(shown.limit));
  void reply.header('ratelimit-remaining', String(shown.remaining));
  void reply.header('ratelimit-reset', String(shown.resetS));
  if (!decision.allowed) {
    void reply.header('retry-after', String(decision.resetS));
    throw new ServiceError('RATE_LIMITED');
  }
}
