import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RedisStreamsClient } from './client.js';
import { InjectServiceClient, serviceClientToken, TransportModule } from './module.js';

@Injectable()
class Caller {
  constructor(
    @InjectServiceClient('billing') readonly billing: RedisStreamsClient,
    @InjectServiceClient('sessions') readonly sessions: RedisStreamsClient,
  ) {}
}

describe(TransportModule.name, () => {
  it('provides one lazily connecting client per target service, injectable anywhere', async () => {
    @Module({ providers: [Caller] })
    class FeatureModule {}

    @Module({
      imports: [
        // Redis is never contacted: clients connect on first use.
        TransportModule.forRoot({ url: 'redis://127.0.0.1:1', clients: ['billing', 'sessions', 'billing'] }),
        FeatureModule,
      ],
    })
    class AppModule {}

    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const caller = app.get(Caller);
    expect(caller.billing).toBeInstanceOf(RedisStreamsClient);
    expect(caller.billing.service).toBe('billing');
    expect(caller.sessions.service).toBe('sessions');
    expect(app.get(serviceClientToken('billing'))).toBe(caller.billing);
    expect(() => caller.billing.unwrap()).toThrow(/not connected/);
    await app.close();
  });
});
