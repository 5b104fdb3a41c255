import type { TextProcessingConfig } from '../config.js';
import type { RestructureEngine } from './engine.js';

/**
 * The engine AI_PROVIDER names; `localEngineThread` replaces the local engine's thread body (tests).
 * Only the named engine's module is loaded: a local deployment never loads the OpenAI SDK.
 */
export async function createEngine(
  config: TextProcessingConfig,
  localEngineThread?: URL,
): Promise<RestructureEngine> {
  if (config.AI_PROVIDER === 'openai') {
    const { OpenAiEngine } = await import('./openai.engine.js');
    return new OpenAiEngine(config);
  }
  const { LocalEngine } = await import('./local/local.engine.js');
  return new LocalEngine(config, localEngineThread);
}
