import type { TextProcessingConfig } from '../config.js';
import type { RestructureEngine } from './engine.js';
import { LocalEngine } from './local/local.engine.js';
import { OpenAiEngine } from './openai.engine.js';

/** The engine AI_PROVIDER names; `localEngineThread` replaces the local engine's thread body (tests). */
export function createEngine(config: TextProcessingConfig, localEngineThread?: URL): RestructureEngine {
  return config.AI_PROVIDER === 'openai'
    ? new OpenAiEngine(config)
    : new LocalEngine(config, localEngineThread);
}
