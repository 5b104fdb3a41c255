/**
 * The learned logic-type detector: a softmax regression over a text's features, learned from the
 * texts written like members' (scripts/train.ts, `fitDetector`) and shipped in ordering-model.json.
 *
 * A text's features (`textFeatures`): the cue rules' score for each type (detect.ts), the share of
 * its sentences showing each fixed sentence feature (how they open, questions, instructions, step
 * markers, dates, modals, person, tense, causal and argument cues: sentence-features.ts) and each
 * learned opening and function word (lexicon.ts), and a constant. Each type has its own weights
 * over the same features (`DetectorModel.weights`, one row per type in DETECTED_LOGIC_TYPES order);
 * the type with the highest score wins, ties going to the type listed first.
 * Cost: O(n · L) (n sentences of length L).
 */
import { DETECTED_LOGIC_TYPES, type DetectedLogicType } from '@untangle/contracts';
import type { Sentence } from '../text/document.js';
import { openingKeys, sentenceFeatureCount, type Lexicon } from './lexicon.js';
import { describeSentence, SENTENCE_FEATURES } from './sentence-features.js';

export interface DetectorModel {
  /** One row per type, in DETECTED_LOGIC_TYPES order, each as long as `textFeatures`. */
  weights: number[][];
}

/** The number of text features: the four rule scores, the sentence features' shares, a constant. */
export function textFeatureCount(lexicon: Lexicon): number {
  return DETECTED_LOGIC_TYPES.length + sentenceFeatureCount(lexicon) + 1;
}

/** A text's detector features (see the module comment). */
export function textFeatures(
  sentences: readonly Sentence[],
  ruleScores: Readonly<Record<DetectedLogicType, number>>,
  lexicon: Lexicon,
): Float64Array {
  const features = new Float64Array(textFeatureCount(lexicon));
  DETECTED_LOGIC_TYPES.forEach((type, k) => (features[k] = ruleScores[type]));
  const base = DETECTED_LOGIC_TYPES.length;
  const openerIndex = new Map(lexicon.openers.map((key, k) => [key, base + SENTENCE_FEATURES.length + k]));
  const wordBase = base + SENTENCE_FEATURES.length + lexicon.openers.length;
  const wordIndex = new Map(lexicon.words.map((word, k) => [word, wordBase + k]));
  const share = 1 / Math.max(1, sentences.length);
  for (const sentence of sentences) {
    describeSentence(sentence).values.forEach((value, k) => (features[base + k]! += value * share));
    const seen = new Set<number>();
    for (const key of openingKeys(sentence)) {
      const k = openerIndex.get(key);
      if (k !== undefined) seen.add(k);
    }
    for (const token of sentence.tokens) {
      const k = wordIndex.get(token.lower);
      if (k !== undefined) seen.add(k);
    }
    for (const k of seen) features[k]! += share;
  }
  features[features.length - 1] = 1;
  return features;
}

/** Each type's score for a text's features. */
export function typeScores(model: DetectorModel, features: Float64Array): number[] {
  return model.weights.map((row) => row.reduce((sum, w, k) => sum + w * features[k]!, 0));
}

/** The type the detector picks for a text's features. */
export function detectedType(model: DetectorModel, features: Float64Array): DetectedLogicType {
  const scores = typeScores(model, features);
  let best = 0;
  for (let k = 1; k < scores.length; k++) if (scores[k]! > scores[best]!) best = k;
  return DETECTED_LOGIC_TYPES[best]!;
}
