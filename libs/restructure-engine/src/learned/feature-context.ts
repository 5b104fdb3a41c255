/**
 * The features of the learned ordering model, computed once per text (`featureContext`). Every
 * feature is a number computed from the text; its weight is learned from naturally ordered prose
 * (scripts/train.ts), never set by hand.
 *
 * - Sentence features (`SENTENCE_FEATURES`, sentence-features.ts; openings: openers.ts; the
 *   learned openings and words: lexicon.ts): how a sentence opens (a contrast, result, addition,
 *   sequence, closing, opening, example, concession, cause or time clause; a pronoun, demonstrative,
 *   definite or indefinite article), whether it is a question, an instruction, carries a step
 *   marker, a date or a relative time, a modal judgement, figures, first or second person, its
 *   tense and length, and the causal and argument cues of `cues/`. They serve as the sentence's
 *   tendency to come early (in the precedence model) and to open or close the text. Four say how
 *   it stands to the others (`contextFeatures`): the strongest theme-rheme flow into and out of it,
 *   and the strongest given-before-new evidence that another sentence comes before or after it.
 * - Pair features (`PAIR_FEATURES`, pairs.ts; directed: evidence that i comes before j): date
 *   order on the timeline, step-number order, given-before-new (an entity introduced with 'a' in i
 *   and referred to with 'the' / 'this' in j: entity-mentions.ts; the coherence model's
 *   given-before-new and theme-rheme flow), a reference in j's opening words to i's words, past
 *   before present, a relative time after a date, argument-role order, an effect after the
 *   sentence it shares words with, the order everyday scripts give (waking before breakfast,
 *   starter before dessert: cues/everyday), named times of day in their order ('over lunch'
 *   before 'that evening') and the order the texts written like members' give the two sentences'
 *   content stems ('born' before 'died': stem-order.ts). A sentence that looks back ('By the time we got home, …') is a
 *   sentence feature.
 * - Adjacency features (`NEXT_FEATURES`, pairs.ts: evidence that j directly follows i): word
 *   overlap, flow from the end of i to the start of j, j opening with a reference or a connective
 *   while sharing words with i, the same first content word, consecutive step numbers, a rebuttal
 *   after a counter.
 *
 * - Cue-model features (pairs.ts `cueFeatures` / `withCueFeatures`; 'cue-first' / 'cue-last' here,
 *   in `featureContext`): what the logic type's cue model (`order/*.ts`: dates, steps, roles,
 *   causal links, scripts) says about a pair, an adjacency or the first and last place, so the
 *   model learns how far to trust it: a hard constraint (weight ≥ HARD / 2), the soft preference
 *   clipped to ±1, the adjacency score, the score for opening and for closing.
 *
 * Cost: O(n · L) for the sentence features (L: sentence length), O(n² · (F + s)) for the pair
 * and adjacency features (F features, s content words per sentence) and O(n² · m²) for the stem
 * order (m ≤ 12 stems per sentence).
 */
import type { Coherence } from '../cues/coherence/index.js';
import { scriptOrder } from '../cues/everyday/index.js';
import { timesOfDay } from '../cues/narrative.js';
import { textTemporalCues } from '../cues/temporal/index.js';
import { buildTimeline, type TimelineEntry } from '../order/timeline.js';
import type { OrderModel } from '../order/solver.js';
import type { Sentence } from '../text/document.js';
import { stemOrderMatrix } from './stem-order.js';
import { openingKeys, sentenceFeatureCount, wordPosition, type Lexicon } from './lexicon.js';
import {
  describeSentence,
  SENTENCE_FEATURES,
  SENTENCE_INDEX,
  type SentenceInfo,
} from './sentence-features.js';

/** What the pair features need, computed once per text: O(n · L). */
export interface FeatureContext {
  n: number;
  /** Sentence features per sentence. */
  stride: number;
  /** n × stride: the fixed sentence features, then the learned openings and words. */
  sentence: Float64Array;
  info: SentenceInfo[];
  timeline: TimelineEntry[];
  steps: Array<number | undefined>;
  coherence: Coherence;
  /** Everyday scripts' order of each pair (n × n, cues/everyday `scriptOrder`: 0 … 1 for i before j). */
  script: Float64Array;
  /** Each sentence's time of day in minutes ('over lunch', 'that evening'), when it names one. */
  timesOfDay: Array<number | undefined>;
  /** The content stems' order of each pair (n × n, stem-order.ts): −1 … 1 for i before j. */
  stemOrder: Float64Array;
  /** The logic type's cue model, when its scores are features too (`pairs.ts`, cue features). */
  cue?: OrderModel;
}

export function featureContext(
  sentences: readonly Sentence[],
  coherence: Coherence,
  lexicon: Lexicon,
  cue?: OrderModel,
): FeatureContext {
  const n = sentences.length;
  const stride = sentenceFeatureCount(lexicon);
  const openerIndex = new Map(lexicon.openers.map((key, k) => [key, SENTENCE_FEATURES.length + k]));
  const wordBase = SENTENCE_FEATURES.length + lexicon.openers.length;
  const wordIndex = new Map(lexicon.words.map((word, k) => [word, wordBase + k]));
  const info = sentences.map(describeSentence);
  const sentence = new Float64Array(n * stride);
  const position = SENTENCE_INDEX.get('word-position')!;
  const genrePosition = SENTENCE_INDEX.get('genre-position')!;
  info.forEach((x, i) => {
    sentence.set(x.values, i * stride);
    sentence[i * stride + position] = wordPosition(lexicon.positions, sentences[i]!);
    sentence[i * stride + genrePosition] = wordPosition(lexicon.genrePositions, sentences[i]!);
    for (const key of openingKeys(sentences[i]!)) {
      const k = openerIndex.get(key);
      if (k !== undefined) sentence[i * stride + k] = 1;
    }
    for (const token of sentences[i]!.tokens) {
      const k = wordIndex.get(token.lower);
      if (k !== undefined) sentence[i * stride + k] = 1;
    }
  });
  if (cue) {
    const first = SENTENCE_INDEX.get('cue-first')!;
    const last = SENTENCE_INDEX.get('cue-last')!;
    for (let i = 0; i < n; i++) {
      sentence[i * stride + first] = clipCue(cue.at[i * n]!);
      sentence[i * stride + last] = clipCue(cue.at[i * n + n - 1]!);
    }
  }
  contextFeatures(sentence, stride, coherence);
  const times = timesOfDay(sentences);
  return {
    n,
    stride,
    sentence,
    info,
    timeline: buildTimeline(sentences, textTemporalCues(sentences), coherence),
    steps: sentences.map((s) => s.step?.value),
    coherence,
    script: scriptOrder(sentences, times).order,
    timesOfDay: times,
    stemOrder: stemOrderMatrix(lexicon.stemPairs, sentences),
    ...(cue ? { cue } : {}),
  };
}

const CONTEXT_SLOTS = ['flow-in', 'flow-out', 'given-in', 'given-out'].map((name) =>
  SENTENCE_INDEX.get(name)!,
);

/**
 * How a sentence stands to the rest of its text, as sentence features (so the first and last
 * scorers see them too): the strongest theme-rheme flow into it and out of it (its opening picks
 * up what another sentence ends on; its end is picked up), and the given-before-new evidence that
 * some sentence comes before it and that it comes before some sentence. Each is the largest over
 * the other sentences, clipped to 0 … 1. O(n²).
 */
function contextFeatures(sentence: Float64Array, stride: number, coherence: Coherence): void {
  const { n, flow, precedence } = coherence;
  const [flowIn, flowOut, givenIn, givenOut] = CONTEXT_SLOTS as [number, number, number, number];
  for (let i = 0; i < n; i++) {
    let into = 0;
    let out = 0;
    let before = 0;
    let after = 0;
    for (let k = 0; k < n; k++) {
      if (k === i) continue;
      into = Math.max(into, flow[k * n + i]!);
      out = Math.max(out, flow[i * n + k]!);
      const net = precedence[k * n + i]! - precedence[i * n + k]!;
      before = Math.max(before, net);
      after = Math.max(after, -net);
    }
    sentence[i * stride + flowIn] = Math.min(1, into / 2);
    sentence[i * stride + flowOut] = Math.min(1, out / 2);
    sentence[i * stride + givenIn] = Math.min(1, before / 2);
    sentence[i * stride + givenOut] = Math.min(1, after / 2);
  }
}

/** A cue-model score as a feature: clipped to ±1 (5 and more count as 1). */
export function clipCue(value: number): number {
  return Math.max(-1, Math.min(1, value / 5));
}
