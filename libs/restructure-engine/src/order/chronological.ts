/**
 * Chronological order: dated sentences by their dates and times (hard constraints), relative ones
 * after the event they are resolved against, life events ('born' first, 'died' last), parts of the
 * day when no clock time is given, and coherence for sentences without any time cue.
 */
import { textTemporalCues } from '../cues/temporal/index.js';
import type { CueNote } from '../types.js';
import { addCoherence, addSequenceOpenings, HARD, type CueModelBuilder } from './common.js';
import { addAt, addBefore, addNext, createModel, type OrderModel } from './solver.js';
import {
  buildTimeline,
  compareIntervals,
  isClockInFigures,
  type AnchorOption,
  type TimelineEntry,
} from './timeline.js';
import { addEveryday, addNarrative } from './common.js';
import { analyseLinks } from '../cues/linking/index.js';
import { timesOfDay } from '../cues/narrative.js';
import { scriptOrder } from '../cues/everyday/index.js';

/**
 * Every weight of the chronological cue model; dates, times in figures and resolved anchors are hard
 * constraints (HARD); two times of day unless both are in figures only a preference (`firm`).
 */
const WEIGHTS = {
  /** A resolved relative time ('the next day') directly follows the event it counts from. */
  relativeNext: 1.5,
  /**
   * A relative time without a named anchor, by the latest dated sentence told before it: the one
   * its content suggests, one the offset overshoots the next date from, none at all (AnchorTerm).
   */
  anchors: { suggested: 1.5, overshoot: -3, none: -3 },
  /**
   * Two times of day written in words ('at dusk' before 'near midnight'): a preference, not a hard
   * constraint, since a story told over several days or a 'night shift' breaks it.
   */
  wordTimeOrder: 3,
  /** Parts of the day in their order ('over lunch' before 'that evening') when no clock time orders them. */
  partOfDay: 1.5,
  /** A leading clause ('When the period expired,') after the sentence it presupposes, per unit of link. */
  presupposedClause: 1.5,
  /** A life event ('was born', 'died') before (or after) every other sentence. */
  lifeEvent: 3,
  /** 'At first' / 'eventually' before (or after) every other sentence. */
  sequence: 1,
  /** An unresolved relative time at the opening (negative: it cannot open the story). */
  unresolvedOpening: -2,
  /** Stages of a life, a story's opening and close, present-tense epilogues. */
  narrative: 1,
  /** Everyday scripts: stages of a day, an outing or a meal, and 'By the time …,' looking back. */
  everyday: { stage: 1.5, lookBackStart: 3, lookBackEnd: 1.5, lookBackAfter: 1, scriptEnds: 1 },
  coherence: { similarity: 1, precedence: 0.8, dependent: 1.5 },
};

/**
 * A relative time whose anchor the text does not name ('two years later') counts from whichever
 * dated sentence is told last before it (AnchorTerm), in place of a guessed date fixed as a hard
 * constraint. The anchor its content suggests (`chooseAnchor`) scores a little; one from which the
 * offset overshoots the next date scores lower, and so does an order with no dated sentence before
 * it. Returns the anchors in time order.
 */
function addAnchorTerm(model: OrderModel, r: number, timeline: readonly TimelineEntry[]): number[] {
  const { anchors: weights } = WEIGHTS;
  const dated = (o: AnchorOption) => timeline[o.anchor]!.interval!;
  // Dates on the suggested anchor's scale, so that 'latest' means one thing.
  const space = timeline[timeline[r]!.anchor!]!.interval?.space;
  const options = timeline[r]!.options!.filter((o) => dated(o).space === space && space !== 'now');
  options.sort((a, b) => dated(a).lo - dated(b).lo || dated(a).hi - dated(b).hi);
  const scores = options.map((o) => {
    const suggested = o.anchor === timeline[r]!.anchor ? weights.suggested : 0;
    // The first date wholly after the anchor: the relative time must not land wholly after it.
    const following = options.find((f) => compareIntervals(dated(o), dated(f)) === -1);
    const overshoots = o.interval && following && compareIntervals(o.interval, dated(following)) === 1;
    return suggested + (overshoots ? weights.overshoot : 0);
  });
  const anchors = options.map((o) => o.anchor);
  (model.anchors ??= []).push({ sentence: r, anchors, scores, none: weights.none });
  return anchors;
}

export const buildChronologicalModel: CueModelBuilder = (sentences, coherence) => {
  const n = sentences.length;
  const model = createModel(n);
  const notes: CueNote[] = [];
  const cues = textTemporalCues(sentences);
  const timeline = buildTimeline(sentences, cues, coherence);
  const inFigures = timeline.map(isClockInFigures);
  // The timeline's order is a hard constraint: dates always, times of day only both in figures.
  const firm = (i: number, j: number) =>
    timeline[i]!.interval?.space !== 'clock' || (inFigures[i]! && inFigures[j]!);

  // A relative time without a named anchor is placed by its AnchorTerm, not by its guessed date.
  const floating = (k: number) => timeline[k]!.options !== undefined;
  for (let i = 0; i < n; i++) {
    const entry = timeline[i]!;
    if (floating(i)) {
      notes.push({
        kind: 'relative',
        sentence: i,
        anchors: addAnchorTerm(model, i, timeline),
        text: entry.text!,
      });
      continue;
    }
    if (entry.anchor !== undefined) {
      notes.push({ kind: 'relative', sentence: i, anchors: [entry.anchor], text: entry.text! });
      if (entry.direction === -1) addBefore(model, i, entry.anchor, HARD);
      else {
        addBefore(model, entry.anchor, i, HARD);
        addNext(model, entry.anchor, i, WEIGHTS.relativeNext);
      }
    } else if (entry.interval) {
      notes.push({ kind: 'date', sentence: i, text: entry.text! });
    }
    for (let j = 0; j < n; j++) {
      if (i === j || floating(j) || compareIntervals(entry.interval, timeline[j]!.interval) !== -1) continue;
      addBefore(model, i, j, firm(i, j) ? HARD : WEIGHTS.wordTimeOrder);
    }
  }

  // Parts of the day ('over lunch', 'that evening') order sentences softly when no clock time does.
  const parts = timesOfDay(sentences);
  // A clock time written in figures outranks them; 'around midnight' does not.
  const hasClock = inFigures.includes(true);
  const dated = (k: number) => timeline[k]!.interval !== undefined && timeline[k]!.interval.space !== 'clock';
  if (!hasClock) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const a = parts[i];
        const b = parts[j];
        if (i !== j && a !== undefined && b !== undefined && a < b && !dated(i) && !dated(j))
          addBefore(model, i, j, WEIGHTS.partOfDay);
      }
    }
  }

  // Stages of a day, an outing or a meal; 'By the time …,' looks back from the end.
  const script = scriptOrder(sentences, parts);
  addEveryday(model, sentences, notes, WEIGHTS.everyday, script);
  // Stages of a life, the opening and close of a story, and present-tense epilogues.
  addNarrative(model, sentences, WEIGHTS.narrative, script.order);
  // 'When the thirty-day period expired, …': a leading clause presupposes an earlier sentence.
  const links = analyseLinks(sentences, coherence.weight, (p) => p.reference === 'clause');
  for (let b = 0; b < n; b++) {
    if (links.reference[b] !== 'clause') continue;
    for (let a = 0; a < n; a++) {
      const l = a === b ? 0 : links.link[a * n + b]!;
      if (l > 0) addBefore(model, a, b, WEIGHTS.presupposedClause * l);
    }
  }

  // Life events and 'at first' / 'eventually'.
  for (let i = 0; i < n; i++) {
    for (const c of cues[i]!) {
      if (c.kind !== 'life-event' && c.kind !== 'sequence') continue;
      if (c.kind === 'life-event') notes.push({ kind: 'life-event', sentence: i, text: c.text });
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const weight = c.kind === 'life-event' ? WEIGHTS.lifeEvent : WEIGHTS.sequence;
        if (c.rank === -1) addBefore(model, i, j, weight);
        else addBefore(model, j, i, weight);
      }
    }
    // A relative expression that could not be resolved still cannot open the story.
    if (
      cues[i]!.some((c) => c.kind === 'relative') &&
      timeline[i]!.anchor === undefined &&
      !timeline[i]!.interval
    ) {
      addAt(model, i, 0, WEIGHTS.unresolvedOpening);
    }
  }

  addSequenceOpenings(model, sentences);
  addCoherence(model, coherence, WEIGHTS.coherence);
  return { model, notes };
};
