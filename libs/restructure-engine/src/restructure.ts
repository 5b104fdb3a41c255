/**
 * The local engine: segment, detect the logic type (or take the requested one), order, format and
 * explain. Deterministic: the same input always gives the same output.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence, type Coherence } from './cues/coherence.js';
import { detectLogicType } from './detect.js';
import { explain } from './explain.js';
import { formatOutput } from './format.js';
import { orderArgument } from './order/argument.js';
import { orderCauseEffect } from './order/causal.js';
import { orderChronological } from './order/chronological.js';
import { orderProcess } from './order/process.js';
import { analyseInput } from './input.js';
import type { Sentence } from './text/document.js';
import type { OrderPlan, RestructureInput, RestructureResult } from './types.js';

const ORDERERS: Record<
  DetectedLogicType,
  (sentences: readonly Sentence[], coherence: Coherence) => OrderPlan
> = {
  chronological: orderChronological,
  'cause-effect': orderCauseEffect,
  'argument-flow': orderArgument,
  process: orderProcess,
};

export function restructure({ text, logicType = 'auto-detect' }: RestructureInput): RestructureResult {
  const sentences = analyseInput(text);
  // Detection only decides the type under auto-detect; a requested type skips its cue scan.
  const detection = logicType === 'auto-detect' ? detectLogicType(sentences) : undefined;
  const type: DetectedLogicType = logicType === 'auto-detect' ? detection!.type : logicType;
  const coherence = analyseCoherence(sentences);
  const plan = ORDERERS[type](sentences, coherence);
  const outputText = formatOutput(sentences, plan.order, type);
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
