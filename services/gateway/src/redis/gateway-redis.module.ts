import { Module } from '@nestjs/common';
import { GatewayRedis } from './gateway-redis.js';

@Module({ providers: [GatewayRedis], exports: [GatewayRedis] })
export class GatewayRedisModule {}
