/**
 * The local engine: segment, detect the logic type (or take the requested one), order, keep the
 * member's pins, format and explain. Deterministic: the same input always gives the same output.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence } from './cues/coherence/index.js';
import { detectLogicType } from './detect.js';
import { explain } from './explain.js';
import { formatOutput } from './format.js';
import { analyseInput } from './input.js';
import { orderLearned } from './learned/order.js';
import { explainLongText, FULL_ANALYSIS_LIMIT, orderLongText } from './order/long-text.js';
import { checkPins, orderAsLaidOut, pinsNote } from './pins.js';
import type { RestructureInput, RestructureResult } from './types.js';

export function restructure({
  text,
  logicType = 'auto-detect',
  pins = [],
}: RestructureInput): RestructureResult {
  const { sentences, layout } = analyseInput(text);
  checkPins(pins, sentences.length);
  // Detection only decides the type under auto-detect; a requested type skips its cue scan.
  const detection = logicType === 'auto-detect' ? detectLogicType(sentences) : undefined;
  const type: DetectedLogicType = logicType === 'auto-detect' ? detection!.type : logicType;
  let order: number[];
  let reasons: string;
  if (sentences.length > FULL_ANALYSIS_LIMIT) {
    const plan = orderLongText(type, sentences);
    order = orderAsLaidOut(plan.order, pins, layout);
    reasons = explainLongText(type, sentences.length, plan.keyed);
  } else {
    const coherence = analyseCoherence(sentences);
    const plan = orderLearned(type, sentences, coherence);
    // The explanation speaks of the order given back: each sentence in its section, the pins kept.
    order = orderAsLaidOut(plan.order, pins, layout);
    reasons = explain({
      requested: logicType,
      type,
      detection,
      sentences,
      order,
      notes: plan.notes,
      coherence,
      sections: layout.sections,
    });
  }
  return {
    outputText: formatOutput(sentences, order, type, layout),
    detectedLogicType: type,
    explanation: pins.length > 0 ? `${reasons} ${pinsNote(pins)}` : reasons,
    sentences: sentences.map((sentence) => sentence.text),
    order,
  };
}
