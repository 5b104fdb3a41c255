/** The directed evidence that one sentence precedes another, with the words behind it. */
export interface Precedence {
  n: number;
  /** values[i * n + j]: evidence that i precedes j. */
  values: Float64Array;
  /** The words behind `values[i * n + j]`, each once, in the order they were added. */
  words: Map<number, string[]>;
}

export function emptyPrecedence(n: number): Precedence {
  return { n, values: new Float64Array(n * n), words: new Map() };
}

/** Adds `amount` to the evidence that i precedes j, with the word behind it. */
export function addPrecedence(
  precedence: Precedence,
  i: number,
  j: number,
  amount: number,
  word: string,
): void {
  const key = i * precedence.n + j;
  precedence.values[key] = precedence.values[key]! + amount;
  const list = precedence.words.get(key) ?? [];
  if (!list.includes(word)) list.push(word);
  precedence.words.set(key, list);
}
