/**
 * The subject noun phrase of the main clause: how it refers back (its determiner), its head noun
 * and number, the theme it sets, whether it sums up an earlier change ('The extra cars'), and the
 * presupposed weight of its words — the head ('The rise in unemployment') and complements count
 * most — and of a parenthetical that belongs to it ('…, combined with …,').
 */
import type { Token } from '../../text/tokens.js';
import type { LeadingClause } from './leading-clause.js';
import type { Reading } from './reading.js';
import type { GrammaticalNumber, ReferenceKind } from './types.js';
import { CHANGE_CLASSES } from './change-classes.js';
import { readDeterminer } from './determiner.js';
import { LINKING_WEIGHTS } from './weights.js';
import { DEMONSTRATIVES, PARENTHETICAL, PERSONAL, PREPOSITIONS } from './vocabulary.js';
import {
  clauseSubjectNumber,
  isContent,
  isParticipleModifier,
  isPlural,
  isRelativeModifier,
  isVerbLike,
  pronounNumber,
} from './word-roles.js';

const W = LINKING_WEIGHTS.given;

/** The longest subject phrase read, in tokens. */
const MAX_PHRASE = 8;

export interface SubjectReading {
  /** How the sentence refers back, the leading clause's reference included. */
  reference?: ReferenceKind;
  introduces: boolean;
  pronoun?: GrammaticalNumber;
  partitive: boolean;
  subject?: { stem: string; plural: boolean };
  summarises: boolean;
  domain: string[];
  /** Where the comma that closes the subject phrase is, -1 when none does. */
  subjectComma: number;
  theme: Set<string>;
}

/** The tokens of the subject phrase from `start`: up to its verb or a comma. */
function phraseTokens({ tokens, body }: Reading, start: number): number[] {
  const phrase: number[] = [];
  for (let m = start; m < tokens.length && m < start + MAX_PHRASE; m++) {
    const token = tokens[m]!;
    if (isVerbLike(token, m === start)) break;
    if (m > start && body.slice(tokens[m - 1]!.offset, token.offset).includes(',')) break;
    phrase.push(m);
  }
  return phrase;
}

/** The phrase's first preposition and its head: the last content word before it (indices into the phrase, -1 if none). */
function phraseHead(
  tokens: readonly Token[],
  phrase: readonly number[],
): { prep: number; headIndex: number } {
  const prep = phrase.findIndex((m) => PREPOSITIONS.has(tokens[m]!.lower));
  const headEnd = prep < 0 ? phrase.length : prep;
  for (let q = headEnd - 1; q >= 0; q--) {
    if (isContent(tokens[phrase[q]!]!)) return { prep, headIndex: q };
  }
  return { prep, headIndex: -1 };
}

/** Marks the subject phrase's words as presupposed, by their place around the head. */
function markPhrase(reading: Reading, phrase: readonly number[], headIndex: number, weight: number): void {
  const { tokens, nominal } = reading;
  phrase.forEach((m, q) => {
    // 'The scale of those losses': a demonstrative inside the phrase is stronger still.
    // A modifier that compares with or results from what came before ('the extra fares', 'the
    // resulting queues') is as anaphoric as the head.
    const relative = q < headIndex && isRelativeModifier(tokens[m]!);
    const w =
      q < headIndex && !relative
        ? W.modifierFactor * weight
        : q <= headIndex
          ? weight
          : W.complementFactor * weight;
    reading.mark(m, DEMONSTRATIVES.has(tokens[m - 1]?.lower ?? '') && q > 0 ? W.demonstrative : w);
    // Its modifiers too ('the extra fares'): they can name the change the phrase sums up.
    if ((w >= W.nominalMin || q < headIndex) && isContent(tokens[m]!)) nominal.add(tokens[m]!.stem);
  });
}

/**
 * A parenthetical between the subject and its verb ('That extra strain, combined with less blood
 * reaching his skin, caused …'; 'the extra fares, together with the money raised by the charge,
 * gave …') is part of the subject: background, presupposed like the subject itself. Returns where
 * the comma that closes the subject phrase is, -1 when none does.
 */
function markParenthetical(reading: Reading, phrase: readonly number[]): number {
  const { tokens, body } = reading;
  let subjectComma = -1;
  const after = phrase.length > 0 ? phrase[phrase.length - 1]! + 1 : -1;
  if (after > 0 && after < tokens.length) {
    const gap = body.slice(tokens[after - 1]!.offset, tokens[after]!.offset);
    if (gap.includes(',')) subjectComma = body.indexOf(',', tokens[after - 1]!.offset);
    const rest = body.slice(tokens[after]!.offset);
    const close = rest.indexOf(',');
    if (gap.includes(',') && close > 0 && PARENTHETICAL.test(rest)) {
      const end = tokens[after]!.offset + close;
      for (let m = after; m < tokens.length && tokens[m]!.offset < end; m++) reading.mark(m, W.parenthetical);
    }
  }
  return subjectComma;
}

/**
 * 'The extra cars', 'The lost trade', 'The rise in unemployment': a definite subject whose head or
 * modifier names a change or a result sums up an earlier event and cannot open a text.
 */
function summarisesChange(tokens: readonly Token[], phrase: readonly number[], headIndex: number): boolean {
  return phrase.slice(0, headIndex + 1).some((m) => {
    const token = tokens[m]!;
    return (
      CHANGE_CLASSES[token.stem] !== undefined || (m < phrase[headIndex]! && isParticipleModifier(token))
    );
  });
}

/** Reads the subject phrase that opens the main clause, marking its presupposed words. */
export function readSubject(reading: Reading, clause: LeadingClause): SubjectReading {
  const { tokens } = reading;
  let reference: ReferenceKind | undefined = clause.reference;
  const theme = new Set<string>();
  const domain: string[] = [];
  const k = clause.start;
  const head = tokens[k];
  if (!head) {
    return {
      ...(reference ? { reference } : {}),
      introduces: false,
      partitive: false,
      summarises: false,
      domain,
      subjectComma: -1,
      theme,
    };
  }
  const lower = head.lower;
  const det = readDeterminer(tokens, k);
  reference ??= det.reference;
  let pronoun = det.pronoun;
  const phrase = phraseTokens(reading, det.start);
  const { prep, headIndex } = phraseHead(tokens, phrase);
  if (pronoun && clause.end > 0 && clauseSubjectNumber(tokens, clause.end) === pronoun) {
    // 'Because the staff had little training, they …': the pronoun's antecedent is in the clause.
    pronoun = undefined;
    reference = 'clause';
  }
  // A demonstrative re-labels what was just said in its own words ('This drop in spending' after
  // 'cut back on eating out'); a definite ('The rise in unemployment') names a change of that thing.
  if (
    lower === 'the' &&
    headIndex >= 0 &&
    prep >= 0 &&
    CHANGE_CLASSES[tokens[phrase[headIndex]!]!.stem] !== undefined
  ) {
    for (const m of phrase.slice(prep + 1)) if (isContent(tokens[m]!)) domain.push(tokens[m]!.stem);
  }
  let subject: { stem: string; plural: boolean } | undefined;
  if (headIndex >= 0) {
    const token = tokens[phrase[headIndex]!]!;
    subject = { stem: token.stem, plural: isPlural(token) };
    for (const m of phrase.slice(0, headIndex + 1)) if (isContent(tokens[m]!)) theme.add(tokens[m]!.stem);
  }
  // The clause's pronoun refers forward to a full noun subject of the same number.
  const forward =
    subject !== undefined &&
    det.weight !== 0 &&
    !PERSONAL.has(lower) &&
    pronounNumber(clause.pronoun?.lower ?? '') === (subject.plural ? 'plural' : 'singular');
  if (clause.pronoun && !forward) reference = 'pronoun';
  const summarises = lower === 'the' && headIndex >= 0 && summarisesChange(tokens, phrase, headIndex);
  if (det.weight > 0) markPhrase(reading, phrase, headIndex, det.weight);
  const subjectComma = markParenthetical(reading, phrase);
  return {
    ...(reference ? { reference } : {}),
    introduces: det.introduces,
    ...(pronoun ? { pronoun } : {}),
    partitive: det.partitive,
    ...(subject ? { subject } : {}),
    summarises,
    domain,
    subjectComma,
    theme,
  };
}
