import { Module } from '@nestjs/common';
import { PlanCache } from './plan-cache.js';
import { UsageRecorder } from './usage-recorder.js';

/** Pro members' reservations answered from a cache that billing's plan changes keep true. */
@Module({ providers: [PlanCache, UsageRecorder], exports: [PlanCache, UsageRecorder] })
export class PlanCacheModule {}
