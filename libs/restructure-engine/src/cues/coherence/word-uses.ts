/**
 * How each content word is used in a sentence: introduced ('a dough'), given ('the dough', or in a
 * leading clause that presupposes it: 'Once the burn is covered,'), picked up ('this dough') or
 * neither; as a state ('the kneaded dough', 'is covered') or as an instruction's action ('Knead
 * the dough').
 */
import type { Sentence } from '../../text/document.js';
import { COUNT_WORDS, DEFINITE_DETERMINERS } from '../../text/determiners.js';
import { STOP_WORDS, type Token } from '../../text/tokens.js';

/** Determiners of a picked-up word ('this dough', 'such delays'). */
const DEMONSTRATIVE = new Set(['this', 'that', 'these', 'those', 'such', 'both', 'said']);
/** Determiners and counts of an introduced word ('a dough', 'three eggs'). */
const INDEFINITE = new Set([
  'a',
  'an',
  'some',
  'several',
  'another',
  ...COUNT_WORDS,
  'dozen',
  'hundred',
  'thousand',
  'thousands',
  'hundreds',
  'millions',
]);
/** Openers of a leading subordinate clause, which presupposes what it mentions. */
const SUBORDINATE_OPENERS = new Set([
  'once',
  'after',
  'when',
  'while',
  'as',
  'until',
  'with',
  'having',
  'because',
  'since',
  'now',
  'during',
  'unable',
  'faced',
  'hearing',
  'seeing',
  'without',
]);

/** Introduced, given, picked up by a demonstrative, or none of these. */
export type Status = 'new' | 'given' | 'anaphor' | 'neutral';

/** One content word's use in a sentence. */
export interface WordUse {
  status: Status;
  /** Relative position of the first and last use in the sentence, 0..1. */
  position: number;
  last: number;
  /** Used as a participle or adjective of state ('the kneaded dough', 'is covered'). */
  state: boolean;
  /** An imperative or leading verb ('Knead the dough'). */
  action: boolean;
}

/** A participle ('kneaded', 'frozen'): a word of five letters or more in -ed or -en, not a stop word. */
export function isParticiple(token: Token): boolean {
  return /(?:ed|en)$/.test(token.lower) && token.lower.length > 4 && !STOP_WORDS.has(token.lower);
}

/**
 * The status a word's determiner gives it, looking back over up to two modifiers ('the freshly
 * kneaded dough'); a participle right after a definite determiner names a state ('the kneaded dough').
 */
function determinerStatus(tokens: readonly Token[], k: number): { status: Status; state: boolean } {
  const token = tokens[k]!;
  for (let back = 1; back <= 3 && k - back >= 0; back++) {
    const prev = tokens[k - back]!.lower;
    if (DEMONSTRATIVE.has(prev)) {
      if (prev === 'that' && back > 1) break;
      return { status: 'anaphor', state: false };
    }
    if (DEFINITE_DETERMINERS.has(prev)) {
      const state =
        back === 1 &&
        isParticiple(token) &&
        tokens[k + 1] !== undefined &&
        !STOP_WORDS.has(tokens[k + 1]!.lower);
      return { status: 'given', state };
    }
    if (INDEFINITE.has(prev) || /^\d/.test(prev)) return { status: 'new', state: false };
    if (STOP_WORDS.has(prev)) break;
    // 'the police closed': a past-tense verb after a noun is not part of the noun phrase.
    if (back === 1 && /ed$/.test(token.lower)) break;
  }
  return { status: 'neutral', state: false };
}

/**
 * Where a leading subordinate clause ('Once the burn is covered,', 'Because the plant was shut,')
 * ends — it presupposes what it mentions — or -1.
 */
function leadingClauseEnd(sentence: Sentence): number {
  const tokens = sentence.tokens;
  if (tokens[0] && SUBORDINATE_OPENERS.has(tokens[0].lower)) {
    const comma = sentence.body.indexOf(',');
    if (comma > 0) return tokens.findIndex((t) => t.offset > comma);
  }
  return -1;
}

/** An instruction: a capitalised first word that is not a stop word, a past tense or a third-person verb ('Knead the dough'). */
function isImperative(tokens: readonly Token[]): boolean {
  return (
    tokens[0] !== undefined &&
    !STOP_WORDS.has(tokens[0].lower) &&
    /^[A-Z]/.test(tokens[0].raw) &&
    !/(?:ed|s)$/.test(tokens[0].lower)
  );
}

/** How each content word (by stem) is used in the sentence; the first use with a determiner decides its status. */
export function wordUses(sentence: Sentence): Map<string, WordUse> {
  const tokens = sentence.tokens;
  const uses = new Map<string, WordUse>();
  const count = Math.max(1, tokens.length - 1);
  const clauseEnd = leadingClauseEnd(sentence);
  const imperative = isImperative(tokens);
  const untilAt = imperative ? tokens.findIndex((t) => t.lower === 'until') : -1;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.lower.length < 3 || STOP_WORDS.has(token.lower) || /^\d/.test(token.lower)) continue;
    let { status, state } = determinerStatus(tokens, k);
    let result = false;
    if (k > 0 && /^(?:is|are|has|been)$/.test(tokens[k - 1]!.lower) && isParticiple(token)) state = true;
    if (k < clauseEnd) {
      status = 'given';
      if (isParticiple(token) || /ing$/.test(token.lower)) state = true;
    }
    // 'until it has thickened', 'until the sugar dissolves': the state the step itself produces.
    if (k > untilAt && untilAt >= 0) {
      state = false;
      result = true;
    }
    const action = (imperative && k === 0) || result;
    const previous = uses.get(token.stem);
    const use: WordUse = { status, position: k / count, last: k / count, state, action };
    if (!previous) uses.set(token.stem, use);
    else {
      // Keep the strongest signal of each kind.
      // The first use decides: a later 'the X' in the same sentence refers to its own 'an X'.
      if (previous.status === 'neutral' && status !== 'neutral') previous.status = status;
      previous.state ||= state;
      previous.last = k / count;
      previous.action ||= action;
    }
  }
  return uses;
}
