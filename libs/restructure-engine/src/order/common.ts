/** Helpers shared by the per-type orderers. */
import type { Coherence } from '../cues/coherence/index.js';
import { sequenceOpening } from '../cues/sequence.js';
import { scriptOrder, type ScriptOrder } from '../cues/everyday/index.js';
import { lifeStage, narrativeTense, storyPhase, timesOfDay } from '../cues/narrative.js';
import type { Sentence } from '../text/document.js';
import type { CueNote } from '../types.js';
import { addAt, addBefore, addNext, type OrderModel } from './solver.js';

export const HARD = 40;

/**
 * Whether a cue model's before-score is a hard constraint (a date, a step number, an explicit role:
 * HARD, possibly plus softer evidence) rather than a soft preference; half of HARD marks the line.
 */
export function isHardConstraint(score: number): boolean {
  return score >= HARD / 2;
}

/** A logic type's cue model of one text: what the solver orders by, and the notes that explain it. */
export interface CueModel {
  model: OrderModel;
  notes: CueNote[];
}

/** Builds one logic type's cue model from a text's sentences and their coherence. */
export type CueModelBuilder = (sentences: readonly Sentence[], coherence: Coherence) => CueModel;

export interface CoherenceWeights {
  /** Weight of word overlap between neighbours. */
  similarity: number;
  /** Weight of given-before-new evidence. */
  precedence: number;
  /** Penalty for opening the text with a continuation ('This…', 'Then…'). */
  dependent: number;
}

export function addCoherence(model: OrderModel, coherence: Coherence, weights: CoherenceWeights): void {
  const n = model.n;
  for (let i = 0; i < n; i++) {
    addAt(model, i, 0, -weights.dependent * coherence.dependent[i]!);
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      addNext(model, i, j, weights.similarity * coherence.similarity[i * n + j]!);
      addBefore(model, i, j, weights.precedence * coherence.precedence[i * n + j]!);
    }
  }
}

/**
 * Narrative order without dates: life stages in order, a story's opening early and its close late,
 * and, in a past-tense text, sentences in the present or present perfect after the past ones.
 */
export function addNarrative(
  model: OrderModel,
  sentences: readonly Sentence[],
  weight = 1,
  /** Everyday-script order: a story's 'back home' is not its close when a script puts more after it. */
  script?: Float64Array,
): void {
  const n = model.n;
  const after = new Array<boolean>(n).fill(false);
  const before = new Array<boolean>(n).fill(false);
  script?.forEach((v, k) => {
    if (v <= 0) return;
    after[Math.floor(k / n)] = true;
    before[k % n] = true;
  });
  const later = (i: number) => after[i]!;
  const earlier = (i: number) => before[i]!;
  const stages = sentences.map(lifeStage);
  const tense = sentences.map(narrativeTense);
  const past = tense.filter((t) => t === 'past').length;
  const epilogue = past >= Math.max(2, n / 2);
  for (let i = 0; i < n; i++) {
    const phase = storyPhase(sentences[i]!);
    if (phase === 'opening' && !earlier(i)) addAt(model, i, 0, 1.5 * weight);
    if (phase === 'closing' && !later(i)) {
      addAt(model, i, n - 1, 1.5 * weight);
      addAt(model, i, 0, -1.5 * weight);
    }
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = stages[i];
      const b = stages[j];
      if (a !== undefined && b !== undefined && a < b) addBefore(model, i, j, 1.5 * weight);
      if (epilogue && tense[i] === 'past' && tense[j] === 'present') addBefore(model, i, j, 1.5 * weight);
    }
  }
}

export interface EverydayWeights {
  /** Weight of one pair of sentences in script order (full when their stages are a stage apart). */
  stage: number;
  /** Penalty for opening the text with a sentence that looks back ('By the time …,'). */
  lookBackStart: number;
  /** Bonus for ending it with one. */
  lookBackEnd: number;
  /** For every other sentence: gained when it comes before the one that looks back on it. */
  lookBackAfter: number;
  /** Bonus for opening with waking (or the night before) and closing with going to bed. */
  scriptEnds: number;
}

/**
 * Everyday scripts (`cues/everyday/`): the stages of a day or an outing and of a meal in their
 * conventional order, as soft preferences weighted by how far apart the stages are; a pair whose
 * times of day are both known is left to them. A sentence that looks back from a later point ('By
 * the time I reached the office, …') cannot open the text and tends to close it. Notes the cues
 * for the explanation.
 */
export function addEveryday(
  model: OrderModel,
  sentences: readonly Sentence[],
  notes: CueNote[],
  weights: EverydayWeights,
  script: ScriptOrder = scriptOrder(sentences, timesOfDay(sentences)),
): void {
  const n = model.n;
  const { stages, back, order } = script;
  for (let i = 0; i < n; i++) {
    const b = back[i];
    if (b) {
      notes.push({ kind: 'looks-back', sentence: i, text: b.text, leading: b.leading });
      addAt(model, i, 0, -weights.lookBackStart * (b.leading ? 1 : 0.6));
      if (b.leading) {
        addAt(model, i, n - 1, weights.lookBackEnd);
        for (let j = 0; j < n; j++) if (j !== i && !back[j]) addBefore(model, j, i, weights.lookBackAfter);
      }
      continue;
    }
    for (const name of ['day', 'meal'] as const) {
      const cue = stages[i]![name]?.cues[0];
      if (cue) notes.push({ kind: 'stage', sentence: i, text: cue.text, script: name, stage: cue.stage });
    }
    for (let j = 0; j < n; j++) {
      const value = i === j ? 0 : order[i * n + j]!;
      if (value > 0) addBefore(model, i, j, weights.stage * value);
    }
  }
  // The earliest stage of a day or an outing (waking, the night before, setting off) opens its story
  // and the latest (getting home, going to bed) closes it, when one sentence alone holds it.
  const day = stages.map((s, i) => (back[i] ? undefined : s.day));
  const lows = day.map((d) => d?.min ?? Infinity);
  const highs = day.map((d) => d?.max ?? -Infinity);
  const lowest = Math.min(...lows);
  const highest = Math.max(...highs);
  if (highest - lowest >= 1) {
    for (let i = 0; i < n; i++) {
      if (lowest <= 2 && lows[i] === lowest && lows.filter((l) => l === lowest).length === 1)
        addAt(model, i, 0, weights.scriptEnds);
      if (
        highest >= 6.5 &&
        highs[i] === highest &&
        highs.filter((h) => h === highest).length === 1 &&
        lows[i]! > lowest
      )
        addAt(model, i, n - 1, weights.scriptEnds);
    }
  }
}

/**
 * The one sentence that opens a sequence ('First we went to the store') comes before every sentence
 * that continues it ('Then we drove home', 'After that we cooked'): a hard constraint. Across the
 * 1,836 development and training texts such a pair never stands the other way round (547 pairs).
 * Two sentences or more that open a sequence start sequences of their own, and set nothing.
 */
export function addSequenceOpenings(model: OrderModel, sentences: readonly Sentence[]): void {
  const openings = sentences.map(sequenceOpening);
  const start = openings.indexOf('start');
  if (start < 0 || openings.indexOf('start', start + 1) >= 0) return;
  openings.forEach((opening, k) => {
    if (opening === 'continuation') addBefore(model, start, k, HARD);
  });
}
