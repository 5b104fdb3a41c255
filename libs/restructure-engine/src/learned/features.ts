/**
 * The features of the learned ordering model. Every feature is a number computed from the text;
 * its weight is learned from naturally ordered prose (scripts/train.ts), never set by hand.
 *
 * - Sentence features (`SENTENCE_FEATURES`): how a sentence opens (a contrast, result, addition,
 *   sequence, closing, opening, example, concession, cause or time clause; a pronoun, demonstrative,
 *   definite or indefinite article), whether it is a question, an instruction, carries a step
 *   marker, a date or a relative time, a modal judgement, figures, first or second person, its
 *   tense and length, and the causal and argument cues of `cues/`. They serve as the sentence's
 *   tendency to come early (in the precedence model) and to open or close the text.
 * - Pair features (`PAIR_FEATURES`, directed: evidence that i comes before j): date order on the
 *   timeline, step-number order, given-before-new (an entity introduced with 'a' in i and referred
 *   to with 'the' / 'this' in j; the coherence model's given-before-new and theme-rheme flow), a
 *   reference in j's opening words to i's words, past before present, a relative time after a date,
 *   argument-role order, an effect after the sentence it shares words with.
 * - Adjacency features (`NEXT_FEATURES`: evidence that j directly follows i): word overlap, flow
 *   from the end of i to the start of j, j opening with a reference or a connective while sharing
 *   words with i, the same first content word, consecutive step numbers, a rebuttal after a counter.
 *
 * - Cue-model features (`addCueFeatures`): what the logic type's cue model (`order/*.ts`: dates,
 *   steps, roles, causal links, scripts) says about a pair, an adjacency or the first and last
 *   place, so the model learns how far to trust it: a hard constraint (weight ≥ HARD / 2), the
 *   soft preference clipped to ±1, the adjacency score, the score for opening and for closing.
 *
 * Cost: O(n · L) for the sentence features (L: sentence length) and O(n² · (F + s)) for the pair
 * and adjacency features (F features, s content words per sentence).
 */
import type { Coherence } from '../cues/coherence/index.js';
import { argumentCues, claimStrength, isQuestion, type ArgumentRole } from '../cues/argument.js';
import { causalCues } from '../cues/causal.js';
import { narrativeTense } from '../cues/narrative.js';
import { isInstruction } from '../cues/sequence.js';
import { sentenceTemporalCues } from '../cues/temporal.js';
import { buildTimeline, type TimelineEntry } from '../order/timeline.js';
import type { Sentence } from '../text/document.js';
import { STOP_WORDS } from '../text/tokens.js';
import type { OrderModel } from '../order/solver.js';

/** Opening words, matched against the first one to four lower-case words of the sentence body. */
const OPENERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'contrast',
    [
      'however',
      'but',
      'yet',
      'still',
      'nevertheless',
      'nonetheless',
      'instead',
      'on the other hand',
      'even so',
      'in fact',
      'that said',
    ],
  ],
  [
    'result',
    [
      'so',
      'therefore',
      'thus',
      'hence',
      'consequently',
      'as a result',
      'accordingly',
      'as a consequence',
      'in turn',
      'in response',
      'this meant',
      'this led',
      'that meant',
    ],
  ],
  [
    'addition',
    [
      'also',
      'moreover',
      'furthermore',
      'in addition',
      'besides',
      'additionally',
      'similarly',
      'likewise',
      'another',
      'what is more',
    ],
  ],
  [
    'sequence',
    [
      'then',
      'next',
      'after that',
      'afterwards',
      'afterward',
      'later',
      'subsequently',
      'eventually',
      'soon',
      'meanwhile',
      'by then',
      'the next',
      'the following',
      'within',
      'shortly',
    ],
  ],
  [
    'closing',
    [
      'finally',
      'lastly',
      'in conclusion',
      'in short',
      'overall',
      'ultimately',
      'in the end',
      'to sum up',
      'all in all',
      'in sum',
      'in summary',
      'on balance',
      'today',
      'now',
    ],
  ],
  [
    'opening',
    [
      'first',
      'firstly',
      'to begin',
      'to start',
      'initially',
      'at first',
      'originally',
      'in the beginning',
      'once upon',
      'begin',
      'start',
    ],
  ],
  ['example', ['for example', 'for instance', 'to illustrate', 'such as', 'one example']],
  [
    'concession',
    [
      'although',
      'though',
      'admittedly',
      'of course',
      'granted',
      'critics',
      'opponents',
      'some people',
      'some argue',
      'others',
      'sceptics',
      'skeptics',
      'it is true',
    ],
  ],
  ['cause', ['because', 'since', 'as', 'due to', 'owing to', 'thanks to', 'with', 'without', 'faced with']],
  [
    'time-clause',
    ['when', 'once', 'after', 'before', 'while', 'until', 'as soon as', 'by the time', 'during'],
  ],
  ['pronoun', ['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'him', 'them']],
  ['demonstrative', ['this', 'that', 'these', 'those', 'such', 'both', 'there']],
  ['definite', ['the']],
  ['indefinite', ['a', 'an', 'one', 'some', 'many', 'most']],
];

export const SENTENCE_FEATURES: readonly string[] = [
  ...OPENERS.map(([name]) => `opens-${name}`),
  'question',
  'instruction',
  'step-marker',
  'date',
  'relative-time',
  'claim-modal',
  'figures',
  'first-person',
  'second-person',
  'past',
  'present',
  'short',
  'long',
  'effect-marked',
  'cause-inside',
  'causal-verb',
  'role-claim',
  'role-evidence',
  'role-counter',
  'role-rebuttal',
  'role-conclusion',
  'cue-first',
  'cue-last',
];

/**
 * Words learned from the corpus: the commonest first words and first two words of corpus sentences,
 * and the commonest function words. Each is one more sentence feature ('opens "however"', 'opens
 * "for example"', 'has "also"'), so the model learns which openings and words come early, late,
 * first, last or right after a related sentence.
 */
export interface Lexicon {
  openers: readonly string[];
  /** Common function words (of `STOP_WORDS`) whose presence anywhere is a feature: 'also', 'such'. */
  words: readonly string[];
}

/** The first word and the first two words of a sentence, lower case, as the lexicon keys them. */
export function openingKeys(sentence: Sentence): string[] {
  const words = sentence.tokens.slice(0, 2).map((t) => t.lower);
  return words.length === 2 ? [words[0]!, `${words[0]} ${words[1]}`] : words;
}

export function sentenceFeatureCount(lexicon: Lexicon): number {
  return SENTENCE_FEATURES.length + lexicon.openers.length + lexicon.words.length;
}

/** Position of every sentence feature by name. */
const SENTENCE_INDEX = new Map(SENTENCE_FEATURES.map((name, k) => [name, k]));

export const ROLE_RANK: Record<ArgumentRole, number> = {
  claim: 0,
  evidence: 1,
  counter: 2,
  rebuttal: 3,
  conclusion: 4,
};
export const REFERENCE_OPENERS = new Set(['opens-pronoun', 'opens-demonstrative', 'opens-definite']);
export const CONNECTIVE_OPENERS = new Set([
  'opens-result',
  'opens-contrast',
  'opens-addition',
  'opens-example',
  'opens-sequence',
]);
const FIRST_PERSON = /\b(?:I|we|my|our|me|us)\b/;
const SECOND_PERSON = /\b(?:you|your)\b/i;
const CLAIM_MODAL = /\b(?:should|must|ought|need to|needs to)\b/i;

export interface SentenceInfo {
  values: number[];
  opener: string | undefined;
  role: ArgumentRole | undefined;
  indefinite: Set<string>;
  definite: Set<string>;
  firstContent: string | undefined;
  head: Set<string>;
  tail: Set<string>;
  effect: boolean;
  tense: 'past' | 'present' | undefined;
  relative: boolean;
}

/** The opener phrases by their first word, longest first: one map look-up per sentence. */
const OPENER_INDEX = (() => {
  const index = new Map<string, Array<{ name: string; words: string[] }>>();
  for (const [name, phrases] of OPENERS)
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      const list = index.get(words[0]!) ?? [];
      list.push({ name, words });
      index.set(words[0]!, list);
    }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

function openerOf(words: readonly string[]): string | undefined {
  for (const { name, words: phrase } of OPENER_INDEX.get(words[0] ?? '') ?? [])
    if (phrase.every((p, k) => words[k] === p)) return name;
  return undefined;
}

function describe(s: Sentence): SentenceInfo {
  const words = s.tokens.slice(0, 4).map((t) => t.lower);
  const opener = openerOf(words);
  const temporal = sentenceTemporalCues(s);
  const causal = causalCues(s);
  const roles = argumentCues(s).filter((c) => c.strength >= 0.9);
  const role = roles[0]?.role;
  const tense = narrativeTense(s);
  const wordCount = s.tokens.length;
  const values = new Array<number>(SENTENCE_FEATURES.length).fill(0);
  const set = (name: string, value = 1) => {
    values[SENTENCE_INDEX.get(name)!] = value;
  };
  if (opener) set(`opens-${opener}`);
  if (isQuestion(s)) set('question');
  if (isInstruction(s)) set('instruction');
  if (s.step) set('step-marker');
  if (temporal.some((c) => c.kind === 'absolute')) set('date');
  const relative = temporal.some((c) => c.kind === 'relative');
  if (relative) set('relative-time');
  if (CLAIM_MODAL.test(s.body) || claimStrength(s) >= 1) set('claim-modal');
  if (/\d/.test(s.body)) set('figures');
  if (FIRST_PERSON.test(s.body)) set('first-person');
  if (SECOND_PERSON.test(s.body)) set('second-person');
  if (tense === 'past') set('past');
  if (tense === 'present') set('present');
  if (wordCount < 8) set('short');
  if (wordCount > 28) set('long');
  const effect = causal.some((c) => c.kind === 'effect');
  if (effect) set('effect-marked');
  if (causal.some((c) => c.kind === 'cause' && !c.leading)) set('cause-inside');
  if (causal.some((c) => c.kind === 'link')) set('causal-verb');
  if (role) set(`role-${role}`);
  // Nouns introduced with an indefinite article and nouns referred to with a definite one: the
  // first content word after the determiner.
  const indefinite = new Set<string>();
  const definite = new Set<string>();
  const tokens = s.tokens;
  for (let k = 0; k + 1 < tokens.length; k++) {
    const d = tokens[k]!.lower;
    const target =
      d === 'a' || d === 'an'
        ? indefinite
        : d === 'the' || d === 'this' || d === 'these' || d === 'that' || d === 'those'
          ? definite
          : undefined;
    if (!target) continue;
    for (let m = k + 1; m < Math.min(tokens.length, k + 4); m++) {
      const t = tokens[m]!;
      if (!STOP_WORDS.has(t.lower) && !/^\d/.test(t.lower)) {
        target.add(t.stem);
        break;
      }
    }
  }
  const content = s.content;
  const half = Math.ceil(content.length / 2);
  return {
    values,
    opener: opener ? `opens-${opener}` : undefined,
    role,
    indefinite,
    definite,
    firstContent: content[0],
    head: new Set(content.slice(0, Math.min(3, half))),
    tail: new Set(content.slice(half)),
    effect,
    tense,
    relative,
  };
}

/** What the pair features need, computed once per text: O(n · L). */
export interface FeatureContext {
  n: number;
  /** Sentence features per sentence. */
  stride: number;
  /** n × stride: the fixed sentence features, then the learned openings and words. */
  sentence: Float64Array;
  info: SentenceInfo[];
  timeline: TimelineEntry[];
  steps: Array<number | undefined>;
  coherence: Coherence;
  /** The logic type's cue model, when its scores are features too (`pairs.ts`, cue features). */
  cue?: OrderModel;
}

export function featureContext(
  sentences: readonly Sentence[],
  coherence: Coherence,
  lexicon: Lexicon,
  cue?: OrderModel,
): FeatureContext {
  const n = sentences.length;
  const stride = sentenceFeatureCount(lexicon);
  const openerIndex = new Map(lexicon.openers.map((key, k) => [key, SENTENCE_FEATURES.length + k]));
  const wordBase = SENTENCE_FEATURES.length + lexicon.openers.length;
  const wordIndex = new Map(lexicon.words.map((word, k) => [word, wordBase + k]));
  const info = sentences.map(describe);
  const sentence = new Float64Array(n * stride);
  info.forEach((x, i) => {
    sentence.set(x.values, i * stride);
    for (const key of openingKeys(sentences[i]!)) {
      const k = openerIndex.get(key);
      if (k !== undefined) sentence[i * stride + k] = 1;
    }
    for (const token of sentences[i]!.tokens) {
      const k = wordIndex.get(token.lower);
      if (k !== undefined) sentence[i * stride + k] = 1;
    }
  });
  if (cue) {
    const first = SENTENCE_INDEX.get('cue-first')!;
    const last = SENTENCE_INDEX.get('cue-last')!;
    for (let i = 0; i < n; i++) {
      sentence[i * stride + first] = clipCue(cue.at[i * n]!);
      sentence[i * stride + last] = clipCue(cue.at[i * n + n - 1]!);
    }
  }
  return {
    n,
    stride,
    sentence,
    info,
    timeline: buildTimeline(sentences, sentences.map(sentenceTemporalCues), coherence),
    steps: sentences.map((s) => s.step?.value),
    coherence,
    ...(cue ? { cue } : {}),
  };
}

/** A cue-model score as a feature: clipped to ±1 (5 and more count as 1). */
export function clipCue(value: number): number {
  return Math.max(-1, Math.min(1, value / 5));
}
