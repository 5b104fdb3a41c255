/**
 * The fixed sentence features of the learned ordering model (`SENTENCE_FEATURES`): how a sentence
 * opens (openers.ts), whether it is a question, an instruction, carries a step marker, a date or a
 * relative time, a modal judgement, figures, first or second person, its tense and length, and the
 * causal and argument cues of `cues/`. They serve as the sentence's tendency to come early (in the
 * precedence model) and to open or close the text. 'cue-first' and 'cue-last' are the cue model's
 * scores for opening and closing, filled in by feature-context.ts when a cue model is given;
 * 'flow-in', 'flow-out', 'given-in' and 'given-out' say how the sentence stands to the others, filled
 * in there too (a sentence alone has none).
 *
 * `describeSentence` also keeps what the pair features (pairs.ts) compare between two sentences:
 * the opening class, argument role, tense, effect marker, entity mentions (entity-mentions.ts) and,
 * for lexical cohesion, the first content word and the content words of the head and the tail.
 * Cost: O(L) per sentence (L: sentence length).
 */
import { argumentCues, claimStrength, isQuestion, type ArgumentRole } from '../cues/argument.js';
import { causalCues } from '../cues/causal.js';
import { narrativeTense } from '../cues/narrative.js';
import { isInstruction } from '../cues/sequence.js';
import { sentenceTemporalCues } from '../cues/temporal/index.js';
import type { Sentence } from '../text/document.js';
import { lookBack } from '../cues/everyday/index.js';
import { entityMentions } from './entity-mentions.js';
import { OPENERS, openerOf } from './openers.js';

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
  'word-position',
  'genre-position',
  'looks-back',
  'flow-in',
  'flow-out',
  'given-in',
  'given-out',
];

/** Position of every sentence feature by name. */
export const SENTENCE_INDEX = new Map(SENTENCE_FEATURES.map((name, k) => [name, k]));

/** The order of argument roles (pair feature 'role-order'). */
export const ROLE_RANK: Record<ArgumentRole, number> = {
  claim: 0,
  evidence: 1,
  counter: 2,
  rebuttal: 3,
  conclusion: 4,
};
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

/** A sentence's fixed features (`values`; the cue and context features left 0) and what pairs compare. */
export function describeSentence(s: Sentence): SentenceInfo {
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
  if (lookBack(s)) set('looks-back');
  const { indefinite, definite } = entityMentions(s);
  // Lexical cohesion: the head is the first up to three content words (at most half of them), the
  // tail the second half; the tail of i meeting the head of j is flow from i into j.
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
