import { restructure } from '@untangle/restructure-engine';
import type { EngineInput, EngineOutput, RestructureEngine } from './engine.js';

/** The deterministic engine of `@untangle/restructure-engine`: no network, no keys. */
export class LocalEngine implements RestructureEngine {
  readonly name = 'local';
  /** Deterministic: asking again gives the same answer. */
  readonly answerRetries = 0;

  async restructure(input: EngineInput): Promise<EngineOutput> {
    const { outputText, detectedLogicType, explanation, sentences, order } = restructure({
      text: input.text,
      logicType: input.logicType,
    });
    return { outputText, detectedLogicType, explanation, sentences, order };
  }
}
