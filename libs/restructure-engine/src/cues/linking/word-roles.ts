/**
 * Word roles the backward-link cues read off tokens: a verb that ends a noun phrase, a content word,
 * a counted duration, an indefinite phrase, a gerund subject, a plural, a modifier relative to an
 * earlier state.
 */
import type { GrammaticalNumber } from './types.js';
import { CHANGE_CLASSES, isChangeOfDegree } from './change-classes.js';
import { numberWordValue } from '../../text/markers.js';
import { STOP_WORDS, type Token } from '../../text/tokens.js';
import {
  AUXILIARIES,
  DURATION_UNITS,
  INDEFINITES,
  ING_NOUNS,
  IRREGULAR_PAST,
  IRREGULAR_PLURALS,
  PREPOSITIONS,
  RELATIVE_MODIFIERS,
} from './vocabulary.js';

/** Whether a token reads as the verb that ends a subject noun phrase. */
export function isVerbLike(token: Token, afterDeterminer: boolean): boolean {
  if (AUXILIARIES.has(token.lower) || IRREGULAR_PAST.has(token.lower)) return true;
  return !afterDeterminer && /[a-z]ed$/.test(token.lower) && token.lower.length > 4;
}

/** A content word: three letters or more, not a stop word, not a number. */
export function isContent(token: Token): boolean {
  return token.lower.length >= 3 && !STOP_WORDS.has(token.lower) && !/^\d/.test(token.lower);
}

/**
 * Marks counted units of time ('after twenty minutes', 'with a minute to spare', 'four hours'):
 * a duration measures, it names nothing a later sentence could refer to.
 */
export function durations(tokens: readonly Token[]): boolean[] {
  return tokens.map((token, k) => {
    if (k === 0 || !DURATION_UNITS.has(token.lower)) return false;
    const count = tokens[k - 1]!.lower;
    return (
      /^\d/.test(count) ||
      /^(a|an|few|several|many|some|couple|two|three|four|five|six|seven|eight|nine|ten)$/.test(count) ||
      numberWordValue(count) !== undefined
    );
  });
}

/** Marks the words of indefinite noun phrases ('an unusually hot day', 'three litres'): they introduce, not presuppose. */
export function indefiniteSpans(tokens: readonly Token[]): boolean[] {
  const out = new Array<boolean>(tokens.length).fill(false);
  for (let k = 0; k < tokens.length; k++) {
    const lower = tokens[k]!.lower;
    if (!(INDEFINITES.has(lower) || /^\d/.test(lower)) || lower === 'no') continue;
    // 'so many breeding cows', 'too many cars' point back at a number already given.
    if (k > 0 && /^(so|too|as|how)$/.test(tokens[k - 1]!.lower)) continue;
    for (let m = k + 1; m < tokens.length && m <= k + 4; m++) {
      const t = tokens[m]!;
      if (PREPOSITIONS.has(t.lower) || AUXILIARIES.has(t.lower) || isVerbLike(t, true)) break;
      if (STOP_WORDS.has(t.lower) && !/ly$/.test(t.lower)) break;
      out[m] = true;
    }
  }
  return out;
}

/** The number of a personal pronoun or possessive (anything but they/them/their is singular). */
export function pronounNumber(lower: string): GrammaticalNumber {
  return /^(they|them|their)$/.test(lower) ? 'plural' : 'singular';
}

/** The number of the subject of a leading clause ('Because the staff had little training,' → plural). */
export function clauseSubjectNumber(tokens: readonly Token[], end: number): GrammaticalNumber | undefined {
  let head: Token | undefined;
  for (let m = 1; m < end; m++) {
    const token = tokens[m]!;
    if (m > 1 && isVerbLike(token, false)) break;
    if (isContent(token)) head = token;
    else if (head) break;
  }
  if (!head) return undefined;
  return isPlural(head) ? 'plural' : 'singular';
}

/** A sentence-initial gerund phrase used as the subject ('Missing out on …', 'Raising rates …'). */
export function isGerund(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k];
  const next = tokens[k + 1];
  if (!token || !next || !/^[a-z]{3,}ing$/.test(token.lower) || ING_NOUNS.has(token.lower)) return false;
  // Followed by its object or particle, not by a finite verb ('Swimming is fun' is a gerund too).
  return !isVerbLike(next, false) || AUXILIARIES.has(next.lower);
}

/** A modifier relative to an earlier state: a comparative of change ('extra', 'higher', 'fewer') or 'resulting'. */
export function isRelativeModifier(token: Token): boolean {
  const c = CHANGE_CLASSES[token.stem];
  return RELATIVE_MODIFIERS.has(token.lower) || (isChangeOfDegree(c) && /(er|extra)$/.test(token.lower));
}

/** A participle used as a modifier ('the infected bushes', 'the frozen pipes'). */
export function isParticipleModifier(token: Token): boolean {
  return /[a-z]{3}(?:ed|en)$/.test(token.lower) && !STOP_WORDS.has(token.lower);
}

/** A plural noun: an irregular one, or one ending in -s (not -ss, -us). */
export function isPlural(token: Token): boolean {
  return IRREGULAR_PLURALS.has(token.lower) || (/[^su]s$/.test(token.lower) && token.lower.length > 3);
}
