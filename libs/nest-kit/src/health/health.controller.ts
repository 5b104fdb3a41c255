import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Registry } from 'prom-client';
import { Public } from '../http/public.decorator.js';
import { SERVICE_NAME } from '../tokens.js';
import { ReadinessRegistry } from './readiness.registry.js';

const startedAt = Date.now();

/** Liveness, readiness and metrics. Not routed by nginx: operators and orchestrators only. */
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    private readonly readiness: ReadinessRegistry,
    private readonly metrics: Registry,
  ) {}

  @Get('health')
  health() {
    return {
      status: 'ok',
      service: this.service,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const report = await this.readiness.run();
    await reply.status(report.status === 'ok' ? 200 : 503).send({ service: this.service, ...report });
  }

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metricsText(): Promise<string> {
    return this.metrics.metrics();
  }
}
