/**
 * Proper names: a full name ('Maria Okafor') comes before a short reference to it ('Ms Okafor',
 * 'Okafor'), and a sentence that names a person before sentences that only say 'he' or 'she' or
 * open with a pronoun.
 */
import type { Sentence } from '../../text/document.js';
import type { Precedence } from './precedence.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../text/calendar.js';
import { STOP_WORDS, type Token } from '../../text/tokens.js';
import { addPrecedence } from './precedence.js';
import { COHERENCE_WEIGHTS } from './weights.js';

const W = COHERENCE_WEIGHTS.reference;

/** The names in a sentence: runs of two or more capitalised words, and every single name or part of one. */
export interface Names {
  full: Set<string>;
  single: Set<string>;
}

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(['i', ...WEEKDAY_NAMES, ...MONTH_NAMES, 'step', 'mr', 'mrs', 'ms', 'dr', 'prof']);

/** The names in a sentence; a capitalised first word counts only when it reads as a name ('Okafor's', 'Okafor walked'). */
export function properNames(tokens: readonly Token[]): Names {
  const full = new Set<string>();
  const single = new Set<string>();
  let k = 0;
  while (k < tokens.length) {
    const token = tokens[k]!;
    const capital = /^[A-Z][a-z]/.test(token.raw) && !NOT_NAMES.has(token.lower);
    const isStart = k === 0;
    if (!capital || (isStart && STOP_WORDS.has(token.lower))) {
      k++;
      continue;
    }
    const run: string[] = [token.raw.replace(/'s$/, '')];
    let m = k + 1;
    while (m < tokens.length && /^[A-Z][a-z]/.test(tokens[m]!.raw) && !NOT_NAMES.has(tokens[m]!.lower)) {
      run.push(tokens[m]!.raw.replace(/'s$/, ''));
      m++;
    }
    const possessive = /'s$/.test(token.raw);
    const nextLower = tokens[k + 1]?.lower ?? '';
    const startName =
      isStart &&
      (run.length > 1 ||
        possessive ||
        (/ed$/.test(nextLower) && (!/s$/.test(token.lower) || token.lower.length <= 5)));
    if (!isStart || startName) {
      if (run.length > 1) full.add(run.join(' '));
      else single.add(run[0]!);
      for (const part of run) single.add(part);
    }
    k = m;
  }
  return { full, single };
}

/** A full name ('Maria Okafor') before a short reference ('Ms Okafor', 'Okafor'). */
export function fullNamesFirst(names: readonly Names[], precedence: Precedence): void {
  const n = names.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      for (const full of names[i]!.full) {
        const surname = full.split(' ').pop()!;
        if (!names[j]!.full.has(full) && names[j]!.single.has(surname)) {
          addPrecedence(precedence, i, j, W.fullNameFirst, full);
        }
      }
    }
  }
}

/** The first name a sentence mentions, full names first. */
function firstName(names: Names): string {
  return [...names.full, ...names.single][0]!;
}

/**
 * A sentence that names a person comes before sentences that only say 'he' or 'she' — only when
 * names are rare: in a saga that names someone in most sentences it says little.
 */
export function namedBeforePersonal(
  sentences: readonly Sentence[],
  names: readonly Names[],
  precedence: Precedence,
): void {
  const n = sentences.length;
  const personal = sentences.map((s) => s.tokens.some((t) => /^(he|she|his|her|him)$/.test(t.lower)));
  const named = names.map((x) => x.full.size + x.single.size > 0);
  const namedCount = named.filter(Boolean).length;
  if (namedCount > Math.max(1, n / 3)) return;
  for (let i = 0; i < n; i++) {
    if (!named[i]) continue;
    for (let j = 0; j < n; j++) {
      if (j !== i && personal[j] && !named[j])
        addPrecedence(precedence, i, j, W.namedBeforePersonal, firstName(names[i]!));
    }
  }
}

/** Sentences that introduce a named person are good openers; pronoun-led ones follow them. */
export function namedBeforePronounOpeners(
  sentences: readonly Sentence[],
  names: readonly Names[],
  precedence: Precedence,
): void {
  const n = sentences.length;
  for (let i = 0; i < n; i++) {
    if (names[i]!.full.size === 0 && names[i]!.single.size === 0) continue;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const lead = sentences[j]!.tokens[0]?.lower ?? '';
      if (/^(he|she|they|his|her|their|him|them)$/.test(lead)) {
        addPrecedence(precedence, i, j, W.namedBeforePronounOpener, firstName(names[i]!));
      }
    }
  }
}
