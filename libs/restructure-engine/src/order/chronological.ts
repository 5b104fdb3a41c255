/**
 * Chronological order: dated sentences by their dates and times (hard constraints), relative ones
 * after the event they are resolved against, life events ('born' first, 'died' last), parts of the
 * day when no clock time is given, and coherence for sentences without any time cue.
 */
import { sentenceTemporalCues } from '../cues/temporal/index.js';
import type { CueNote } from '../types.js';
import { addCoherence, HARD, type CueModelBuilder } from './common.js';
import { addAt, addBefore, addNext, createModel } from './solver.js';
import { buildTimeline, compareIntervals } from './timeline.js';
import { addEveryday, addNarrative } from './common.js';
import { analyseLinks } from '../cues/linking/index.js';
import { timesOfDay } from '../cues/narrative.js';
import { scriptOrder } from '../cues/everyday/index.js';

const EVERYDAY = { stage: 1.5, lookBackStart: 3, lookBackEnd: 1.5, lookBackAfter: 1, scriptEnds: 1 };

export const buildChronologicalModel: CueModelBuilder = (sentences, coherence) => {
  const n = sentences.length;
  const model = createModel(n);
  const notes: CueNote[] = [];
  const cues = sentences.map(sentenceTemporalCues);
  const timeline = buildTimeline(sentences, cues, coherence);

  for (let i = 0; i < n; i++) {
    const entry = timeline[i]!;
    if (entry.anchor !== undefined) {
      notes.push({ kind: 'relative', sentence: i, anchor: entry.anchor, text: entry.text! });
      if (entry.direction === -1) addBefore(model, i, entry.anchor, HARD);
      else {
        addBefore(model, entry.anchor, i, HARD);
        addNext(model, entry.anchor, i, 1.5);
      }
    } else if (entry.interval) {
      notes.push({ kind: 'date', sentence: i, text: entry.text! });
    }
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      if (compareIntervals(entry.interval, timeline[j]!.interval) === -1) addBefore(model, i, j, HARD);
    }
  }

  // Parts of the day ('over lunch', 'that evening') order sentences softly when no clock time does.
  const parts = timesOfDay(sentences);
  // A clock time written in figures outranks them; 'around midnight' does not.
  const hasClock = timeline.some((e) => e.interval?.space === 'clock' && /\d/.test(e.text ?? ''));
  const dated = (k: number) => timeline[k]!.interval !== undefined && timeline[k]!.interval.space !== 'clock';
  if (!hasClock) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const a = parts[i];
        const b = parts[j];
        if (i !== j && a !== undefined && b !== undefined && a < b && !dated(i) && !dated(j))
          addBefore(model, i, j, 1.5);
      }
    }
  }

  // Stages of a day, an outing or a meal; 'By the time …,' looks back from the end.
  const script = scriptOrder(sentences, parts);
  addEveryday(model, sentences, notes, EVERYDAY, script);
  // Stages of a life, the opening and close of a story, and present-tense epilogues.
  addNarrative(model, sentences, 1, script.order);
  // 'When the thirty-day period expired, …': a leading clause presupposes an earlier sentence.
  const links = analyseLinks(sentences, coherence.weight, (p) => p.reference === 'clause');
  for (let b = 0; b < n; b++) {
    if (links.reference[b] !== 'clause') continue;
    for (let a = 0; a < n; a++) {
      const l = a === b ? 0 : links.link[a * n + b]!;
      if (l > 0) addBefore(model, a, b, 1.5 * l);
    }
  }

  // Life events and 'at first' / 'eventually'.
  for (let i = 0; i < n; i++) {
    for (const c of cues[i]!) {
      if (c.kind !== 'life-event' && c.kind !== 'sequence') continue;
      if (c.kind === 'life-event') notes.push({ kind: 'life-event', sentence: i, text: c.text });
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        if (c.rank === -1) addBefore(model, i, j, c.kind === 'life-event' ? 3 : 1);
        else addBefore(model, j, i, c.kind === 'life-event' ? 3 : 1);
      }
    }
    // A relative expression that could not be resolved still cannot open the story.
    if (
      cues[i]!.some((c) => c.kind === 'relative') &&
      timeline[i]!.anchor === undefined &&
      !timeline[i]!.interval
    ) {
      addAt(model, i, 0, -2);
    }
  }

  addCoherence(model, coherence, { similarity: 1, precedence: 0.8, dependent: 1.5 });
  return { model, notes };
};
