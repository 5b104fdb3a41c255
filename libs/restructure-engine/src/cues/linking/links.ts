/**
 * The links between every pair of sentences: for each later sentence B and each other sentence A,
 * the evidence that what B presupposes is what A asserts (A right before B), added up over the
 * kinds of link — words, pronoun subject, prepositional object, group member, change — in that order.
 */
import type { Sentence } from '../../text/document.js';
import type { Links, Profile } from './types.js';
import { stemSets } from '../../text/stem-sets.js';
import { assertedChanges, changeLink } from './change-link.js';
import { givenWords, overlapLink } from './overlap-link.js';
import { profile } from './profile.js';
import { memberLink, objectLink, prepositionalObject, pronounLink } from './reference-links.js';
import { emptyTally } from './tally.js';

/** The links A → B between every pair of sentences, with each sentence's reference, introduction and summary. */
export function analyseLinks(
  sentences: readonly Sentence[],
  weight: ReadonlyMap<string, number>,
  /** Only sentences for which this holds are scored as the later one of a link (all by default). */
  only?: (profile: Profile) => boolean,
): Links {
  const n = sentences.length;
  const profiles = sentences.map(profile);
  const changeWords = profiles.map(assertedChanges);
  const objects = sentences.map(prepositionalObject);
  const stems = stemSets([profiles.map((p) => p.given), profiles.map((p) => p.asserted)]);
  const link = new Float64Array(n * n);
  const weak = new Float64Array(n * n);
  const words = new Map<number, string[]>();
  for (let b = 0; b < n; b++) {
    const later = profiles[b]!;
    if (only && !only(later)) continue;
    const given = givenWords(later, weight);
    for (let a = 0; a < n; a++) {
      if (a === b) continue;
      const earlier = profiles[a]!;
      const tally = emptyTally();
      // Most pairs share no word: skip the word link for them.
      weak[a * n + b] = stems.meet(0, b, 1, a) ? overlapLink(tally, given, earlier) : 0;
      pronounLink(tally, later.pronoun, earlier);
      objectLink(tally, objects[b], earlier);
      memberLink(tally, later.member, earlier);
      changeLink(tally, later, earlier, changeWords[a]!, sentences[a]!);
      link[a * n + b] = tally.score;
      if (tally.words) words.set(a * n + b, tally.words);
    }
  }
  return {
    n,
    link,
    weak,
    words,
    reference: profiles.map((p) => p.reference),
    introduces: profiles.map((p) => p.introduces),
    summarises: profiles.map((p) => p.summarises),
  };
}
