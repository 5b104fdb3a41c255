// The lexicon of the learned ordering model (src/learned/lexicon.ts): the commonest openings and
// function words of the training shard's sentences, each one more sentence feature.
import { openingKeys, type Lexicon } from '../../dist/learned/lexicon.js';
import { STOP_WORDS } from '../../dist/text/tokens.js';
import type { Run } from './corpus-runs.ts';
import { addPlace, shrunkMean, type PlaceTally } from './position-tally.ts';

/** Openings kept in the lexicon: seen at least this often in training sentences, at most LEXICON_SIZE. */
const LEXICON_MIN_COUNT = 25;
const LEXICON_SIZE = 220;
/** Function words kept: in at least WORD_MIN_COUNT training sentences, at most WORDS_SIZE. */
const WORD_MIN_COUNT = 100;
const WORDS_SIZE = 200;

/** The commonest openings and function words of training sentences; ties by key. */
export function learnLexicon(runs: readonly Run[]): Lexicon {
  const openings = new Map<string, number>();
  const words = new Map<string, number>();
  for (const run of runs) {
    if (run.shard !== 'train') continue;
    for (const s of run.sentences) {
      for (const key of openingKeys(s)) openings.set(key, (openings.get(key) ?? 0) + 1);
      for (const word of new Set(s.tokens.map((t) => t.lower)))
        if (STOP_WORDS.has(word)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  const top = (counts: Map<string, number>, min: number, size: number) =>
    [...counts]
      .filter(([, c]) => c >= min)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, size)
      .map(([key]) => key);
  return {
    openers: top(openings, LEXICON_MIN_COUNT, LEXICON_SIZE),
    words: top(words, WORD_MIN_COUNT, WORDS_SIZE),
    positions: learnPositions(runs),
  };
}

/** Stems kept for 'word-position': in at least POSITION_MIN_COUNT training runs, at most POSITIONS_SIZE. */
const POSITION_MIN_COUNT = 30;
const POSITIONS_SIZE = 3000;
/** Shrinkage: a stem's mean place counts as if POSITION_PRIOR more occurrences sat in the middle. */
const POSITION_PRIOR = 20;

/**
 * Each content stem's mean relative place in the training shard's runs (0 first, 1 last) minus ½,
 * shrunk towards 0: Σ (place − ½) / (count + POSITION_PRIOR). The commonest stems are kept, rounded
 * to 3 decimals, sorted by stem.
 */
function learnPositions(runs: readonly Run[]): Record<string, number> {
  const sums: PlaceTally = new Map();
  for (const run of runs) {
    if (run.shard !== 'train') continue;
    const last = run.gold.length - 1;
    run.gold.forEach((shuffledIndex, place) => {
      for (const stem of new Set(run.sentences[shuffledIndex]!.content))
        addPlace(sums, stem, place / last - 0.5);
    });
  }
  const kept = [...sums]
    .filter(([, e]) => e.count >= POSITION_MIN_COUNT)
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, POSITIONS_SIZE)
    .map(([stem, e]) => [stem, shrunkMean(e, POSITION_PRIOR)] as const)
    .filter(([, value]) => value !== 0)
    .sort((a, b) => a[0].localeCompare(b[0]));
  return Object.fromEntries(kept);
}
