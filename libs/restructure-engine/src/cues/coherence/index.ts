/**
 * Coherence cues between sentences when no explicit marker orders them: word and entity overlap
 * between neighbours, a definite or demonstrative mention after its first (indefinite) mention,
 * a participle that names the result of an earlier step ('the kneaded dough' after 'knead the
 * dough'), a subordinate clause that presupposes an earlier action ('Once the burn is covered'),
 * pronouns and connectives that cannot open a text, and full names before short references.
 *
 * `overlap.ts` compares sentences word by word (with `word-uses.ts`), `names.ts` and
 * `reference-cues.ts` add precedence from names and references, `openers.ts` scores continuations;
 * every weight is in `weights.ts`.
 */
import type { Sentence } from '../../text/document.js';
import { fullNamesFirst, namedBeforePersonal, namedBeforePronounOpeners, properNames } from './names.js';
import { dependence } from './openers.js';
import { wordOverlap, wordWeights } from './overlap.js';
import { emptyPrecedence } from './precedence.js';
import { itAfterIntroduction, ordinalAfterFirst } from './reference-cues.js';

export { COHERENCE_WEIGHTS } from './weights.js';

export interface Coherence {
  n: number;
  /** Weighted content-word overlap, symmetric, 0 when nothing is shared. */
  similarity: Float64Array;
  /** Theme-rheme flow: shared words late in i and early in j (i → j), n*n, non-negative. */
  flow: Float64Array;
  /** Directed evidence that i precedes j (given-before-new), n*n. */
  precedence: Float64Array;
  /** The words behind `precedence[i*n+j]`, for the explanation. */
  precedenceWords: Map<number, string[]>;
  /** How strongly each sentence reads as a continuation rather than an opener. */
  dependent: Float64Array;
  /** Why a sentence is a continuation ('opens with "This"'). */
  dependentReason: Array<string | undefined>;
  /** Word weights (inverse sentence frequency). */
  weight: Map<string, number>;
}

/** The cues in this order: word overlap, full names, named before personal, 'it', ordinals, named before pronoun openers. */
export function analyseCoherence(sentences: readonly Sentence[]): Coherence {
  const n = sentences.length;
  const weight = wordWeights(sentences);
  const precedence = emptyPrecedence(n);
  const { similarity, flow } = wordOverlap(sentences, weight, precedence);
  const names = sentences.map((s) => properNames(s.tokens));
  fullNamesFirst(names, precedence);
  const dependent = new Float64Array(n);
  const dependentReason: Array<string | undefined> = new Array(n).fill(undefined);
  sentences.forEach((s, i) => {
    const { score, reason } = dependence(s);
    dependent[i] = score;
    dependentReason[i] = reason;
  });
  namedBeforePersonal(sentences, names, precedence);
  itAfterIntroduction(sentences, precedence);
  ordinalAfterFirst(sentences, precedence);
  namedBeforePronounOpeners(sentences, names, precedence);
  return {
    n,
    similarity,
    flow,
    precedence: precedence.values,
    precedenceWords: precedence.words,
    dependent,
    dependentReason,
    weight,
  };
}
