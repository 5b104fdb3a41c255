/**
 * The learned openings and words of the ordering model's sentence features: the commonest first
 * words and first two words of corpus sentences, and the commonest function words, learned by
 * scripts/training/lexicon.ts and shipped in ordering-model.json. Each is one more sentence feature
 * ('opens "however"', 'opens "for example"', 'has "also"'), after the fixed ones, so the model
 * learns which openings and words come early, late, first, last or right after a related sentence.
 */
import type { Sentence } from '../text/document.js';
import { SENTENCE_FEATURES } from './sentence-features.js';

export interface Lexicon {
  openers: readonly string[];
  /** Common function words (of `STOP_WORDS`) whose presence anywhere is a feature: 'also', 'such'. */
  words: readonly string[];
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
