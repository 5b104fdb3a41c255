// Near copies between two sets of sentences, for the training-data checker
// (data/training/shuffle-training.mjs): a sentence nearly copies another when both have at least
// NEAR_MIN_WORDS words and share NEAR_JACCARD of their words (Jaccard overlap of the word sets).

/** Near copies: at least NEAR_MIN_WORDS words each and a Jaccard overlap of NEAR_JACCARD or more. */
export const NEAR_MIN_WORDS = 5;
export const NEAR_JACCARD = 0.6;

/** A sentence's words of three letters or more, lower case, as a set. */
export const wordsOf = (sentence) => new Set(sentence.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/** The sentences' word sets, and for each word the sentences that have it. */
export function wordIndex(sentences) {
  const sets = sentences.map(wordsOf);
  const byWord = new Map();
  sets.forEach((set, k) => {
    for (const word of set) {
      if (!byWord.has(word)) byWord.set(word, []);
      byWord.get(word).push(k);
    }
  });
  return { sets, byWord };
}

/** Whether `words` nearly copies a sentence of `index`: only sentences sharing a word are compared. */
export function nearCopy(words, index) {
  if (words.size < NEAR_MIN_WORDS) return false;
  const shared = new Map();
  for (const word of words)
    for (const k of index.byWord.get(word) ?? []) shared.set(k, (shared.get(k) ?? 0) + 1);
  for (const [k, both] of shared) {
    const other = index.sets[k];
    if (other.size >= NEAR_MIN_WORDS && both / (words.size + other.size - both) >= NEAR_JACCARD) return true;
  }
  return false;
}
