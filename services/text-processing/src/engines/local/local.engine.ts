import { RestructureInputError, type RestructureErrorCode } from '@untangle/restructure-engine';
import type { TextProcessingConfig } from '../../config.js';
import type { EngineCallOptions, EngineInput, EngineOutput, RestructureEngine } from '../engine.js';
import { engineThreadEntry } from './engine-thread-entry.js';
import type { ThreadReply, ThreadRequest } from './engine-thread-messages.js';
import { EngineThreadPool } from './engine-thread-pool.js';

export type LocalEngineSettings = Pick<
  TextProcessingConfig,
  'LOCAL_ENGINE_THREADS' | 'LOCAL_ENGINE_DEADLINE_MS' | 'LOCAL_ENGINE_MAX_HEAP_MB'
>;

/**
 * The deterministic engine of `@untangle/restructure-engine` (no network, no keys), run in a pool of
 * worker threads under a hard per-text deadline: a text that takes longer ends with
 * `EngineDeadlineError` and never holds the worker's event loop.
 */
export class LocalEngine implements RestructureEngine {
  readonly name = 'local';
  /** Deterministic: asking again gives the same answer. */
  readonly answerRetries = 0;
  private readonly pool: EngineThreadPool<ThreadRequest, ThreadReply>;

  constructor(settings: LocalEngineSettings, entry: URL = engineThreadEntry()) {
    this.pool = new EngineThreadPool({
      entry,
      size: settings.LOCAL_ENGINE_THREADS,
      deadlineMs: settings.LOCAL_ENGINE_DEADLINE_MS,
      maxHeapMb: settings.LOCAL_ENGINE_MAX_HEAP_MB,
      name: 'engine',
    });
  }

  async restructure(input: EngineInput, options: EngineCallOptions = {}): Promise<EngineOutput> {
    const request = {
      text: input.text,
      logicType: input.logicType,
      ...(input.pins && input.pins.length > 0 ? { pins: input.pins } : {}),
    };
    const reply = await this.pool.run(request, options);
    if (reply.ok) {
      const { outputText, detectedLogicType, explanation, sentences, order } = reply;
      return { outputText, detectedLogicType, explanation, sentences, order };
    }
    if ('inputError' in reply) {
      throw new RestructureInputError(
        reply.inputError.code as RestructureErrorCode,
        reply.inputError.message,
      );
    }
    throw new Error(`the local engine failed: ${reply.crash}`);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
