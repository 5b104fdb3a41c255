/**
 * A sentence as the profile reads it: its tokens, the words it introduces or measures (never
 * presupposed), and the presupposed words marked so far, which every step of the profile adds to.
 */
import type { Sentence } from '../../text/document.js';
import type { Token } from '../../text/tokens.js';
import { durations, indefiniteSpans, isContent } from './word-roles.js';

export interface Reading {
  tokens: readonly Token[];
  body: string;
  /** Presupposed stems and their weights, in the order they were first marked. */
  given: Map<string, number>;
  /** Presupposed words of a noun phrase (the subject, a demonstrative phrase). */
  nominal: Set<string>;
  /** Words of an indefinite phrase ('an unusually hot day'): introduced, never presupposed. */
  fresh: boolean[];
  /** Words of a counted duration ('four hours'): they measure, never presupposed. */
  measure: boolean[];
  /** Marks token k as presupposed with weight w; a stem keeps the strongest weight it is marked with. */
  mark(k: number, w: number): void;
}

export function readSentence(sentence: Sentence): Reading {
  const tokens = sentence.tokens;
  const given = new Map<string, number>();
  const fresh = indefiniteSpans(tokens);
  const measure = durations(tokens);
  return {
    tokens,
    body: sentence.body,
    given,
    nominal: new Set<string>(),
    fresh,
    measure,
    mark(k, w) {
      const token = tokens[k]!;
      if (!isContent(token) || fresh[k] || measure[k]) return;
      given.set(token.stem, Math.max(given.get(token.stem) ?? 0, w));
    },
  };
}
