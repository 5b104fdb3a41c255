import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { createTestRedis, type TestRedis } from '@untangle/test-kit';
import { RedisStreamsClient, ServiceError, TransportError } from '@untangle/transport';
import { IsString } from 'class-validator';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { BaseServiceConfig } from '../config/base-config.js';
import { loadConfig } from '../config/load-config.js';
import { validateDto } from '../http/validate-dto.js';
import { currentTraceId } from '../logging/request-context.js';
import { rpc } from '../transport/rpc.js';
import { startService, type StartedService } from './start-service.js';

class EchoDto {
  @IsString() text!: string;
}

@Controller('kit')
class KitController {
  @Post('echo')
  echo(@Body() body: unknown) {
    return body;
  }
  @Get('boom')
  boom() {
    throw new Error('secret database password leaked in this message');
  }
  @Get('coded')
  coded() {
    throw new ServiceError('QUOTA_EXCEEDED');
  }

  @MessagePattern('kit.echo')
  async rpcEcho(@Payload() data: unknown) {
    const dto = await validateDto(EchoDto, data);
    return { text: dto.text, traceId: currentTraceId() };
  }
  @MessagePattern('kit.boom')
  rpcBoom() {
    throw new Error('internal detail that must stay in the log');
  }
}

let bootstrapHookCalls = 0;

@Module({ controllers: [KitController] })
class KitModule {
  onApplicationBootstrap() {
    bootstrapHookCalls += 1;
  }
}

describe(startService.name, () => {
  let redis: TestRedis;
  let service: StartedService;
  let client: RedisStreamsClient;
  const lines: string[] = [];

  beforeAll(async () => {
    redis = await createTestRedis('nest_kit_start');
    const config = loadConfig(BaseServiceConfig, 'kit', {
      REDIS_URL: redis.url,
      REDIS_PREFIX: redis.keyPrefix,
      LOG_LEVEL: 'info',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    service = await startService({
      service: 'kit',
      config,
      port: 0,
      imports: [KitModule],
      transport: 'billing',
      bodyLimit: 1024,
      logger: pino({ level: 'info' }, sink),
    });
    client = new RedisStreamsClient({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: 'billing',
      timeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await redis?.cleanup();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('runs module lifecycle hooks once although it serves HTTP and the transport', () => {
    expect(bootstrapHookCalls).toBe(1);
  });

  it('answers /health and /ready', async () => {
    const health = await fetch(`${service.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', service: 'kit' });
    expect((await fetch(`${service.url}/ready`)).status).toBe(200);
  });

  it('exposes Prometheus metrics with the HTTP latency histogram', async () => {
    await fetch(`${service.url}/health`);
    const text = await (await fetch(`${service.url}/metrics`)).text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('service="kit"');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await post('/kit/echo', '{"text": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'MALFORMED_JSON', statusCode: 400 });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post('/kit/echo', JSON.stringify({ text: 'x'.repeat(2000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await fetch(`${service.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('maps a coded error to its status and message', async () => {
    const response = await fetch(`${service.url}/kit/coded`);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
  });

  it('answers an unexpected error with 500 and an error id, logging the detail under that id', async () => {
    const response = await fetch(`${service.url}/kit/boom`);
    const body = (await response.json()) as { errorId: string; message: string };
    expect(response.status).toBe(500);
    expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('secret');
    const logged = lines.find((line) => line.includes(body.errorId));
    expect(logged).toContain('secret database password');
  });

  it('keeps an upstream trace id and echoes it', async () => {
    const response = await fetch(`${service.url}/health`, { headers: { 'x-trace-id': 'abc-123' } });
    expect(response.headers.get('x-trace-id')).toBe('abc-123');
  });

  it('keeps a trace id sent under the legacy x-request-id header, and x-trace-id over it', async () => {
    const legacy = await fetch(`${service.url}/health`, { headers: { 'x-request-id': 'legacy-1' } });
    expect(legacy.headers.get('x-trace-id')).toBe('legacy-1');
    const both = await fetch(`${service.url}/health`, {
      headers: { 'x-trace-id': 'trace-2', 'x-request-id': 'legacy-2' },
    });
    expect(both.headers.get('x-trace-id')).toBe('trace-2');
  });

  it('serves transport requests with validation, coded errors and the caller trace id', async () => {
    await expect(
      client.request('kit.echo', { text: 'hi' }, { headers: { 'x-trace-id': 'rid-1' } }),
    ).resolves.toEqual({
      text: 'hi',
      traceId: 'rid-1',
    });
    await expect(rpc(client, 'kit.echo', { text: 5 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    const failure = await client.request('kit.boom', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).code).toBe('INTERNAL');
    expect((failure as TransportError).message).not.toContain('internal detail');
    expect(lines.some((line) => line.includes((failure as TransportError).errorId!))).toBe(true);
  });
});
