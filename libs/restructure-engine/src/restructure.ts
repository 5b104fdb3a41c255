/**
 * The local engine: segment, detect the logic type (or take the requested one), order, format and
 * explain. Deterministic: the same input always gives the same output.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence } from './cues/coherence.js';
import { detectLogicType } from './detect.js';
import { explain } from './explain.js';
import { formatOutput } from './format.js';
import { analyseInput } from './input.js';
import { orderLearned } from './learned/order.js';
import { explainLongText, FULL_ANALYSIS_LIMIT, orderLongText } from './order/long-text.js';
import type { RestructureInput, RestructureResult } from './types.js';

export function restructure({ text, logicType = 'auto-detect' }: RestructureInput): RestructureResult {
  const { sentences, layout } = analyseInput(text);
  // Detection only decides the type under auto-detect; a requested type skips its cue scan.
  const detection = logicType === 'auto-detect' ? detectLogicType(sentences) : undefined;
  const type: DetectedLogicType = logicType === 'auto-detect' ? detection!.type : logicType;
  if (sentences.length > FULL_ANALYSIS_LIMIT) {
    const plan = orderLongText(type, sentences);
    return {
      outputText: formatOutput(sentences, plan.order, type, layout),
      detectedLogicType: type,
      explanation: explainLongText(type, sentences.length, plan.keyed),
      sentences: sentences.map((sentence) => sentence.text),
      order: plan.order,
    };
  }
  const coherence = analyseCoherence(sentences);
  const plan = orderLearned(type, sentences, coherence);
  const outputText = formatOutput(sentences, plan.order, type, layout);
  const explanation = explain({
    requested: logicType,
    type,
    detection,
    sentences,
    order: plan.order,
    notes: plan.notes,
    coherence,
  });
  return {
    outputText,
    detectedLogicType: type,
    explanation,
    sentences: sentences.map((sentence) => sentence.text),
    order: plan.order,
  };
}
