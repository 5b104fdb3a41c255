import { Module, type DynamicModule } from '@nestjs/common';
import type { TextProcessingConfig } from '../config.js';
import { createEngine } from './create-engine.js';
import { RESTRUCTURE_ENGINE } from './engine.js';

/** The engine AI_PROVIDER names, as RESTRUCTURE_ENGINE; the worker closes it when it shuts down. */
@Module({})
export class EnginesModule {
  /** `localEngineThread` replaces the local engine's thread body (tests). */
  static forRoot(config: TextProcessingConfig, localEngineThread?: URL): DynamicModule {
    return {
      module: EnginesModule,
      providers: [{ provide: RESTRUCTURE_ENGINE, useFactory: () => createEngine(config, localEngineThread) }],
      exports: [RESTRUCTURE_ENGINE],
    };
  }
}
