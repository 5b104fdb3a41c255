/**
 * Process order: numbered steps in any style ('Step 2:', 'Step three -', '4th:', 'Second,',
 * 'Step III', '3.'), 'First' openers and 'Finally' / 'Last of all' closers as constraints; the
 * absolute step number as a soft position; and, for unnumbered steps, what each step needs from an
 * earlier one ('the kneaded dough' after 'Knead the dough', 'Once the burn is covered' after
 * 'cover the burn').
 */
import { afterStepMarker, sequenceCue } from '../cues/sequence.js';
import type { Sentence } from '../text/document.js';
import { stepCueText } from '../text/markers.js';
import type { CueNote } from '../types.js';
import { addCoherence, HARD, type CueModelBuilder } from './common.js';
import { addAt, addBefore, createModel } from './solver.js';

/** Every weight of the process cue model; numbered steps in order are hard constraints (HARD). */
const WEIGHTS = {
  /** A 'First,' step at the opening. */
  firstOpens: 4,
  /** A numbered step at its own number's position. */
  numberedPosition: 1,
  /** An 'After …' sequence cue away from the opening (negative). */
  afterNotFirst: -4,
  /** Any other sequence cue ('To begin') towards the opening. */
  sequenceOpens: 2,
  /** 'First' before, and 'Finally' after, every other step. */
  firstOrLast: HARD / 2,
  /** An unmarked getting-ready step ('Preheat the oven') at the opening, or just after it. */
  prepareOpens: 1.5,
  prepareSecond: 0.75,
  /** An unmarked finishing step ('Serve') at the end, and away from the opening (negative). */
  finishCloses: 2,
  finishNotFirst: -1,
  /** Unnumbered connectives in their usual run: 'Next' before 'Then' before 'After that'. */
  connectiveRun: 1,
  coherence: { similarity: 1, precedence: 1.2, dependent: 1 },
};

export const buildProcessModel: CueModelBuilder = (sentences, coherence) => {
  const n = sentences.length;
  const model = createModel(n);
  const notes: CueNote[] = [];
  // The connective of each unmarked step; 'Before you start, …' gets ready before the steps begin.
  const sequence = sentences.map((s) => (s.step ? undefined : sequenceCue(s)));
  const preparation = sequence.map((cue) => cue?.kind === 'before');
  for (let i = 0; i < n; i++) {
    const step = sentences[i]!.step;
    if (step) {
      notes.push({
        kind: 'step',
        sentence: i,
        text: stepCueText(step),
        position: step.kind,
        ...(step.value ? { value: step.value } : {}),
      });
      if (step.kind === 'first') addAt(model, i, 0, WEIGHTS.firstOpens);
      if (step.kind === 'number' && step.value !== undefined)
        addAt(model, i, Math.min(n - 1, step.value - 1), WEIGHTS.numberedPosition);
    } else {
      const cue = sequence[i];
      if (cue) {
        notes.push({
          kind: 'sequence',
          sentence: i,
          text: cue.text,
          ...(cue.kind === 'before' ? { before: true } : {}),
        });
        if (cue.kind === 'after') addAt(model, i, 0, WEIGHTS.afterNotFirst);
        else addAt(model, i, 0, WEIGHTS.sequenceOpens);
      }
    }
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = sentences[i]!.step;
      const b = sentences[j]!.step;
      // 'Before you start, wash your hands' comes before the first step, not after it.
      if (a?.kind === 'first' && b?.kind !== 'first') {
        if (preparation[j]) addBefore(model, j, i, WEIGHTS.firstOrLast);
        else addBefore(model, i, j, WEIGHTS.firstOrLast);
      }
      if (b?.kind === 'last' && a?.kind !== 'last') addBefore(model, i, j, WEIGHTS.firstOrLast);
      if (a?.kind === 'number' && a.value !== undefined) {
        if (b?.kind === 'number' && b.value !== undefined && a.value < b.value) addBefore(model, i, j, HARD);
        if (b?.kind === 'first' && a.value > 1) addBefore(model, j, i, WEIGHTS.firstOrLast);
      }
    }
  }
  // Steps without a marker: getting ready comes first, finishing ('serve', 'store', 'before slicing') last.
  if (n >= 3) {
    for (let i = 0; i < n; i++) {
      if (sentences[i]!.step) continue;
      const phase = stepPhase(sentences[i]!);
      if (phase === 'prepare') {
        addAt(model, i, 0, WEIGHTS.prepareOpens);
        addAt(model, i, 1, WEIGHTS.prepareSecond);
      } else if (phase === 'finish') {
        addAt(model, i, n - 1, WEIGHTS.finishCloses);
        addAt(model, i, 0, WEIGHTS.finishNotFirst);
      }
    }
  }
  // The usual run of unnumbered connectives: 'Next' soon after the start, 'Then', 'After that' and 'Now' later.
  const ranks = sentences.map((s) => (s.step ? undefined : connectiveRank(sequenceCue(s)?.text)));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = ranks[i];
      const b = ranks[j];
      if (i !== j && a !== undefined && b !== undefined && a < b)
        addBefore(model, i, j, WEIGHTS.connectiveRun);
    }
  }
  addCoherence(model, coherence, WEIGHTS.coherence);
  return { model, notes };
};

const PREPARE =
  /^(?:gather|assemble|collect|preheat|unplug|disconnect|switch\s+off|turn\s+off|wash\s+your\s+hands|put\s+on|read|clear|lay\s+out|sterili[sz]e|wash|rinse|grease|line\s+a|line\s+the)\b/i;
const FINISH =
  /^(?:serve|enjoy|store|garnish|label|tidy|clean\s+up|dispose|admire|plate\s+up)\b|\b(?:as\s+you\s+serve|to\s+serve|before\s+(?:serving|slicing|eating|use|using)|and\s+seal\s+(?:them|it|the\s+[a-z]+)(?:\s+at\s+once)?)\b/i;

/**
 * The phase an unmarked instruction belongs to: getting ready (gather, preheat, unplug, put on,
 * sterilise) or finishing (serve, store, garnish, 'before slicing', 'and seal them').
 */
export function stepPhase(sentence: Sentence): 'prepare' | 'finish' | undefined {
  const text = afterStepMarker(sentence);
  if (FINISH.test(text)) return 'finish';
  if (PREPARE.test(text)) return 'prepare';
  return undefined;
}

function connectiveRank(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  if (lower === 'next') return 2;
  if (lower === 'then') return 3;
  if (/^(after\s+that|after\s+this|afterwards?|now|subsequently)$/.test(lower)) return 4;
  // Clauses that presuppose a completed or running step ('Once the filtrate has collected',
  // 'When the cloud has stopped growing', 'During that time') cannot come before 'Next' or 'Then'.
  if (
    /^(once|when|while|during\s+(?:that|this)\s+time|at\s+this\s+point|with\s+that\s+done|following\s+that)\b/.test(
      lower,
    )
  )
    return 4;
  return undefined;
}
