import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { isRateLimited } from './exemptions.js';
import { enforce } from './rate-limit-reply.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Per client address: a Fastify onRequest hook, so it runs before the body is read and before the
 * auth guard (a flood of forged tokens is limited too). `request.ip` is the socket's peer unless
 * that peer is a trusted proxy (TRUST_PROXY, Fastify's trustProxy), in which case it is the nearest
 * untrusted address of X-Forwarded-For: a client talking to the gateway directly cannot choose it.
 * Its RATE_LIMITED error reaches the same error filter as a handler's.
 */
@Injectable()
export class IpRateLimitHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly limiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    if (this.limiter.limitOf('ip') === 0) return;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request, reply) => {
      if (!isRateLimited(request.method, request.routeOptions.url, request.url)) return;
      enforce(request, reply, await this.limiter.hit('ip', request.ip));
    });
  }
}
