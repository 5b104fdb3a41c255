/**
 * Ordering with the learned model: the type's cue model (`order/*.ts`: dates, steps, roles, causal
 * links, coherence) and the learned scorers, mixed by the learned weights, solved into one order.
 * Cost: the cue model's, plus O(n² · F) for the features and the learned scores, plus the solver's
 * (exact up to EXACT_LIMIT sentences, beam search above: `order/solver.ts`).
 */
import type { DetectedLogicType } from '@untangle/contracts';
import type { Coherence } from '../cues/coherence/index.js';
import { buildArgumentModel } from '../order/argument.js';
import { buildCauseEffectModel } from '../order/causal.js';
import { buildChronologicalModel } from '../order/chronological.js';
import { buildProcessModel } from '../order/process.js';
import { solve, type OrderModel } from '../order/solver.js';
import type { Sentence } from '../text/document.js';
import type { CueNote, OrderPlan } from '../types.js';
import { featureContext } from './feature-context.js';
import { assertCompatible, mixedModel, ORDERING_MODEL, scaleCue } from './model.js';

assertCompatible(ORDERING_MODEL);

const CUE_MODELS: Record<
  DetectedLogicType,
  (sentences: readonly Sentence[], coherence: Coherence) => { model: OrderModel; notes: CueNote[] }
> = {
  chronological: buildChronologicalModel,
  'cause-effect': buildCauseEffectModel,
  'argument-flow': buildArgumentModel,
  process: buildProcessModel,
};

export function orderLearned(
  type: DetectedLogicType,
  sentences: readonly Sentence[],
  coherence: Coherence,
): OrderPlan {
  const { model: cue, notes } = CUE_MODELS[type](sentences, coherence);
  const learned = ORDERING_MODEL.types[type];
  const { learnedBefore, learnedNext, learnedFirst, learnedLast } = learned.mix;
  // A type whose learned scales are all 0 (the cue model alone did best) needs no features.
  if (learnedBefore === 0 && learnedNext === 0 && learnedFirst === 0 && learnedLast === 0)
    return { order: solve(scaleCue(cue, learned.mix)), notes };
  const ctx = featureContext(sentences, coherence, ORDERING_MODEL.lexicon, cue);
  return { order: solve(mixedModel(cue, ctx, learned)), notes };
}
