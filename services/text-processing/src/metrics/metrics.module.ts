import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RestructureMetrics } from './restructure-metrics.js';

/** The restructure metrics on `/metrics`, in every role: queue depth, job times, provider errors. */
@Module({ imports: [QueueModule], providers: [RestructureMetrics], exports: [RestructureMetrics] })
export class MetricsModule {}
