// Where content stems tend to stand in ordered texts, for 'word-position' (training/lexicon.ts, the
// corpus) and 'genre-position' (training/genre-positions.ts, the adaptation texts): each stem's
// places (0 first, 1 last, minus ½) summed and counted, and their mean shrunk towards 0.

export interface PlaceSum {
  sum: number;
  count: number;
}

export type PlaceTally = Map<string, PlaceSum>;

/** Adds one occurrence of `stem` at `place` (−½ first … +½ last) to the tally. */
export function addPlace(tally: PlaceTally, stem: string, place: number): void {
  const entry = tally.get(stem) ?? { sum: 0, count: 0 };
  entry.sum += place;
  entry.count++;
  tally.set(stem, entry);
}

/** Takes one occurrence of `stem` at `place` back out of the tally (it must be in it). */
export function removePlace(tally: PlaceTally, stem: string, place: number): void {
  const entry = tally.get(stem)!;
  entry.sum -= place;
  entry.count--;
}

/** Σ place / (count + prior), rounded to 3 decimals: the mean as if `prior` more sat in the middle. */
export function shrunkMean({ sum, count }: PlaceSum, prior: number): number {
  return Math.round((1000 * sum) / (count + prior)) / 1000;
}
