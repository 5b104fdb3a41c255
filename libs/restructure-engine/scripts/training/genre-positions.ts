// 'genre-position' (src/learned/lexicon.ts): where each content stem tends to stand in the texts
// written like members' (the adaptation texts), learned from their gold order. Each adaptation
// text's own features use the tendency learned from the other texts only (leave one out), so the
// weights fitted on them do not trust a tendency that has seen the text it scores.
import type { Lexicon } from '../../dist/learned/lexicon.js';
import { shuffledSentences } from './passages.ts';

interface Text {
  sentences: string[];
  permutation: number[];
}

/** Stems kept: in at least GENRE_MIN_COUNT sentences of the adaptation texts. */
const GENRE_MIN_COUNT = 3;
/** Shrinkage: a stem's mean place counts as if GENRE_PRIOR more occurrences sat in the middle. */
const GENRE_PRIOR = 5;

type Tally = Map<string, { sum: number; count: number }>;

/** Each stem's (place − ½) per occurrence in one text, places 0 (first) to 1 (last). */
function placesOf(text: Text): Array<[string, number]> {
  const sentences = shuffledSentences(text);
  const last = sentences.length - 1;
  return sentences.flatMap((s, k) =>
    [...new Set(s.content)].map((stem) => [stem, text.permutation[k]! / last - 0.5] as [string, number]),
  );
}

function tendency(entry: { sum: number; count: number }): number {
  return Math.round((1000 * entry.sum) / (entry.count + GENRE_PRIOR)) / 1000;
}

/** The genre positions of all `texts` (shipped), and a lexicon per text that leaves the text out. */
export function genrePositions(
  texts: readonly Text[],
  lexicon: Lexicon,
): { positions: Record<string, number>; lexiconOf: (k: number) => Lexicon } {
  const places = texts.map(placesOf);
  const tally: Tally = new Map();
  for (const own of places)
    for (const [stem, place] of own) {
      const entry = tally.get(stem) ?? { sum: 0, count: 0 };
      entry.sum += place;
      entry.count++;
      tally.set(stem, entry);
    }
  const positions = Object.fromEntries(
    [...tally]
      .filter(([, e]) => e.count >= GENRE_MIN_COUNT)
      .map(([stem, e]) => [stem, tendency(e)] as const)
      .filter(([, value]) => value !== 0)
      .sort((a, b) => a[0].localeCompare(b[0])),
  );
  const lexiconOf = (k: number): Lexicon => {
    const without = new Map<string, { sum: number; count: number }>();
    for (const [stem, place] of places[k]!) {
      const entry = without.get(stem) ?? { ...tally.get(stem)! };
      entry.sum -= place;
      entry.count--;
      without.set(stem, entry);
    }
    const own: Record<string, number> = {};
    for (const [stem, e] of without)
      if (e.count >= GENRE_MIN_COUNT && tendency(e) !== 0) own[stem] = tendency(e);
    return { ...lexicon, genrePositions: own };
  };
  return { positions, lexiconOf };
}
