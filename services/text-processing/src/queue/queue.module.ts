import { Module } from '@nestjs/common';
import { RestructureQueue } from './restructure-queue.js';

/** The `restructure` BullMQ queue: the api part adds jobs to it, the metrics read its depth. */
@Module({ providers: [RestructureQueue], exports: [RestructureQueue] })
export class QueueModule {}
