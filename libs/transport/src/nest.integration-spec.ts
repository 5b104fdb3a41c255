import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  Controller,
  Injectable,
  Module,
  type INestApplicationContext,
  type INestMicroservice,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { EVENTS, PATTERNS, TRACE_ID_HEADER } from '@untangle/contracts';
import { createTestRedis, waitFor, type TestRedis } from '@untangle/test-kit';
import { lastValueFrom, of, toArray } from 'rxjs';
import { RedisStreamsClient } from './client.js';
import { RedisStreamsContext } from './context.js';
import { ServiceError, TransportError } from './errors.js';
import { TransportExceptionFilter } from './exception-filter.js';
import { InjectServiceClient, TransportModule } from './module.js';
import { RedisStreamsServer } from './server.js';
import { CapturingLogger } from './testing/in-process.js';

// Every wait below is bounded on its own; this only has to outlast the slowest of them.
jest.setTimeout(30_000);

const deletedAccounts: string[] = [];
let flakyAttempts = 0;

@Controller()
class BillingController {
  @MessagePattern(PATTERNS.billing.quotaReserve)
  reserve(@Payload() data: { idempotencyKey: string; units: number }, @Ctx() ctx: RedisStreamsContext) {
    return {
      reserved: data.units,
      idempotencyKey: data.idempotencyKey,
      traceId: ctx.headers[TRACE_ID_HEADER],
    };
  }

  @MessagePattern(PATTERNS.billing.quotaStatus)
  status(): never {
    throw new ServiceError('QUOTA_EXCEEDED');
  }

  @MessagePattern(PATTERNS.billing.planOf)
  async planOf(): Promise<never> {
    throw new Error('secret detail');
  }

  @MessagePattern(PATTERNS.billing.subscriptionStatus)
  history() {
    return of('free', 'pro');
  }

  @EventPattern('billing.flaky')
  async flaky(_event: unknown) {
    flakyAttempts += 1;
    if (flakyAttempts === 1) throw new Error('first attempt fails');
  }

  @EventPattern(EVENTS.accountDeleted)
  async accountDeleted(@Payload() data: { userId: string }) {
    deletedAccounts.push(data.userId);
  }
}

@Module({ controllers: [BillingController] })
class BillingModule {}

@Injectable()
class GatewayCalls {
  constructor(@InjectServiceClient('billing') readonly billing: RedisStreamsClient) {}
}

describe(TransportModule.name, () => {
  let redis: TestRedis;
  let billing: INestMicroservice;
  let gateway: INestApplicationContext;
  const filterLog = new CapturingLogger();

  beforeAll(async () => {
    redis = await createTestRedis('transport-nest');
    billing = await NestFactory.createMicroservice(BillingModule, {
      strategy: new RedisStreamsServer({
        url: redis.url,
        keyPrefix: redis.keyPrefix,
        service: 'billing',
        blockMs: 200,
        claimIdleMs: 300,
        logger: new CapturingLogger(),
      }),
      logger: false,
    });
    billing.useGlobalFilters(new TransportExceptionFilter(filterLog));
    await billing.listen();

    @Module({
      imports: [
        TransportModule.forRoot({
          url: redis.url,
          keyPrefix: redis.keyPrefix,
          clients: ['billing'],
          timeoutMs: 5_000,
        }),
      ],
      providers: [GatewayCalls],
    })
    class GatewayModule {}
    gateway = await NestFactory.createApplicationContext(GatewayModule, { logger: false });
  });

  afterAll(async () => {
    await gateway?.close();
    await billing?.close();
    await redis?.cleanup();
  });

  it('calls @MessagePattern handlers of a Nest microservice through an injected client', async () => {
    const client = gateway.get(GatewayCalls).billing;
    expect(client).toBeInstanceOf(RedisStreamsClient);

    const reply = await client.request(
      PATTERNS.billing.quotaReserve,
      { idempotencyKey: 'req-7', units: 2 },
      { headers: { [TRACE_ID_HEADER]: 'trace-1' } },
    );
    expect(reply).toEqual({ reserved: 2, idempotencyKey: 'req-7', traceId: 'trace-1' });
    expect(await lastValueFrom(client.send(PATTERNS.billing.subscriptionStatus, {}).pipe(toArray()))).toEqual(
      ['free', 'pro'],
    );
  });

  it('carries a ServiceError and an unexpected error from a decorated handler to the caller', async () => {
    const client = gateway.get(GatewayCalls).billing;
    await expect(client.request(PATTERNS.billing.quotaStatus, {})).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      status: 402,
    });

    const error = (await client
      .request(PATTERNS.billing.planOf, {})
      .catch((caught: unknown) => caught)) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({
      code: 'INTERNAL',
      status: 500,
      message: 'Something went wrong on our side.',
    });
    expect(error.message).not.toContain('secret');
    expect(filterLog.text()).toContain(error.errorId!);
    expect(filterLog.lines.find((line) => line.message.includes(error.errorId!))?.message).toContain(
      'secret detail',
    );
  });

  it('delivers an emitted event to the @EventPattern handler once', async () => {
    const client = gateway.get(GatewayCalls).billing;
    await lastValueFrom(client.emit(EVENTS.accountDeleted, { userId: 'user-9' }), {
      defaultValue: undefined,
    });
    await waitFor(() => deletedAccounts.includes('user-9'), { what: 'the event handler' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(deletedAccounts.filter((id) => id === 'user-9')).toHaveLength(1);
  });

  it('retries an @EventPattern handler that failed, instead of dropping the event', async () => {
    const client = gateway.get(GatewayCalls).billing;
    await lastValueFrom(client.emit('billing.flaky', {}), { defaultValue: undefined });
    await waitFor(() => flakyAttempts >= 2, { timeoutMs: 5_000, what: 'the retry' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(flakyAttempts).toBe(2);
  });

  it('closes its clients when the application closes', async () => {
    const client = gateway.get(GatewayCalls).billing;
    expect(() => client.unwrap()).not.toThrow();
    await gateway.close();
    expect(() => client.unwrap()).toThrow(/not connected/);
  });
});
