/**
 * Argument-flow order: claim (thesis), evidence, counter-argument with its rebuttal kept right after
 * it, conclusion. Roles come from markers ('Studies show', 'For example', 'Critics argue',
 * 'However', 'In short') or, for unmarked sentences, from how they read: the claim is the most
 * general modal or evaluative sentence that can open the text, the conclusion restates it with a
 * consequence, a question or concession voices the objection. Within a role, ordinals ('First',
 * 'Second'), additive markers ('In addition', 'also') and the order in which the claim lists its
 * points decide.
 */
import { argumentCues, claimStrength, isQuestion, type ArgumentRole } from '../cues/argument.js';
import type { Coherence } from '../cues/coherence/index.js';
import { narrativeTense } from '../cues/narrative.js';
import { opensWithListBeforeAnd } from '../text/lists.js';
import { toSentence, type Sentence } from '../text/document.js';
import { ordinalWordValue } from '../text/markers.js';
import type { CueNote } from '../types.js';
import { addCoherence, type CueModelBuilder } from './common.js';
import { addAt, addBefore, addNext, createModel } from './solver.js';

const RANK: Record<ArgumentRole, number> = { claim: 0, evidence: 1, counter: 2, rebuttal: 2, conclusion: 3 };
/** Every weight of the argument cue model, once each sentence has its role. */
const WEIGHTS = {
  /** Roles in their order: claim, evidence, counter and rebuttal, conclusion. */
  roleOrder: 10,
  /** The claim at the opening, the conclusion at the end. */
  claimOpens: 3,
  conclusionCloses: 3,
  /** A rebuttal right after the counter it answers (and after it at all: roleOrder). */
  rebuttalNext: 6,
  /** Within a role: ordinals in order ('Second' before 'Third'), 'Finally' after the unnumbered, 'First' before them. */
  ordinalOrder: 4,
  finallyLast: 3,
  firstFirst: 2,
  /** Within a role: an additive ('Also', 'Moreover') after a sentence without one. */
  additiveAfter: 1,
  /** Within a role: an example after what it illustrates. */
  exampleAfter: 0.7,
  /** Evidence in the order of the claim's own list of reasons. */
  claimPointOrder: 1.5,
  coherence: { similarity: 1, precedence: 0.8, dependent: 1 },
};

export interface RoleAssignment {
  role: ArgumentRole;
  marker?: string;
  explicit: boolean;
}

const CALL_TO_ACTION = /\b(anyone|everyone|you|we)\b.*\b(should|must|ought\s+to)\b/i;
const CONTRAST =
  /\b(but|yet|still|only|small\s+next\s+to|outweighs?|avoids?|exactly\s+when|assume|however|instead|in\s+fact|less\s+than|more\s+than)\b/i;
const CONCESSION =
  /\b(costs?(?!\s+less)|costly|expensive|price|pricey|risk|risks|risky|problem|problems|harm|harms|damage|drawbacks?|downsides?|difficult|struggles?|fails?|lose|loses|losing|concerns?|worry|worries|complain|critics|unfair|dangerous)\b/i;
const ADDITIVE =
  /^(in\s+addition|additionally|furthermore|moreover|also|besides|what\s+is\s+more|another|a\s+further)\b|\b(also|too|another)\b/i;
const EXAMPLE = /^(for\s+example|for\s+instance|to\s+illustrate|take|consider)\b/i;

export function assignRoles(sentences: readonly Sentence[], coherence: Coherence): RoleAssignment[] {
  const n = sentences.length;
  const roles: Array<RoleAssignment | undefined> = sentences.map((s) => {
    const cues = argumentCues(s);
    const pick = (role: ArgumentRole, min: number) => cues.find((c) => c.role === role && c.strength >= min);
    const chosen =
      pick('conclusion', 0.9) ??
      pick('counter', 0.5) ??
      pick('rebuttal', 0.5) ??
      pick('evidence', 0.9) ??
      pick('conclusion', 0.5);
    return chosen ? { role: chosen.role, marker: chosen.text, explicit: true } : undefined;
  });
  const free = () => sentences.map((_, i) => i).filter((i) => roles[i] === undefined);
  const out = (i: number) => {
    let sum = 0;
    for (let j = 0; j < n; j++)
      if (j !== i) sum += coherence.precedence[i * n + j]! - coherence.precedence[j * n + i]!;
    return sum;
  };
  const support = (i: number) => {
    let count = 0;
    for (let j = 0; j < n; j++) if (j !== i && coherence.similarity[i * n + j]! > 0) count++;
    return count / Math.max(1, n - 1);
  };
  if (!roles.some((r) => r?.role === 'claim')) {
    let best: number | undefined;
    let bestScore = -Infinity;
    for (const i of free()) {
      const s = sentences[i]!;
      const score =
        claimStrength(s) +
        0.1 * Math.max(-2, Math.min(2, out(i))) -
        2 * Math.max(0, coherence.dependent[i]!) -
        (isQuestion(s) ? 2 : 0) -
        (CALL_TO_ACTION.test(s.body) ? 1 : 0) -
        0.002 * s.body.length;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best !== undefined) roles[best] = { role: 'claim', explicit: false };
  }
  if (!roles.some((r) => r?.role === 'counter')) {
    const candidates = free().filter((i) => isQuestion(sentences[i]!) || CONCESSION.test(sentences[i]!.body));
    const question = candidates.find((i) => isQuestion(sentences[i]!));
    // Of several concessions, the objection is the one that raises a worry ('would cost', 'can lift')
    // rather than the one that answers it ('avoids that damage', 'has already offered to cover the costs').
    const concern = (i: number) => {
      const body = sentences[i]!.body;
      return (
        (/\b(would|could|might|can|may|will)\b/i.test(body) ? 0.5 : 0) -
        (CONTRAST.test(body) ? 1 : 0) -
        (/\b(that|this|those|these)\s+[a-z]+/i.test(body) && coherence.dependent[i]! <= 0 ? 0.5 : 0) -
        (/\b(already|avoids?|prevents?|solves?)\b/i.test(body) ? 1 : 0)
      );
    };
    const ranked = candidates.slice().sort((a, b) => concern(b) - concern(a) || a - b);
    const counter = question ?? ranked[0];
    if (counter !== undefined) roles[counter] = { role: 'counter', explicit: false };
  }
  // The rebuttal of an objection that is not answered in its own sentence: the free sentence that
  // most clearly answers it — refers back to it, contrasts, and argues in the present rather than
  // reporting a past event or a figure (those are evidence).
  const open = roles.findIndex((r, i) => r?.role === 'counter' && !/,\s+but\b/i.test(sentences[i]!.body));
  if (open >= 0 && !roles.some((r) => r?.role === 'rebuttal')) {
    let best: number | undefined;
    let bestScore = 0.25;
    for (const i of free()) {
      const s = sentences[i]!;
      const tense = narrativeTense(s);
      const score =
        coherence.precedence[open * n + i]! +
        coherence.similarity[open * n + i]! +
        (CONTRAST.test(s.body) ? 1 : 0) +
        (tense === 'present' || tense === undefined ? 0.3 : -0.3) -
        (/\d/.test(s.body) ? 0.5 : 0);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best !== undefined) roles[best] = { role: 'rebuttal', explicit: false };
  }
  if (!roles.some((r) => r?.role === 'conclusion')) {
    let best: number | undefined;
    let bestScore = 0.5;
    for (const i of free()) {
      const s = sentences[i]!;
      const list = opensWithListBeforeAnd(s.body) && /^\S+\s+\S/.test(s.body) ? 0.3 : 0;
      const consequence = /\b(would|worth|choice|so\s+the|clearly|make|makes)\b/i.test(s.body) ? 0.5 : 0;
      const claimIndex = roles.findIndex((r) => r?.role === 'claim');
      const restates = claimIndex >= 0 ? coherence.similarity[claimIndex * n + i]! : 0;
      const score =
        claimStrength(s) +
        consequence +
        list +
        support(i) +
        restates +
        (CALL_TO_ACTION.test(s.body) ? 0.8 : 0) -
        0.1 * Math.max(-2, Math.min(2, out(i))) -
        (isQuestion(s) ? 2 : 0);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best !== undefined) roles[best] = { role: 'conclusion', explicit: false };
  }
  return roles.map((r) => r ?? { role: 'evidence', explicit: false });
}

export const buildArgumentModel: CueModelBuilder = (sentences, coherence) => {
  const n = sentences.length;
  const model = createModel(n);
  const roles = assignRoles(sentences, coherence);
  const notes: CueNote[] = roles.map((r, i) => ({
    kind: 'role',
    sentence: i,
    role: r.role,
    ...(r.marker ? { text: r.marker } : {}),
  }));
  const counters = roles.map((r, i) => (r.role === 'counter' ? i : -1)).filter((i) => i >= 0);
  const claim = roles.findIndex((r) => r.role === 'claim');
  for (let i = 0; i < n; i++) {
    const ri = roles[i]!;
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const rj = roles[j]!;
      if (RANK[ri.role] < RANK[rj.role]) addBefore(model, i, j, WEIGHTS.roleOrder);
    }
    if (ri.role === 'claim') addAt(model, i, 0, WEIGHTS.claimOpens);
    if (ri.role === 'conclusion') addAt(model, i, n - 1, WEIGHTS.conclusionCloses);
  }
  // A rebuttal answers the counter it follows; an objection answered within its own sentence stands alone.
  for (let r = 0; r < n; r++) {
    if (roles[r]!.role !== 'rebuttal' || counters.length === 0) continue;
    const open = counters.filter((c) => !/,\s+but\b/i.test(sentences[c]!.body));
    const pool = open.length > 0 ? open : counters;
    let best = pool[0]!;
    for (const c of pool) {
      const score = coherence.similarity[c * n + r]! + coherence.precedence[c * n + r]!;
      if (score > coherence.similarity[best * n + r]! + coherence.precedence[best * n + r]!) best = c;
    }
    addBefore(model, best, r, WEIGHTS.roleOrder);
    addNext(model, best, r, WEIGHTS.rebuttalNext);
  }
  // Within a role: ordinals, additive markers, examples after what they illustrate, the claim's order of points.
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j || RANK[roles[i]!.role] !== RANK[roles[j]!.role]) continue;
      const a = ordinal(sentences[i]!);
      const b = ordinal(sentences[j]!);
      if (a !== undefined && b !== undefined && a < b) addBefore(model, i, j, WEIGHTS.ordinalOrder);
      else if (a === undefined && b === 99) addBefore(model, i, j, WEIGHTS.finallyLast);
      else if (a === 1 && b === undefined) addBefore(model, i, j, WEIGHTS.firstFirst);
      const additiveI = ADDITIVE.test(sentences[i]!.body.slice(0, 40));
      const additiveJ = ADDITIVE.test(sentences[j]!.body.slice(0, 40));
      if (!additiveI && additiveJ) addBefore(model, i, j, WEIGHTS.additiveAfter);
      if (!EXAMPLE.test(sentences[i]!.body) && EXAMPLE.test(sentences[j]!.body))
        addBefore(model, i, j, WEIGHTS.exampleAfter);
    }
  }
  // The claim's own list of reasons ('because it makes X, wastes Y and locks in Z') sets the order
  // of the evidence that takes up each reason.
  if (claim >= 0) {
    const point = claimPoints(sentences, claim, roles, coherence);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const a = point[i];
        const b = point[j];
        if (i !== j && a !== undefined && b !== undefined && a < b)
          addBefore(model, i, j, WEIGHTS.claimPointOrder);
      }
    }
  }
  addCoherence(model, coherence, WEIGHTS.coherence);
  return { model, notes };
};

/**
 * For each evidence sentence, the index of the reason of the claim it takes up, when the claim
 * lists reasons ('because …, … and …') and the sentence shares words with exactly one of them best.
 */
export function claimPoints(
  sentences: readonly Sentence[],
  claim: number,
  roles: readonly RoleAssignment[],
  coherence: Coherence,
): Array<number | undefined> {
  const body = sentences[claim]!.body;
  const marker = /\b(?:because|since|as|:)\s/i.exec(body);
  const reason = marker ? body.slice(marker.index + marker[0].length).replace(/\s+/g, ' ') : '';
  const items = reason
    .split(/, ?(?:and )?| and /i)
    .map((part) => new Set(toSentence(part, 0).content))
    .filter((set) => set.size > 0);
  if (items.length < 2) return sentences.map(() => undefined);
  return sentences.map((s, i) => {
    if (roles[i]!.role !== 'evidence') return undefined;
    const scores = items.map((item) => {
      let sum = 0;
      for (const stem of item) if (s.contentSet.has(stem)) sum += coherence.weight.get(stem) ?? 1;
      return sum;
    });
    const best = Math.max(...scores);
    if (best <= 0 || scores.filter((x) => x === best).length > 1) return undefined;
    return scores.indexOf(best);
  });
}

function ordinal(sentence: Sentence): number | undefined {
  const word = /^(first|second|third|fourth|fifth|firstly|secondly|thirdly|finally|lastly)\b/i.exec(
    sentence.body,
  )?.[1];
  if (!word) return undefined;
  if (/^(finally|lastly)$/i.test(word)) return 99;
  return ordinalWordValue(word);
}
