/**
 * The profile of one sentence: what it presupposes ('given') and what it asserts, word by word.
 * Presupposed are a leading clause, the subject phrase with its parenthetical, a relative clause on
 * the subject, and a phrase a demonstrative picks up anywhere; the rest is asserted, including the
 * main clause after a leading 'Because …,' and a relative clause that continues it (', which led
 * to …').
 */
import type { Sentence } from '../../text/document.js';
import type { Reading } from './reading.js';
import type { Profile } from './types.js';
import { CHANGE_CLASSES, CLAUSE_CHANGES, isChangeOfDegree } from './change-classes.js';
import { readLeadingClause } from './leading-clause.js';
import { readSentence } from './reading.js';
import { readSubject } from './subject.js';
import { LINKING_WEIGHTS } from './weights.js';
import { DEMONSTRATIVES, GENERIC } from './vocabulary.js';
import { isContent, isVerbLike } from './word-roles.js';

const W = LINKING_WEIGHTS;

/**
 * A non-restrictive relative clause on the subject ('Beavers, which depend on willow for food,
 * returned …') is background: given. One after the main clause (', which led developers to
 * build …') continues the sentence: given only a little, as it is mostly asserted.
 */
function markRelativeClauses(reading: Reading, subjectComma: number): void {
  for (const m of reading.body.matchAll(/,\s+(?:which|who)\s+([^,.;]+)/gi)) {
    const weight = m.index === subjectComma ? W.given.subjectRelative : W.given.continuative;
    const from = m.index;
    const to = from + m[0].length;
    reading.tokens.forEach((token, q) => {
      if (token.offset > from && token.offset < to && !/^(which|who)$/i.test(token.raw))
        reading.mark(q, weight);
    });
  }
}

/** Demonstrative phrases anywhere ('hosted on those servers'), 'the resulting X': given, and nominal. */
function markDemonstrativePhrases(reading: Reading): void {
  const { tokens, nominal } = reading;
  for (let m = 0; m < tokens.length; m++) {
    const lower = tokens[m]!.lower;
    if ((DEMONSTRATIVES.has(lower) && lower !== 'that') || lower === 'resulting') {
      for (let q = m + 1; q < Math.min(tokens.length, m + 4); q++) {
        if (isVerbLike(tokens[q]!, q === m + 1)) break;
        reading.mark(q, W.given.demonstrativePhrase);
        if (isContent(tokens[q]!)) nominal.add(tokens[q]!.stem);
      }
    }
  }
}

/** What the sentence asserts: each content word outside a duration, weighted as an antecedent. */
function assertedWords({ tokens, given, fresh, measure }: Reading): Map<string, number> {
  const asserted = new Map<string, number>();
  tokens.forEach((token, m) => {
    if (!isContent(token) || measure[m]) return;
    // A generic mention ('every school', 'all the shops') does not introduce anything to refer to.
    const generic = m > 0 && GENERIC.has(tokens[m - 1]!.lower);
    // An introduction ('a daily charge') is the best antecedent, a definite re-mention a weaker one.
    const definite = m > 0 && tokens[m - 1]!.lower === 'the';
    const w = given.has(token.stem)
      ? W.asserted.given
      : generic
        ? W.asserted.generic
        : fresh[m]
          ? W.asserted.introduced
          : definite
            ? W.asserted.definite
            : W.asserted.plain;
    asserted.set(token.stem, Math.max(asserted.get(token.stem) ?? 0, w));
  });
  return asserted;
}

/** Every other content word that neither introduces nor measures is faintly given. */
function markBackground({ tokens, given, fresh, measure }: Reading): void {
  tokens.forEach((token, m) => {
    if (isContent(token) && !fresh[m] && !measure[m] && !given.has(token.stem))
      given.set(token.stem, W.given.background);
  });
}

/** The changes the sentence presupposes, by class: the strongest given nominal of each class, then its clause's changes of degree. */
function presupposedChanges({ tokens, given, nominal }: Reading, clauseChanges: readonly number[]) {
  const changes = new Map<string, [string, number]>();
  for (const [stem, g] of given) {
    const c = nominal.has(stem) ? CHANGE_CLASSES[stem] : undefined;
    if (c && g > (changes.get(c)?.[1] ?? 0)) changes.set(c, [stem, g]);
  }
  // In a clause, only a change of degree ('more', 'fewer', 'dropped') is relative to a state the
  // text set up before; a plain state ('the plant was shut') is matched by its words alone.
  for (const m of clauseChanges) {
    const token = tokens[m]!;
    const c = CHANGE_CLASSES[token.stem] ?? CLAUSE_CHANGES[token.lower];
    if (isChangeOfDegree(c) && !changes.has(c)) changes.set(c, [token.stem, W.given.clause]);
  }
  return changes;
}

/** The profile of a sentence, read in steps: leading clause, subject, relative clauses, demonstrative phrases, then what is asserted. */
export function profile(sentence: Sentence): Profile {
  const reading = readSentence(sentence);
  const clause = readLeadingClause(reading);
  const subject = readSubject(reading, clause);
  markRelativeClauses(reading, subject.subjectComma);
  markDemonstrativePhrases(reading);
  const asserted = assertedWords(reading);
  markBackground(reading);
  const changes = presupposedChanges(reading, clause.changes);
  const { reference, pronoun, partitive } = subject;
  return {
    given: reading.given,
    asserted,
    nominal: reading.nominal,
    changes,
    domain: subject.domain,
    ...(reference ? { reference } : {}),
    introduces: subject.introduces || clause.introduces,
    summarises: subject.summarises,
    theme: subject.theme,
    ...(pronoun ? { pronoun } : {}),
    ...(subject.subject ? { subject: subject.subject } : {}),
    ...(partitive && subject.subject ? { member: subject.subject.stem } : {}),
  };
}
