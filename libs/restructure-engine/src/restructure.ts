/**
 * The local engine: segment, detect the logic type (or take the requested one), order, format and
 * explain. Deterministic: the same input always gives the same output.
 */
import { LIMITS, type DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence } from './cues/coherence.js';
import { detectLogicType } from './detect.js';
import { characterCount, EmptyInputError, InputTooLongError } from './errors.js';
import { explain } from './explain.js';
import { formatOutput } from './format.js';
import { orderLearned } from './learned/order.js';
import { analyse } from './text/document.js';
import { layoutOf } from './text/layout.js';
import { segment } from './text/segmenter.js';
import type { RestructureInput, RestructureResult } from './types.js';

export function restructure({ text, logicType = 'auto-detect' }: RestructureInput): RestructureResult {
  if (typeof text !== 'string' || text.trim().length === 0) throw new EmptyInputError();
  const length = characterCount(text.trim());
  if (length > LIMITS.maxInputChars) throw new InputTooLongError(length);
  const segments = segment(text);
  const sentences = analyse(text, segments);
  if (sentences.length === 0) throw new EmptyInputError();
  // Detection only decides the type under auto-detect; a requested type skips its cue scan.
  const detection = logicType === 'auto-detect' ? detectLogicType(sentences) : undefined;
  const type: DetectedLogicType = logicType === 'auto-detect' ? detection!.type : logicType;
  const coherence = analyseCoherence(sentences);
  const plan = orderLearned(type, sentences, coherence);
  const outputText = formatOutput(sentences, plan.order, type, layoutOf(text, segments));
  const explanation = explain({
    requested: logicType,
    type,
    detection,
    sentences,
    order: plan.order,
    notes: plan.notes,
    coherence,
  });
  return { outputText, detectedLogicType: type, explanation, order: plan.order };
}
