/**
 * The learned openings and words of the ordering model's sentence features: the commonest first
 * words and first two words of corpus sentences, and the commonest function words, learned by
 * scripts/training/lexicon.ts and shipped in ordering-model.json. Each is one more sentence feature
 * ('opens "however"', 'opens "for example"', 'has "also"'), after the fixed ones, so the model
 * learns which openings and words come early, late, first, last or right after a related sentence.
 */
import type { Sentence } from '../text/document.js';
import { SENTENCE_FEATURES } from './sentence-features.js';
import type { PackedStemPairs } from './stem-order.js';

export interface Lexicon {
  openers: readonly string[];
  /** Common function words (of `STOP_WORDS`) whose presence anywhere is a feature: 'also', 'such'. */
  words: readonly string[];
  /**
   * Where a content stem tends to stand in naturally ordered prose: its mean relative place in the
   * corpus passages it occurs in (0 first, 1 last) minus ½, shrunk towards 0 for rare stems. A
   * sentence's 'word-position' feature is the mean over its stems. Absent: every stem neutral.
   */
  positions?: Readonly<Record<string, number>>;
  /** The same tendency in the texts written like members' (the adaptation texts): 'genre-position'. */
  genrePositions?: Readonly<Record<string, number>>;
  /** The order of two content stems' sentences in the adaptation texts: 'stem-order' (stem-order.ts). */
  stemPairs?: PackedStemPairs;
}

/** Scale of the position features: mean tendencies lie within about ±0.1, so a feature spans about ±1. */
const POSITION_SCALE = 10;

/**
 * A sentence's position feature: the mean position tendency of its content stems under `positions`
 * (`lexicon.positions` or `lexicon.genrePositions`), scaled and clipped to ±1; 0 without any.
 */
export function wordPosition(
  positions: Readonly<Record<string, number>> | undefined,
  sentence: Sentence,
): number {
  if (!positions) return 0;
  let sum = 0;
  let count = 0;
  for (const stem of sentence.content)
    if (Object.hasOwn(positions, stem)) {
      sum += positions[stem]!;
      count++;
    }
  return count === 0 ? 0 : Math.max(-1, Math.min(1, (POSITION_SCALE * sum) / count));
}
/** The first word and the first two words of a sentence, lower case, as the lexicon keys them. */
export function openingKeys(sentence: Sentence): string[] {
  const words = sentence.tokens.slice(0, 2).map((t) => t.lower);
  return words.length === 2 ? [words[0]!, `${words[0]} ${words[1]}`] : words;
}

/** Sentence features per sentence: the fixed ones, then the lexicon's openings, then its words. */
export function sentenceFeatureCount(lexicon: Lexicon): number {
  return SENTENCE_FEATURES.length + lexicon.openers.length + lexicon.words.length;
}
