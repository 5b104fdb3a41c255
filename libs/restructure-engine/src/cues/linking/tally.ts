/** The evidence for one link A → B as it is added up, kind of link by kind of link. */
export interface LinkTally {
  score: number;
  /** The words behind the score, for the explanation; undefined while nothing links. */
  words: string[] | undefined;
}

export function emptyTally(): LinkTally {
  return { score: 0, words: undefined };
}

/** Adds `amount` to the link, with the word that earned it. */
export function credit(tally: LinkTally, amount: number, word: string): void {
  tally.score += amount;
  (tally.words ??= []).push(word);
}
