// 'genre-position' (src/learned/lexicon.ts): where each content stem tends to stand in the texts
// written like members' (the adaptation texts), learned from their gold order. Each adaptation
// text's own features use the tendency learned from the other texts only (leave one out), so the
// weights fitted on them do not trust a tendency that has seen the text it scores.
import type { Lexicon } from '../../dist/learned/lexicon.js';
import { shuffledSentences } from './passages.ts';
import { addPlace, removePlace, shrunkMean, type PlaceSum, type PlaceTally } from './position-tally.ts';

interface Text {
  sentences: string[];
  permutation: number[];
}

/** Stems kept: in at least GENRE_MIN_COUNT sentences of the adaptation texts. */
const GENRE_MIN_COUNT = 3;
/** Shrinkage: a stem's mean place counts as if GENRE_PRIOR more occurrences sat in the middle. */
const GENRE_PRIOR = 5;

/** Each stem's (place − ½) per occurrence in one text, places 0 (first) to 1 (last). */
function placesOf(text: Text): Array<[string, number]> {
  const sentences = shuffledSentences(text);
  const last = sentences.length - 1;
  return sentences.flatMap((s, k) =>
    [...new Set(s.content)].map((stem) => [stem, text.permutation[k]! / last - 0.5] as [string, number]),
  );
}

const tendency = (entry: PlaceSum): number => shrunkMean(entry, GENRE_PRIOR);

/** The genre positions of all `texts` (shipped), and a lexicon per text that leaves the text out. */
export function genrePositions(
  texts: readonly Text[],
  lexicon: Lexicon,
): { positions: Record<string, number>; lexiconOf: (k: number) => Lexicon } {
  const places = texts.map(placesOf);
  const tally: PlaceTally = new Map();
  for (const own of places) for (const [stem, place] of own) addPlace(tally, stem, place);
  const positions = Object.fromEntries(
    [...tally]
      .filter(([, e]) => e.count >= GENRE_MIN_COUNT)
      .map(([stem, e]) => [stem, tendency(e)] as const)
      .filter(([, value]) => value !== 0)
      .sort((a, b) => a[0].localeCompare(b[0])),
  );
  const lexiconOf = (k: number): Lexicon => {
    // The tally without text k: its own occurrences taken back out.
    const without: PlaceTally = new Map();
    for (const [stem, place] of places[k]!) {
      if (!without.has(stem)) without.set(stem, { ...tally.get(stem)! });
      removePlace(without, stem, place);
    }
    const own: Record<string, number> = {};
    for (const [stem, e] of without)
      if (e.count >= GENRE_MIN_COUNT && tendency(e) !== 0) own[stem] = tendency(e);
    return { ...lexicon, genrePositions: own };
  };
  return { positions, lexiconOf };
}
