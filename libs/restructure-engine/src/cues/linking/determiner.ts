/**
 * What the determiner of the subject says about it: a demonstrative or definite subject is known
 * and presupposed ('This drop', 'The closure'), a pronoun refers back and names nothing itself, a
 * gerund names an event as known, a partitive picks from a group the text introduced ('Two of the
 * cafes'), an indefinite subject introduces ('A fire', 'Three days of rain').
 */
import type { Token } from '../../text/tokens.js';
import type { GrammaticalNumber, ReferenceKind } from './types.js';
import { LINKING_WEIGHTS } from './weights.js';
import { DEMONSTRATIVES, FIRST_SECOND_PERSON, INDEFINITES, PRONOUNS, QUANTIFIERS } from './vocabulary.js';
import { DEFINITE_DETERMINERS } from '../../text/determiners.js';
import { isGerund, isVerbLike } from './word-roles.js';

const W = LINKING_WEIGHTS.given;

export interface Determination {
  /** How strongly the subject phrase's words are presupposed; 0 when they are not. */
  weight: number;
  /** The first token of the subject phrase proper, after its determiner. */
  start: number;
  /** How the subject refers back, unless a leading clause already does. */
  reference?: ReferenceKind;
  /** A pronoun or possessive subject: its number. */
  pronoun?: GrammaticalNumber;
  /** The subject is picked from a group ('Two of the cafes', 'One runner'). */
  partitive: boolean;
  /** The subject is introduced as new. */
  introduces: boolean;
}

/** 'the' makes a definite reference; a possessive ('their', 'its') refers back like a pronoun of its number. */
function definiteOrPossessive(det: string): Pick<Determination, 'reference' | 'pronoun'> {
  if (det === 'the') return { reference: 'definite' };
  if (det === 'their') return { reference: 'pronoun', pronoun: 'plural' };
  if (det === 'its') return { reference: 'pronoun', pronoun: 'singular' };
  return { reference: 'pronoun' };
}

/** 'Several of them', 'Many of those workers', 'Two of the cafes': a part of a group the text has already introduced. */
function partitive(tokens: readonly Token[], k: number): Determination {
  const det = tokens[k + 2]!.lower;
  const start = k + 3;
  if (det === 'them' || det === 'us') {
    return { weight: 0, start, reference: 'pronoun', pronoun: 'plural', partitive: true, introduces: false };
  }
  if (DEMONSTRATIVES.has(det)) {
    return { weight: W.demonstrative, start, reference: 'demonstrative', partitive: true, introduces: false };
  }
  if (DEFINITE_DETERMINERS.has(det)) {
    return { weight: W.definite, start, ...definiteOrPossessive(det), partitive: true, introduces: false };
  }
  return { weight: 0, start: k + 1, partitive: true, introduces: true };
}

/** Reads the determiner of the subject that starts at token k. */
export function readDeterminer(tokens: readonly Token[], k: number): Determination {
  const lower = tokens[k]!.lower;
  const plain = { partitive: false, introduces: false };
  if (DEMONSTRATIVES.has(lower) && tokens[k + 1] && !isVerbLike(tokens[k + 1]!, false)) {
    return { weight: W.demonstrative, start: k + 1, reference: 'demonstrative', ...plain };
  }
  if (PRONOUNS.has(lower)) {
    const pronoun = lower === 'they' ? 'plural' : lower === 'it' ? 'singular' : undefined;
    return { weight: 0, start: k, reference: 'pronoun', ...(pronoun ? { pronoun } : {}), ...plain };
  }
  if (DEFINITE_DETERMINERS.has(lower)) {
    // 'My alarm', 'Our flight': the speaker's own, known without an antecedent.
    if (FIRST_SECOND_PERSON.has(lower)) return { weight: W.definite, start: k + 1, ...plain };
    return { weight: W.definite, start: k + 1, ...definiteOrPossessive(lower), ...plain };
  }
  if (isGerund(tokens, k)) {
    // 'Missing out on the top places cost the club millions': a gerund subject names an event
    // as known, like 'The closure'.
    return { weight: W.clause, start: k, reference: 'clause', ...plain };
  }
  if ((INDEFINITES.has(lower) || QUANTIFIERS.has(lower)) && tokens[k + 1]?.lower === 'of' && tokens[k + 2]) {
    return partitive(tokens, k);
  }
  if (INDEFINITES.has(lower) || /^\d/.test(lower)) {
    // 'One runner': a member of a group that was introduced before.
    return { weight: 0, start: k + 1, partitive: lower === 'one', introduces: true };
  }
  return { weight: W.bareSubject, start: k, ...plain };
}
