import { Module } from '@nestjs/common';
import { GatewayRedisModule } from '../redis/gateway-redis.module.js';
import { RestructureReceipts } from './restructure-receipts.js';

/** Restructure receipts: written by the processing routes, read by the sessions routes. */
@Module({ imports: [GatewayRedisModule], providers: [RestructureReceipts], exports: [RestructureReceipts] })
export class ReceiptsModule {}
