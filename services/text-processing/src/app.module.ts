import { Module, type DynamicModule } from '@nestjs/common';
import { runsApi, runsWorker, type TextProcessingConfig } from './config.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { ProcessingModule } from './processing/processing.module.js';
import { WorkerModule } from './worker/worker.module.js';

/**
 * What runs depends on TEXT_PROCESSING_ROLE: `api` answers the transport (adds jobs, waits for their
 * results, reports queue positions), `worker` runs jobs, `all` does both. Every role reports the
 * restructure metrics. Its state is BullMQ's, in Redis: text-processing has no database.
 */
@Module({})
export class AppModule {
  static forRoot(config: TextProcessingConfig, localEngineThread?: URL): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...(runsApi(config) ? [ProcessingModule] : []),
        ...(runsWorker(config) ? [WorkerModule.forRoot(config, localEngineThread)] : []),
        MetricsModule,
      ],
    };
  }
}
