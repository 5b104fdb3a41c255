// Fits the four learned scorers (src/learned/model.ts) on training passages: precedence by
// pairwise logistic regression, next / first / last by softmax regression (examples.ts), each held
// towards a prior's weights when one is given (a type's scorers towards the general ones, the
// development items' towards the corpus's).
import type { DetectedLogicType } from '@untangle/contracts';
import type { Scorers } from '../../dist/learned/model.js';
import { NEXT_FEATURES, PAIR_FEATURES } from '../../dist/learned/pairs.js';
import { SENTENCE_FEATURES } from '../../dist/learned/sentence-features.js';
import { trainingExamples } from './examples.ts';
import { fitChoice, fitPairwise } from './logistic.ts';
import type { Passage } from './passages.ts';

const P = PAIR_FEATURES.length;
const A = NEXT_FEATURES.length;

export interface FittedScorers extends Scorers {
  features: { sentence: string[]; pair: string[]; next: string[] };
}

/**
 * L2 strength: `l2` (default 0.02 towards a prior, 0.001 without one) for every weight, and
 * `lexiconL2` for the learned openings and words, which may be held closer to the prior.
 */
export function fitScorers(
  passages: readonly Passage[],
  prior: FittedScorers | undefined,
  settings: { l2?: number; lexiconL2?: number; epochs?: number } = {},
  type?: DetectedLogicType,
): FittedScorers {
  const base = settings.l2 ?? (prior ? 0.02 : 0.001);
  const S0 = SENTENCE_FEATURES.length;
  /** Per weight: the learned openings and words (sentence features past S0) may be held closer to the prior. */
  const strength = (dim: number, sentenceAt: number) =>
    Float64Array.from({ length: dim }, (_, k) =>
      k >= sentenceAt + S0 && k < sentenceAt + passages[0]!.table.stride
        ? (settings.lexiconL2 ?? base)
        : base,
    );
  const OPTIONS = { epochs: settings.epochs ?? 4, rate: 0.02, seed: 7, average: true };
  const { pairs, nexts, firsts, lasts } = trainingExamples(passages, type);
  const S = passages[0]!.table.stride;
  const precedence = fitPairwise(pairs, S + P, {
    ...OPTIONS,
    l2: strength(S + P, 0),
    ...(prior ? { prior: Float64Array.from([...prior.precedence.sentence, ...prior.precedence.pair]) } : {}),
  });
  const next = fitChoice(nexts, A + S, {
    ...OPTIONS,
    l2: strength(A + S, A),
    ...(prior ? { prior: Float64Array.from([...prior.next.next, ...prior.next.sentence]) } : {}),
  });
  const first = fitChoice(firsts, S, {
    ...OPTIONS,
    l2: strength(S, 0),
    ...(prior ? { prior: Float64Array.from(prior.first.sentence) } : {}),
  });
  const last = fitChoice(lasts, S, {
    ...OPTIONS,
    l2: strength(S, 0),
    ...(prior ? { prior: Float64Array.from(prior.last.sentence) } : {}),
  });
  return {
    features: { sentence: [...SENTENCE_FEATURES], pair: [...PAIR_FEATURES], next: [...NEXT_FEATURES] },
    precedence: { sentence: [...precedence.slice(0, S)], pair: [...precedence.slice(S)] },
    next: { next: [...next.slice(0, A)], sentence: [...next.slice(A)] },
    first: { sentence: [...first] },
    last: { sentence: [...last] },
  };
}
