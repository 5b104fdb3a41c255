/**
 * Logic-type detection from cues: step markers and instructions for a process, dates, times and a
 * personal narrative for a chronology, causal connectives and change verbs for cause-effect, and
 * claim / evidence / counter / conclusion markers and modal judgements for an argument. Each type
 * collects a score per sentence that shows its cues (`ruleScores`); the learned detector weighs
 * those scores with the text's other features and picks the type.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { argumentCues, claimStrength, isQuestion } from './cues/argument.js';
import { causalCues } from './cues/causal.js';
import { isInstruction, passiveStep, sequenceCue } from './cues/sequence.js';
import { lookBack, sentenceStages } from './cues/everyday/index.js';
import { narrativeTense } from './cues/narrative.js';
import { deicticSpan } from './cues/temporal/deictic.js';
import { sentenceTemporalCues } from './cues/temporal/index.js';
import { detectedType, textFeatures } from './learned/detector.js';
import { ORDERING_MODEL } from './learned/model.js';
import type { Sentence } from './text/document.js';
import { stepCueText } from './text/markers.js';

export interface Detection {
  type: DetectedLogicType;
  /** Score per type, each a share of sentences weighted by cue strength. */
  scores: Record<DetectedLogicType, number>;
  /** Up to three cues of the winning type, as written, for the explanation. */
  evidence: string[];
}

const CHANGE_VERBS =
  /\b(rose|rises|risen|fell|falls|fallen|dropped|increased|decreased|doubled|halved|jumped|soared|plunged|shortage|surged|collapsed|slowed|raised|pushed|forced|eased|survived|spread|cut|blocked|depend|depends|responded)\b/i;
const PERSONAL = /\b(he|she|his|her|him|hers)\b/i;
const SECOND_PERSON = /\b(you|your)\b/i;
const CONSEQUENCE =
  /\b(?:had\s+to|could\s+not|couldn't|(?:was|were)\s+unable\s+to|too\s+\w+\s+to|so\s+\w+\s+that|missed)\b/i;
/** An everyday mishap that starts a chain ('the taxi never came', 'a lorry broke down', 'I forgot'). */
const MISHAP =
  /\b(?:never\s+(?:came|arrived|turned\s+up|showed\s+up|went\s+off)|(?:did\s+not|didn't|failed\s+to)\s+(?:go\s+off|come|arrive|start|turn\s+up)|broke\s+down|broken[-\s]down|burst|forgot|power\s+cut)\b/i;
const FIRST_PERSON = /\bI\b|\b(?:we|my|our|me|us)\b/i;

/**
 * The detected type: the learned detector's choice (learned/detector.ts) over the cue rules'
 * scores and the text's features, with the cue rules' evidence for that type.
 */
export function detectLogicType(sentences: readonly Sentence[]): Detection {
  const rules = ruleScores(sentences);
  const type = detectedType(
    ORDERING_MODEL.detector,
    textFeatures(sentences, rules.scores, ORDERING_MODEL.lexicon),
  );
  return { type, scores: rules.scores, evidence: rules.evidence[type] };
}

/** The cue rules' score and evidence for each type. */
export function ruleScores(sentences: readonly Sentence[]): {
  scores: Record<DetectedLogicType, number>;
  evidence: Record<DetectedLogicType, string[]>;
} {
  const n = Math.max(1, sentences.length);
  const scores: Record<DetectedLogicType, number> = {
    chronological: 0,
    'cause-effect': 0,
    'argument-flow': 0,
    process: 0,
  };
  const evidence: Record<DetectedLogicType, string[]> = {
    chronological: [],
    'cause-effect': [],
    'argument-flow': [],
    process: [],
  };
  const note = (type: DetectedLogicType, weight: number, text?: string) => {
    scores[type] += weight / n;
    if (text && evidence[type].length < 3 && !evidence[type].includes(text)) evidence[type].push(text);
  };
  let effects = 0;
  const connectives: number[] = [];
  for (const s of sentences) {
    // process
    if (s.step)
      note('process', s.step.kind === 'number' ? 3 : 2, stepCueText(s.step).replace(/[,:.\-–—]$/, ''));
    if (isInstruction(s)) note('process', 2, undefined);
    const sequence = sequenceCue(s);
    if (sequence?.kind === 'after' && /^(then|next|after that|now)\b/i.test(sequence.text))
      note('process', 0.6, sequence.text);
    if (SECOND_PERSON.test(s.body)) note('process', 0.4);
    // chronological
    const temporal = sentenceTemporalCues(s);
    const absolute = temporal.find((c) => c.kind === 'absolute');
    const relative = temporal.find((c) => c.kind === 'relative');
    if (absolute) note('chronological', 2.2, absolute.text);
    else if (relative) note('chronological', 1.2, relative.text);
    if (temporal.some((c) => c.kind === 'life-event')) note('chronological', 0.6);
    if (PERSONAL.test(s.body)) note('chronological', 0.7);
    // a first-person story ('I ran out of the house', 'We set off at first light')
    if (FIRST_PERSON.test(s.body) && narrativeTense(s) === 'past') note('chronological', 0.5);
    const back = lookBack(s);
    if (back) note('chronological', 1.2, back.text);
    // cause-effect
    const causal = causalCues(s);
    const effect = causal.find((c) => c.kind === 'effect');
    if (effect) note('cause-effect', 2, effect.text);
    const connective =
      (causal.some((c) => c.kind === 'cause') ? 1 : 0) + (causal.some((c) => c.kind === 'link') ? 1.2 : 0);
    if (causal.some((c) => c.kind === 'cause'))
      note('cause-effect', 1, causal.find((c) => c.kind === 'cause')!.text);
    if (causal.some((c) => c.kind === 'link'))
      note('cause-effect', 1.2, causal.find((c) => c.kind === 'link')!.text);
    if (effect) effects++;
    if (connective > 0) connectives.push(connective);
    if (CHANGE_VERBS.test(s.body)) note('cause-effect', 0.6);
    // A forced or blocked outcome ('we had to pay', 'could not get through', 'so hungry that').
    if (CONSEQUENCE.test(s.body) || MISHAP.test(s.body)) note('cause-effect', 0.6);
    // argument-flow
    const argument = argumentCues(s);
    for (const cue of argument) {
      if (cue.role === 'counter' || (cue.role === 'conclusion' && cue.strength >= 0.9))
        note('argument-flow', 2.2 * cue.strength, cue.text);
      else if (cue.role === 'rebuttal') note('argument-flow', 1, cue.text);
      else if (
        cue.role === 'evidence' &&
        cue.strength >= 0.9 &&
        /^(for|studies|research|evidence|in addition|furthermore|moreover)/i.test(cue.text)
      )
        note('argument-flow', 1, cue.text);
    }
    const claim = claimStrength(s);
    if (claim > 0)
      note(
        'argument-flow',
        1.2 * Math.min(1.6, claim),
        /\b(should|must|ought to|deserves?|best)\b/i.exec(s.body)?.[0],
      );
    if (isQuestion(s)) note('argument-flow', 0.8);
  }
  // A procedure described rather than instructed: at least a third of the sentences, and two, tell
  // a step in the present passive ('The curd is cut into cubes. The whey is drained off.').
  const passive = sentences.map((s) => passiveStep(s)).filter((verb) => verb !== undefined);
  if (passive.length >= 2 && passive.length * 3 >= sentences.length)
    for (const verb of passive) note('process', 2, verb);
  // The stages of a day or an outing in two or more sentences: an everyday story.
  const staged = sentences
    .filter((s) => !lookBack(s))
    .map((s) => sentenceStages(s).day)
    .filter((d) => d !== undefined);
  const span = Math.max(...staged.map((d) => d.min)) - Math.min(...staged.map((d) => d.min));
  if (staged.length >= 2 && span >= 1) for (const d of staged) note('chronological', 0.6, d.cues[0]!.text);
  // Times counted from now in two or more sentences ('Yesterday …', 'Today …', 'Next week …').
  const fromNow = sentences.map((s) => deicticSpan(s.body)).filter((span) => span !== undefined);
  if (fromNow.length >= 2) for (const span of fromNow) note('chronological', 1.2, span.text);
  // A lone reason clause ('I woke up late because my alarm never went off') in a story explains one
  // event; it does not make the text a chain of causes. It counts half.
  if (effects === 0 && connectives.length === 1 && scores.chronological > 0)
    scores['cause-effect'] -= connectives[0]! / 2 / n;
  return { scores, evidence };
}
