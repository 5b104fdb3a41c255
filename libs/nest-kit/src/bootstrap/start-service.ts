import 'reflect-metadata';
import {
  Module,
  type DynamicModule,
  type ForwardReference,
  type INestMicroservice,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestMicroservice } from '@nestjs/microservices';
import { Redis } from 'ioredis';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRACE_ID_HEADER, type ServiceName } from '@untangle/contracts';
import { RedisStreamsServer, TransportExceptionFilter } from '@untangle/transport';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { BaseServiceConfig } from '../config/base-config.js';
import { CoreModule } from '../core.module.js';
import { createHttpDurationHistogram, createMetricsRegistry } from '../health/metrics.js';
import { ReadinessRegistry } from '../health/readiness.registry.js';
import { HttpErrorFilter } from '../http/http-error.filter.js';
import { DependencyOutageInterceptor } from '../http/outage.interceptor.js';
import { createLogger } from '../logging/logger.js';
import { PinoNestLogger } from '../logging/nest-logger.js';
import { requestContext } from '../logging/request-context.js';
import { RpcRequestContextInterceptor } from '../logging/rpc-request-context.interceptor.js';
import { traceIdFrom } from './trace-id.js';

export interface StartServiceOptions<C extends BaseServiceConfig> {
  service: string;
  config: C;
  port: number;
  imports: Array<Type | DynamicModule | Promise<DynamicModule> | ForwardReference>;
  /** Serve requests of this transport stream (the service's own name) next to HTTP. */
  transport?: ServiceName | TransportServing;
  /** Largest accepted HTTP body in bytes. */
  bodyLimit?: number;
  /** Keep each request's raw body (`request.rawBody`), e.g. to verify a webhook signature. */
  rawBody?: boolean;
  /**
   * Largest accepted request head (request line + headers) in bytes; Node's default is 16 KiB and
   * answers 431 above it before any handler runs. The gateway raises it so an oversized bearer
   * token reaches its auth guard and gets the API's 401.
   */
  maxHeaderBytes?: number;
  configure?: (app: NestFastifyApplication, logger: Logger) => Promise<void> | void;
  /** Defaults to the process's root logger; tests pass their own to capture lines. */
  logger?: Logger;
  listen?: boolean;
}

export interface TransportServing {
  service: ServiceName;
  /** Handlers in flight at once (the transport's default is 32). */
  concurrency?: number;
  /** How long a graceful shutdown waits for handlers in flight. */
  shutdownTimeoutMs?: number;
}

export interface StartedService {
  app: NestFastifyApplication;
  logger: Logger;
  url: string;
  close(): Promise<void>;
}

/**
 * Boots one service: Fastify with trace ids and an access log, the coded-error filter, health,
 * readiness and metrics, the Redis Streams server when asked, and graceful shutdown on SIGTERM.
 */
export async function startService<C extends BaseServiceConfig>(
  options: StartServiceOptions<C>,
): Promise<StartedService> {
  const logger = options.logger ?? createLogger(options.service, options.config.LOG_LEVEL);
  const metrics = createMetricsRegistry(options.service);
  const httpDuration = createHttpDurationHistogram(metrics);

  @Module({
    imports: [
      CoreModule.forRoot({ service: options.service, config: options.config, logger, metrics }),
      ...options.imports,
    ],
  })
  class ServiceRootModule {}

  const adapter = new FastifyAdapter({
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    genReqId: traceIdFrom,
    requestIdHeader: false,
    trustProxy: options.config.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    ...(options.maxHeaderBytes ? { http: { maxHeaderSize: options.maxHeaderBytes } } : {}),
  });
  const nestLogger = new PinoNestLogger(logger);
  const app = await NestFactory.create<NestFastifyApplication>(ServiceRootModule, adapter, {
    logger: nestLogger,
    rawBody: options.rawBody ?? false,
    bufferLogs: false,
    abortOnError: false,
  });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.useGlobalInterceptors(new DependencyOutageInterceptor());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(TRACE_ID_HEADER, request.id);
    requestContext.run({ traceId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
    if (!isProbe(route)) {
      logger.info(
        {
          traceId: request.id,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });

  registerRedisReadiness(app, options.config.REDIS_URL);
  await options.configure?.(app, logger);

  if (options.transport) {
    const serving =
      typeof options.transport === 'string' ? { service: options.transport } : options.transport;
    // Deferred so the filter and interceptor below are registered before the microservice initialises.
    const microservice = app.connectMicroservice(
      {
        strategy: new RedisStreamsServer({
          url: options.config.REDIS_URL,
          keyPrefix: options.config.REDIS_PREFIX,
          logger: nestLogger,
          ...serving,
        }),
      },
      { deferInitialization: true },
    );
    microservice.useGlobalFilters(new TransportExceptionFilter(nestLogger));
    microservice.useGlobalInterceptors(
      new RpcRequestContextInterceptor(logger),
      new DependencyOutageInterceptor(),
    );
    // Module hooks run once, in app.init() below, before the first message can arrive.
    markLifecycleHooksAsRun(microservice);
    await app.init();
    await app.startAllMicroservices();
  }

  const listen = options.listen ?? true;
  if (listen) await app.listen({ port: options.port, host: options.config.HOST });
  const url = listen ? await app.getUrl() : '';
  logger.info({ url }, `${options.service} started`);
  return { app, logger, url, close: () => app.close() };
}

/**
 * A microservice connected with `deferInitialization` initialises in its own listen() and, unless
 * told otherwise, runs every module's onModuleInit/onApplicationBootstrap there a second time after
 * app.init(). Nest has no public option for this: without deferInitialization, connectMicroservice
 * marks the hooks as run itself, but it also sets up the handlers at once, before the global filter
 * and interceptors registered on the microservice above, which would then never apply. So this uses
 * NestMicroservice#setIsInitHookCalled (exported class, but not part of INestMicroservice), as
 * connectMicroservice does; kept here, in one place, in case a Nest upgrade renames it.
 */
function markLifecycleHooksAsRun(microservice: INestMicroservice): void {
  if (!(microservice instanceof NestMicroservice)) {
    throw new Error(
      'connectMicroservice returned no NestMicroservice: cannot skip its second lifecycle hooks',
    );
  }
  microservice.setIsInitHookCalled(true);
}

/** Every service depends on Redis (the transport at least): /ready says whether it answers. */
function registerRedisReadiness(app: NestFastifyApplication, url: string): void {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  app.get(ReadinessRegistry).register('redis', async () => {
    if (redis.status === 'wait') await redis.connect();
    await redis.ping();
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => {
      redis.disconnect();
    });
}

function isProbe(route: string): boolean {
  return route === '/health' || route === '/ready' || route === '/metrics';
}

export { Registry };
