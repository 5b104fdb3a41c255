/**
 * Cause-effect order: a chain from the root cause to its last effect, found as the best path
 * through pairwise 'A directly leads to B' scores (exact dynamic programming for up to 12
 * sentences). A link A → B is what B presupposes — its leading 'Because …,' clause, its 'This drop
 * in spending' / 'The closure' subject, a 'those servers' phrase — matching what A asserts, through
 * stems and word families ('closure' ~ 'closed', 'losses' ~ 'lost'). Sentences marked as effects
 * ('As a result,', '… therefore …', 'This meant') and sentences that refer back cannot open the
 * chain; a sentence that refers to nothing else and introduces its subject ('A fire broke out …')
 * is the likely root; a definite subject that sums up a change ('The extra cars') or a time counted
 * from another event ('the following week') cannot open it. Times mentioned along the chain ('on
 * Friday night' … 'by Saturday lunchtime') keep their order, a sentence in the present or present
 * perfect ('has since added', 'now bring') describes where the chain has ended up, and the last
 * sentence tends to come back to the words of the root.
 */
import { causalCues } from '../cues/causal.js';
import { analyseLinks } from '../cues/linking/index.js';
import { narrativeTense, storyPhase, timesOfDay } from '../cues/narrative.js';
import { textTemporalCues } from '../cues/temporal/index.js';
import type { CueNote } from '../types.js';
import { scriptOrder } from '../cues/everyday/index.js';
import { addCoherence, addEveryday, addSequenceOpenings, type CueModelBuilder } from './common.js';
import { addAt, addBefore, addNext, createModel } from './solver.js';
import { buildTimeline, compareIntervals } from './timeline.js';

/**
 * Initiating events: natural hazards, acts that introduce something new, and everyday mishaps. A
 * chain usually starts with one ('Heavy rain fell', 'A fire broke out', 'The city introduced a
 * charge', 'A lorry broke down', 'The taxi never came', 'I forgot to set a timer').
 */
const TRIGGER =
  /\b(rain|rainfall|storm|frost|drought|flood|fire|blaze|earthquake|hurricane|heatwave|snow|snowfall|gale|winter|bug|mistake|accident|crash|war|pandemic|outbreak|introduced|launched|released|opened|installed|replaced|built|banned|announced|invented|discovered|broke\s+out|ran\s+aground|was\s+left|broke\s+down|broken[-\s]down|burst|forgot|power\s+cut|never\s+(?:came|arrived|turned\s+up|showed\s+up|went\s+off)|(?:did\s+not|didn't|failed\s+to)\s+(?:go\s+off|come|arrive|start|turn\s+up))\b/i;

/** Every weight of the cause-effect cue model (positions: negative keeps a sentence away). */
const WEIGHTS = {
  /** A sentence marked as an effect ('As a result, …') away from the opening; leading or inside. */
  leadingEffectNotFirst: -4,
  innerEffectNotFirst: -3,
  /** A weak backward link: a little evidence for order. */
  weakLink: 0.3,
  /** A backward link (B presupposes what A asserts): A right before B, and before B at all. */
  linkNext: 1.2,
  linkBefore: 0.4,
  /** Theme-rheme flow: a word late in one sentence and early in the next. */
  flowNext: 0.4,
  /** The root refers to nothing: a pronoun or demonstrative subject cannot open. */
  referenceNotFirst: -3,
  /** A presupposing clause that introduces nothing, or a summing-up subject, hardly opens. */
  clauseNotFirst: -1,
  summaryNotFirst: -1,
  /** The stronger a sentence's incoming link (at most 2), the less it opens. */
  linkedNotFirst: -0.8,
  /** An unmarked sentence that introduces something, or names an initiating event, opens. */
  introducerOpens: 1,
  triggerOpens: 0.8,
  /** A marked effect that nothing follows from ends the chain. */
  finalEffectCloses: 1.5,
  /** The opening score by which the likely root must lead for the ring closure to count. */
  clearRootMargin: 0.5,
  /** Ring closure: the last sentence's word overlap with the clear root. */
  ring: 1,
  /** A time counted from an earlier event, or a story's close, cannot open. */
  laterTimeNotFirst: -1.5,
  /** Dated sentences in date order (soft here: a cause may be told after its date). */
  dateOrder: 3,
  /** Parts of the day in their order. */
  partOfDay: 1.5,
  /** Present-tense sentences after the past ones in a past-tense chain. */
  presentAfterPast: 1.5,
  /** Everyday scripts in a causal chain: a little below their weight in a chronology. */
  everyday: { stage: 1.2, lookBackStart: 4, lookBackEnd: 1.5, lookBackAfter: 0.8, scriptEnds: 0.5 },
  coherence: { similarity: 0.25, precedence: 0.6, dependent: 0.5 },
};

export const buildCauseEffectModel: CueModelBuilder = (sentences, coherence) => {
  const n = sentences.length;
  const model = createModel(n);
  const notes: CueNote[] = [];
  const links = analyseLinks(sentences, coherence.weight);
  const marked: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const cues = causalCues(sentences[i]!);
    const effect = cues.find((c) => c.kind === 'effect');
    marked.push(effect !== undefined);
    if (effect) {
      notes.push({ kind: 'connective', sentence: i, text: effect.text });
      addAt(model, i, 0, effect.leading ? WEIGHTS.leadingEffectNotFirst : WEIGHTS.innerEffectNotFirst);
    } else {
      const other = cues[0];
      if (other) notes.push({ kind: 'connective', sentence: i, text: other.text, inside: !other.leading });
    }
  }
  // Links: B presupposes what A asserts → A right before B (and at least before B).
  const incoming = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const l = links.link[a * n + b]!;
      addBefore(model, a, b, WEIGHTS.weakLink * links.weak[a * n + b]!);
      if (l <= 0) continue;
      addNext(model, a, b, WEIGHTS.linkNext * l);
      const words = (links.words.get(a * n + b) ?? [])
        .filter((w) => !w.includes(':') && !w.startsWith('one '))
        .map((w): [string, string] => {
          const [mine, theirs] = w.split('~');
          return [mine!, theirs ?? mine!];
        });
      if (words.length > 0 && l >= 0.5)
        notes.push({ kind: 'link', sentence: b, anchor: a, words, weight: l });
      addBefore(model, a, b, WEIGHTS.linkBefore * l);
      incoming[b] = Math.max(incoming[b]!, l);
    }
  }
  // Theme-rheme flow: a word late in one sentence and early in the next links them in that direction.
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const flow = i === j ? 0 : coherence.flow[i * n + j]!;
      if (flow > 0) addNext(model, i, j, WEIGHTS.flowNext * flow);
    }
  }
  // The root refers to nothing: penalise referring sentences at the start, favour introducers and
  // sentences that name an initiating event (a hazard, or something introduced, opened, installed).
  for (let i = 0; i < n; i++) {
    const ref = links.reference[i];
    if (ref === 'pronoun' || ref === 'demonstrative') addAt(model, i, 0, WEIGHTS.referenceNotFirst);
    if (ref === 'clause' && !links.introduces[i]) addAt(model, i, 0, WEIGHTS.clauseNotFirst);
    if (links.summarises[i]) addAt(model, i, 0, WEIGHTS.summaryNotFirst);
    addAt(model, i, 0, WEIGHTS.linkedNotFirst * Math.min(2, incoming[i]!));
    if (links.introduces[i] && !marked[i]) addAt(model, i, 0, WEIGHTS.introducerOpens);
    if (!marked[i] && TRIGGER.test(sentences[i]!.body)) addAt(model, i, 0, WEIGHTS.triggerOpens);
  }
  // A chain of everyday events is also a sequence in time: the stages of a day, an outing or a meal
  // keep their order, and a sentence that looks back from a later point ('By the time the plough
  // arrived, …') is never the root and tends to be the end.
  const parts = timesOfDay(sentences);
  const script = scriptOrder(sentences, parts);
  addEveryday(model, sentences, notes, WEIGHTS.everyday, script);
  // A marked effect that nothing else follows from ('Consequently, the council suspended the
  // update') is the end of the chain.
  for (let i = 0; i < n; i++) {
    if (!marked[i]) continue;
    let outgoing = 0;
    for (let j = 0; j < n; j++) if (j !== i) outgoing = Math.max(outgoing, links.link[i * n + j]!);
    if (outgoing === 0) addAt(model, i, n - 1, WEIGHTS.finalEffectCloses);
  }
  // Ring closure: the chain's last consequence often comes back to what started it ('A drought hit
  // the farms.' … 'The government declared a drought emergency.'). Measured against the likely
  // root: the sentence with the clearly best opening score.
  const open = Array.from({ length: n }, (_, i) => model.at[i * n]!);
  const root = open.indexOf(Math.max(...open));
  const runnerUp = Math.max(...open.filter((_, i) => i !== root));
  if (open[root]! - runnerUp >= WEIGHTS.clearRootMargin) {
    for (let j = 0; j < n; j++)
      if (j !== root) addAt(model, j, n - 1, WEIGHTS.ring * coherence.similarity[root * n + j]!);
  }
  // Times along the chain.
  const cues = textTemporalCues(sentences);
  // A time counted from an earlier event ('the following week', 'later', 'in the end') or the close
  // of a story ('When I finally got home', 'at last') cannot open it.
  for (let i = 0; i < n; i++) {
    if (
      cues[i]!.some((c) => (c.relative && c.relative.direction >= 0) || c.rank === 1) ||
      storyPhase(sentences[i]!) === 'closing'
    )
      addAt(model, i, 0, WEIGHTS.laterTimeNotFirst);
  }
  const timeline = buildTimeline(sentences, cues, coherence);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j && compareIntervals(timeline[i]!.interval, timeline[j]!.interval) === -1)
        addBefore(model, i, j, WEIGHTS.dateOrder);
    }
  }
  // Times of day without a date ('just after midnight' … 'until morning').
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = parts[i];
      const b = parts[j];
      if (i !== j && a !== undefined && b !== undefined && a < b) addBefore(model, i, j, WEIGHTS.partOfDay);
    }
  }
  // Present or present-perfect sentences in a past-tense chain come last.
  const tense = sentences.map((s) => narrativeTense(s));
  const past = tense.filter((t) => t === 'past').length;
  if (past >= Math.max(2, n / 2)) {
    for (let i = 0; i < n; i++) {
      if (tense[i] !== 'present') continue;
      for (let j = 0; j < n; j++)
        if (j !== i && tense[j] === 'past') addBefore(model, j, i, WEIGHTS.presentAfterPast);
    }
  }
  addSequenceOpenings(model, sentences);
  addCoherence(model, coherence, WEIGHTS.coherence);
  return { model, notes };
};
