// 'stem-order' (src/learned/stem-order.ts): for two content stems, how often the sentence holding
// the first comes before the sentence holding the second in the texts written like members' (the
// adaptation texts), learned from their gold order: 'planted' before 'harvested', 'ordered' before
// 'delivered'. Each adaptation text's own features use the tendencies learned from other authors'
// texts only, so the weights fitted on them learn how far the table carries to a writer it has not
// seen, not how well it remembers a topic its author wrote several texts on.
import type { Lexicon } from '../../dist/learned/lexicon.js';
import { packStemPairs, stemPairKey, type PackedStemPairs } from '../../dist/learned/stem-order.js';
import { shuffledSentences } from './passages.ts';
import { addPlace, shrunkMean, type PlaceSum, type PlaceTally } from './position-tally.ts';

interface Text {
  sentences: string[];
  permutation: number[];
}

/** Pairs kept: in at least PAIR_MIN_COUNT adaptation texts. */
const PAIR_MIN_COUNT = 3;
/** Shrinkage: a pair's mean counts as if PAIR_PRIOR more occurrences had no order. */
const PAIR_PRIOR = 2;
/** Kept: pairs whose shrunk tendency is at least this far from no order. */
const PAIR_MIN_TENDENCY = 0.2;

/**
 * Each canonical stem pair's order per text: +½ when the pair's first stem (by key) stands in an
 * earlier sentence than its second, −½ when later; once per pair of sentences, stems deduplicated.
 */
function ordersOf(text: Text): Array<[string, number]> {
  const sentences = shuffledSentences(text);
  const gold = sentences.map((s, k) => ({ stems: [...new Set(s.content)], place: text.permutation[k]! }));
  gold.sort((a, b) => a.place - b.place);
  const orders = new Map<string, number>();
  for (let p = 0; p < gold.length; p++)
    for (let q = p + 1; q < gold.length; q++)
      for (const a of gold[p]!.stems)
        for (const b of gold[q]!.stems) {
          if (a === b) continue;
          const key = stemPairKey(a, b);
          orders.set(key, (orders.get(key) ?? 0) + (a < b ? 0.5 : -0.5));
        }
  // One vote per text and pair: the sign of its sentences' votes (0 when they cancel out).
  return [...orders].map(([key, v]) => [key, Math.sign(v) / 2] as [string, number]);
}

const tendency = (entry: PlaceSum): number => shrunkMean(entry, PAIR_PRIOR);
const kept = (entry: PlaceSum): boolean =>
  entry.count >= PAIR_MIN_COUNT && Math.abs(tendency(entry)) >= PAIR_MIN_TENDENCY;

/**
 * The stem orders of all `texts` (shipped), and a lexicon per text that leaves out every text of
 * its group (`groups[k]`: its author's file), so a text's features never count a pair its own
 * author's other texts on the same topics put in order.
 */
export function genrePairs(
  texts: readonly Text[],
  groups: readonly string[],
): {
  pairs: PackedStemPairs;
  count: number;
  lexiconOf: (k: number, lexicon: Lexicon) => Lexicon;
} {
  const orders = texts.map(ordersOf);
  const tally: PlaceTally = new Map();
  const byGroup = new Map<string, PlaceTally>();
  orders.forEach((own, k) => {
    const group = byGroup.get(groups[k]!) ?? new Map();
    byGroup.set(groups[k]!, group);
    for (const [key, order] of own) {
      addPlace(tally, key, order);
      addPlace(group, key, order);
    }
  });
  const tendencies = Object.fromEntries(
    [...tally]
      .filter(([, e]) => kept(e))
      .map(([key, e]) => [key, tendency(e)] as const)
      .sort((a, b) => a[0].localeCompare(b[0])),
  );
  const lexiconOf = (k: number, lexicon: Lexicon): Lexicon => {
    const group = byGroup.get(groups[k]!)!;
    const own: Record<string, number> = {};
    for (const [key] of orders[k]!) {
      const all = tally.get(key)!;
      const mine = group.get(key)!;
      const without = { sum: all.sum - mine.sum, count: all.count - mine.count };
      if (kept(without)) own[key] = tendency(without);
    }
    return { ...lexicon, stemPairs: packStemPairs(own) };
  };
  return { pairs: packStemPairs(tendencies), count: Object.keys(tendencies).length, lexiconOf };
}
