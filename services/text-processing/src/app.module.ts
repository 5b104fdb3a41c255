import { Module, type DynamicModule } from '@nestjs/common';
import { runsApi, runsWorker, type TextProcessingConfig } from './config.js';
import { MetricsModule } from './metrics/metrics.module.js';

/**
 * What runs depends on TEXT_PROCESSING_ROLE: `api` answers the transport (adds jobs, waits for their
 * results, reports queue positions), `worker` runs jobs, `all` does both. Every role reports the
 * restructure metrics. Its state is BullMQ's, in Redis: text-processing has no database.
 *
 * Each part's modules are loaded only in a role that runs it, so an api process holds no engine
 * code and a worker none of the api's.
 */
@Module({})
export class AppModule {
  static forRoot(config: TextProcessingConfig, localEngineThread?: URL): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...(runsApi(config)
          ? [
              import('./processing/processing.module.js').then((loaded) => ({
                module: loaded.ProcessingModule,
              })),
            ]
          : []),
        ...(runsWorker(config)
          ? [
              import('./worker/worker.module.js').then((loaded) =>
                loaded.WorkerModule.forRoot(config, localEngineThread),
              ),
            ]
          : []),
        MetricsModule,
      ],
    };
  }
}
