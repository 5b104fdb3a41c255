import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DatabaseModule } from '@untangle/nest-kit';
import { runsApi, runsWorker, type TextProcessingConfig } from './config.js';
import { dataSourceOptions, MIGRATE_COMMAND } from './database.js';
import { createEngine } from './engines/create-engine.js';
import { RESTRUCTURE_ENGINE } from './engines/engine.js';
import { RestructureMetrics } from './metrics.js';
import { RestructureController } from './processing/restructure.controller.js';
import { RestructureService } from './processing/restructure.service.js';
import { RestructureQueue } from './queue/restructure-queue.js';
import { ResultWaiter } from './queue/result-waiter.js';
import { RestructureWorker } from './worker/restructure.worker.js';

/**
 * What runs depends on TEXT_PROCESSING_ROLE: `api` answers the transport (adds jobs, waits for their
 * results, reports queue positions), `worker` runs jobs (and needs no database), `all` does both.
 */
@Module({})
export class AppModule {
  static forRoot(config: TextProcessingConfig, localEngineThread?: URL): DynamicModule {
    const providers: Provider[] = [RestructureQueue, RestructureMetrics];
    if (runsApi(config)) providers.push(ResultWaiter, RestructureService);
    if (runsWorker(config)) {
      providers.push(
        { provide: RESTRUCTURE_ENGINE, useFactory: () => createEngine(config, localEngineThread) },
        RestructureWorker,
      );
    }
    return {
      module: AppModule,
      imports: runsApi(config)
        ? [DatabaseModule.forRoot({ ...dataSourceOptions(config), migrateCommand: MIGRATE_COMMAND })]
        : [],
      controllers: runsApi(config) ? [RestructureController] : [],
      providers,
    };
  }
}
