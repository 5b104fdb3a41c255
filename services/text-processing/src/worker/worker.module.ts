import { Module, type DynamicModule } from '@nestjs/common';
import type { TextProcessingConfig } from '../config.js';
import { EnginesModule } from '../engines/engines.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RestructureWorker } from './restructure.worker.js';

/** The worker part: runs the `restructure` queue's jobs with the configured engine. */
@Module({})
export class WorkerModule {
  static forRoot(config: TextProcessingConfig, localEngineThread?: URL): DynamicModule {
    return {
      module: WorkerModule,
      imports: [EnginesModule.forRoot(config, localEngineThread), MetricsModule],
      providers: [RestructureWorker],
    };
  }
}
