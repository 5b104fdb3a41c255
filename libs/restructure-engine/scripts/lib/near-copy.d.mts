/** Near copies: at least NEAR_MIN_WORDS words each and a Jaccard overlap of NEAR_JACCARD or more. */
export const NEAR_MIN_WORDS: number;
export const NEAR_JACCARD: number;
/** A sentence's words of three letters or more, lower case, as a set. */
export function wordsOf(sentence: string): Set<string>;
export interface WordIndex {
  sets: Set<string>[];
  byWord: Map<string, number[]>;
}
/** The sentences' word sets, and for each word the sentences that have it. */
export function wordIndex(sentences: readonly string[]): WordIndex;
/** Whether `words` nearly copies a sentence of `index`. */
export function nearCopy(words: ReadonlySet<string>, index: WordIndex): boolean;
