/**
 * The word link: B's presupposed words that A asserts, through stems and word families. Linear
 * progression (B's given part picks up what A said about its subject) ties B to A; a constant theme
 * (both subjects are 'the hospital') only says they share a topic.
 */
import type { LinkTally } from './tally.js';
import type { Profile } from './types.js';
import { credit } from './tally.js';
import { LINKING_WEIGHTS } from './weights.js';

const W = LINKING_WEIGHTS.link;

/** One presupposed word of B, with the factors that do not depend on A. */
export interface GivenWord {
  stem: string;
  /** How strongly B presupposes it. */
  g: number;
  /** `g` times the word's weight in the text (rarer words count more). */
  weighted: number;
  /** Part of B's subject. */
  theme: boolean;
}

/** B's presupposed words, computed once for all candidates A. */
export function givenWords(later: Profile, weight: ReadonlyMap<string, number>): GivenWord[] {
  return [...later.given].map(([stem, g]) => ({
    stem,
    g,
    weighted: g * (weight.get(stem) ?? 1),
    theme: later.theme.has(stem),
  }));
}

/**
 * Credits each strongly presupposed word of B that A asserts; returns the overlap of B's weakly
 * presupposed words with A (the weak link).
 */
export function overlapLink(tally: LinkTally, given: readonly GivenWord[], earlier: Profile): number {
  let loose = 0;
  for (const { stem, g, weighted, theme } of given) {
    const w = earlier.asserted.get(stem);
    if (w === undefined) continue;
    const amount = weighted * w * (theme && earlier.theme.has(stem) ? W.sharedTheme : 1);
    if (g >= W.strongGiven) credit(tally, amount, stem);
    else loose += amount;
  }
  return loose;
}
