import type { TextProcessingConfig } from '../config.js';
import type { RestructureEngine } from './engine.js';
import { LocalEngine } from './local.engine.js';
import { OpenAiEngine } from './openai.engine.js';

/** The engine AI_PROVIDER names. */
export function createEngine(config: TextProcessingConfig): RestructureEngine {
  return config.AI_PROVIDER === 'openai' ? new OpenAiEngine(config) : new LocalEngine();
}
