/**
 * Coherence cues between sentences when no explicit marker orders them: word and entity overlap
 * between neighbours, a definite or demonstrative mention after its first (indefinite) mention,
 * a participle that names the result of an earlier step ('the kneaded dough' after 'knead the
 * dough'), a subordinate clause that presupposes an earlier action ('Once the burn is covered'),
 * pronouns and connectives that cannot open a text, and full names before short references.
 */
import type { Sentence } from '../text/document.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../text/calendar.js';
import { stemSets } from '../text/stem-sets.js';
import { STOP_WORDS, type Token } from '../text/tokens.js';

export interface Coherence {
  n: number;
  /** Weighted content-word overlap, symmetric, 0 when nothing is shared. */
  similarity: Float64Array;
  /** Theme-rheme flow: shared words late in i and early in j (i → j), n*n, non-negative. */
  flow: Float64Array;
  /** Directed evidence that i precedes j (given-before-new), n*n. */
  precedence: Float64Array;
  /** The words behind `precedence[i*n+j]`, for the explanation. */
  precedenceWords: Map<number, string[]>;
  /** How strongly each sentence reads as a continuation rather than an opener. */
  dependent: Float64Array;
  /** Why a sentence is a continuation ('opens with "This"'). */
  dependentReason: Array<string | undefined>;
  /** Word weights (inverse sentence frequency). */
  weight: Map<string, number>;
}

const DEFINITE = new Set(['the', 'its', 'their', 'his', 'her', 'our', 'your', 'my']);
const DEMONSTRATIVE = new Set(['this', 'that', 'these', 'those', 'such', 'both', 'said']);
const INDEFINITE = new Set([
  'a',
  'an',
  'some',
  'several',
  'another',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'dozen',
  'hundred',
  'thousand',
  'thousands',
  'hundreds',
  'millions',
]);
const PRONOUN_OPENERS = new Set([
  'he',
  'she',
  'it',
  'they',
  'his',
  'her',
  'its',
  'their',
  'him',
  'them',
  'this',
  'that',
  'these',
  'those',
  'such',
  'there',
]);
const CONTINUATION_OPENERS =
  /^(?:as a result|as a consequence|consequently|therefore|thus|hence|so|then|next|after that|afterwards?|later|also|in addition|additionally|furthermore|moreover|however|but|yet|still|nevertheless|nonetheless|meanwhile|in turn|because of this|because of that|for this reason|this meant|that meant|in response|once|now|again|back|instead|even so|otherwise|besides|likewise|similarly|in short|in conclusion|overall|ultimately|finally|lastly|in the end|by then|by that time|from then on|during that time|at that point|with that|with this|within (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) (?:minutes?|hours?|days?|weeks?|months?|years?))\b/i;
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

type Status = 'new' | 'given' | 'anaphor' | 'neutral';

interface WordUse {
  status: Status;
  /** Relative position of the first and last use in the sentence, 0..1. */
  position: number;
  last: number;
  /** Used as a participle or adjective of state ('the kneaded dough', 'is covered'). */
  state: boolean;
  /** An imperative or leading verb ('Knead the dough'). */
  action: boolean;
}

export function analyseCoherence(sentences: readonly Sentence[]): Coherence {
  const n = sentences.length;
  const df = new Map<string, number>();
  for (const s of sentences) for (const stem of s.contentSet) df.set(stem, (df.get(stem) ?? 0) + 1);
  const weight = new Map<string, number>();
  for (const [stem, count] of df) weight.set(stem, Math.log(1 + n / count));

  const uses = sentences.map((s) => wordUses(s));
  const words = stemSets([uses]);
  const similarity = new Float64Array(n * n);
  const precedence = new Float64Array(n * n);
  const flow = new Float64Array(n * n);
  const precedenceWords = new Map<number, string[]>();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Most pairs of a long text share no word: their similarity and flow stay 0.
      if (!words.meet(0, i, 0, j)) continue;
      let sim = 0;
      let net = 0;
      const a = uses[i]!;
      const b = uses[j]!;
      for (const [stem, useA] of a) {
        const useB = b.get(stem);
        if (!useB) continue;
        const w = weight.get(stem) ?? 1;
        sim += w;
        const forward = direction(useA, useB);
        const backward = direction(useB, useA);
        const given = (forward - backward) * w;
        if (given > 0) addWord(precedence, precedenceWords, n, i, j, given, stem);
        else if (given < 0) addWord(precedence, precedenceWords, n, j, i, -given, stem);
        net += (w * (useA.last - useB.position - (useB.last - useA.position))) / 2;
      }
      if (net > 0) flow[i * n + j] = net;
      else flow[j * n + i] = -net;
      const norm = Math.sqrt(
        Math.max(1, sentences[i]!.contentSet.size) * Math.max(1, sentences[j]!.contentSet.size),
      );
      similarity[i * n + j] = similarity[j * n + i] = sim / Math.sqrt(norm);
    }
  }
  const names = sentences.map((s) => properNames(s.tokens));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      // A full name ('Maria Okafor') before a short reference ('Ms Okafor', 'Okafor').
      for (const full of names[i]!.full) {
        const surname = full.split(' ').pop()!;
        if (!names[j]!.full.has(full) && names[j]!.single.has(surname)) {
          addWord(precedence, precedenceWords, n, i, j, 1.5, full);
        }
      }
    }
  }
  const dependent = new Float64Array(n);
  const dependentReason: Array<string | undefined> = new Array(n).fill(undefined);
  for (let i = 0; i < n; i++) {
    const s = sentences[i]!;
    const first = s.tokens[0];
    if (!first) continue;
    const opener = CONTINUATION_OPENERS.exec(s.body);
    if (opener && !(opener[0].toLowerCase() === 'once' || opener[0].toLowerCase() === 'now')) {
      dependent[i] = 1;
      dependentReason[i] = `opens with '${opener[0]}'`;
    } else if (
      PRONOUN_OPENERS.has(first.lower) &&
      !(first.lower === 'there' && s.tokens[1]?.lower === 'is')
    ) {
      dependent[i] = 1;
      dependentReason[i] = `opens with '${first.raw}'`;
    } else if (first.lower === 'the' && s.tokens[1] && isParticiple(s.tokens[1])) {
      dependent[i] = 0.5;
    }
    // 'The check-in desk had already closed': a state reached by a time the story has already set.
    if (/\bhad\s+already\b/i.test(s.body)) dependent[i] = dependent[i]! + 0.5;
    if (/\b(also|too|again|another|other|others|further|both)\b/i.test(s.body.slice(0, 60)))
      dependent[i] = dependent[i]! + 0.3;
    // An object 'him' / 'them' in the main clause ('My aunt drove him to the hospital') cannot mean
    // the clause's own subject: unless the sentence introduced something before it ('Crack three
    // eggs into a bowl and beat them'), its antecedent is in an earlier sentence.
    const object = s.tokens.findIndex((t, k) => k > 0 && (t.lower === 'him' || t.lower === 'them'));
    const lead = object > 0 ? s.body.slice(0, s.tokens[object]!.offset) : '';
    if (object > 0 && !lead.includes(',') && !/\b(?:a|an|some|two|three|four|five|six|\d+)\s/i.test(lead))
      dependent[i] = dependent[i]! + 0.5;
    // A sentence whose subject is indefinite ('A fire broke out', 'Three days of rain') introduces its topic.
    if (/^(a|an|one|no|two|three|four|five|several|some)$/i.test(first.raw) || /^\d/.test(first.raw))
      dependent[i] = dependent[i]! - 0.5;
  }
  // A sentence that names a person comes before sentences that only say 'he' or 'she'.
  const personal = sentences.map((s) => s.tokens.some((t) => /^(he|she|his|her|him)$/.test(t.lower)));
  const named = names.map((x) => x.full.size + x.single.size > 0);
  // Only when the name is rare: in a saga that names someone in most sentences it says little.
  const namedCount = named.filter(Boolean).length;
  for (let i = 0; i < n && namedCount <= Math.max(1, n / 3); i++) {
    if (!named[i]) continue;
    for (let j = 0; j < n; j++) {
      if (j !== i && personal[j] && !named[j])
        addWord(precedence, precedenceWords, n, i, j, 0.8, [...names[i]!.full, ...names[i]!.single][0]!);
    }
  }
  // An early object 'it' ('She opened it', 'He carried it inside') picks up a thing the sentence
  // before introduced with 'a' / 'an' near its end ('… held up a brown leather wallet').
  for (let j = 0; j < n; j++) {
    const toks = sentences[j]!.tokens;
    const it = toks.findIndex((t, k) => k > 0 && k <= 3 && t.lower === 'it');
    if (it < 0) continue;
    for (let i = 0; i < n; i++) {
      if (i === j) continue;
      const other = sentences[i]!.tokens;
      const last = other.findLastIndex((t) => t.lower === 'a' || t.lower === 'an');
      if (last >= 0 && last >= other.length / 2 && last < other.length - 1)
        addWord(precedence, precedenceWords, n, i, j, 0.8, other[last + 1]!.raw);
    }
  }
  // 'The second taxi', 'another bus' comes after the sentence that mentions the first one.
  for (let j = 0; j < n; j++) {
    const toks = sentences[j]!.tokens;
    for (let k = 0; k + 1 < toks.length; k++) {
      if (!/^(?:second|third|fourth|another)$/.test(toks[k]!.lower)) continue;
      const noun = toks[k + 1]!.stem;
      for (let i = 0; i < n; i++) {
        if (
          i !== j &&
          sentences[i]!.contentSet.has(noun) &&
          !/\b(?:second|third|fourth|another)\b/i.test(sentences[i]!.body)
        )
          addWord(precedence, precedenceWords, n, i, j, 1, toks[k + 1]!.raw);
      }
    }
  }
  // Sentences that introduce a named person are good openers; pronoun-led ones follow them.
  for (let i = 0; i < n; i++) {
    if (names[i]!.full.size === 0 && names[i]!.single.size === 0) continue;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const lead = sentences[j]!.tokens[0]?.lower ?? '';
      if (
        /^(he|she|they|his|her|their|him|them)$/.test(lead) &&
        names[i]!.full.size + names[i]!.single.size > 0
      ) {
        addWord(precedence, precedenceWords, n, i, j, 0.6, [...names[i]!.full, ...names[i]!.single][0]!);
      }
    }
  }
  return { n, similarity, flow, precedence, precedenceWords, dependent, dependentReason, weight };
}

function addWord(
  precedence: Float64Array,
  words: Map<number, string[]>,
  n: number,
  i: number,
  j: number,
  amount: number,
  word: string,
): void {
  precedence[i * n + j] = precedence[i * n + j]! + amount;
  const key = i * n + j;
  const list = words.get(key) ?? [];
  if (!list.includes(word)) list.push(word);
  words.set(key, list);
}

/** How much the use in A (earlier) and B (later) fit given-before-new. */
function direction(a: WordUse, b: WordUse): number {
  let score = 0;
  if (b.status === 'anaphor' && a.status !== 'anaphor') score += 2;
  else if (b.status === 'given' && a.status === 'new') score += 1.5;
  else if (b.status === 'given' && a.status === 'neutral') score += 0.3;
  else if (b.status === 'neutral' && a.status === 'new') score += 0.3;
  if (b.state && a.action) score += 1.5;
  // 'Mark the positions' … 'Drill holes at the marks': what an instruction's verb makes is then given.
  else if (a.action && b.status === 'given' && !b.action) score += 1.2;
  else if (b.state && !a.state) score += 0.4;
  return score;
}

function isParticiple(token: Token): boolean {
  return /(?:ed|en)$/.test(token.lower) && token.lower.length > 4 && !STOP_WORDS.has(token.lower);
}

function wordUses(sentence: Sentence): Map<string, WordUse> {
  const tokens = sentence.tokens;
  const uses = new Map<string, WordUse>();
  const count = Math.max(1, tokens.length - 1);
  // A leading subordinate clause ('Once the burn is covered,', 'Because the plant was shut,')
  // presupposes what it mentions.
  let clauseEnd = -1;
  if (tokens[0] && SUBORDINATE_OPENERS.has(tokens[0].lower)) {
    const comma = sentence.body.indexOf(',');
    if (comma > 0) clauseEnd = tokens.findIndex((t) => t.offset > comma);
  }
  const imperative =
    tokens[0] !== undefined &&
    !STOP_WORDS.has(tokens[0].lower) &&
    /^[A-Z]/.test(tokens[0].raw) &&
    !/(?:ed|s)$/.test(tokens[0].lower);
  const untilAt = imperative ? tokens.findIndex((t) => t.lower === 'until') : -1;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.lower.length < 3 || STOP_WORDS.has(token.lower) || /^\d/.test(token.lower)) continue;
    let status: Status = 'neutral';
    let result = false;
    let state = false;
    // Look back over up to two modifiers for a determiner.
    for (let back = 1; back <= 3 && k - back >= 0; back++) {
      const prev = tokens[k - back]!.lower;
      if (DEMONSTRATIVE.has(prev)) {
        if (prev === 'that' && back > 1) break;
        status = 'anaphor';
        break;
      }
      if (DEFINITE.has(prev)) {
        status = 'given';
        if (back === 1 && isParticiple(token) && tokens[k + 1] && !STOP_WORDS.has(tokens[k + 1]!.lower))
          state = true;
        break;
      }
      if (INDEFINITE.has(prev) || /^\d/.test(prev)) {
        status = 'new';
        break;
      }
      if (STOP_WORDS.has(prev)) break;
      // 'the police closed': a past-tense verb after a noun is not part of the noun phrase.
      if (back === 1 && /ed$/.test(token.lower)) break;
    }
    if (
      k > 0 &&
      (tokens[k - 1]!.lower === 'is' ||
        tokens[k - 1]!.lower === 'are' ||
        tokens[k - 1]!.lower === 'has' ||
        tokens[k - 1]!.lower === 'been') &&
      isParticiple(token)
    )
      state = true;
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

const NOT_NAMES = new Set(['i', ...WEEKDAY_NAMES, ...MONTH_NAMES, 'step', 'mr', 'mrs', 'ms', 'dr', 'prof']);

function properNames(tokens: readonly Token[]): { full: Set<string>; single: Set<string> } {
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
