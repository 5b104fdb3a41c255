/**
 * Texts of more than FULL_ANALYSIS_LIMIT sentences (hundreds of tiny sentences fit in 4,000
 * characters) skip the pairwise analysis: coherence, the learned pair scores and the solver all
 * cost at least O(n²). They are ordered in O(n log n) by the explicit keys of their type alone —
 * step numbers for a process, dates and clock times for a chronology — each sentence without a key
 * staying right after the keyed sentence before it. Cause-effect and argument-flow texts, whose
 * order comes only from the pairwise analysis, keep the member's order.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { anchorPoint, textTemporalCues, type TimePoint } from '../cues/temporal/index.js';
import type { Sentence } from '../text/document.js';
import { stepMarker } from '../text/markers.js';

export const FULL_ANALYSIS_LIMIT = 100;

export interface LongTextPlan {
  order: number[];
  /** Sentences that carried the key the order was sorted by. */
  keyed: number;
}

export function orderLongText(type: DetectedLogicType, sentences: readonly Sentence[]): LongTextPlan {
  const keys = keysFor(type, sentences);
  // Groups: a keyed sentence and the unkeyed ones after it; leading unkeyed sentences stay first.
  const groups: Array<{ key: number; members: number[] }> = [{ key: -Infinity, members: [] }];
  keys.forEach((key, index) => {
    if (key === undefined) groups[groups.length - 1]!.members.push(index);
    else groups.push({ key, members: [index] });
  });
  const order = groups
    .map((group, position) => ({ ...group, position }))
    .sort((a, b) => a.key - b.key || a.position - b.position)
    .flatMap((group) => group.members);
  return { order, keyed: keys.filter((key) => key !== undefined).length };
}

export function explainLongText(type: DetectedLogicType, sentenceCount: number, keyed: number): string {
  const intro = `This text has ${sentenceCount} sentences, more than the ${FULL_ANALYSIS_LIMIT} Untangle compares with one another`;
  const cue = type === 'process' ? 'step numbers' : type === 'chronological' ? 'dates and times' : undefined;
  if (!cue || keyed === 0) return `${intro}, so it kept your order. Shorten it to have it reordered in full.`;
  return (
    `${intro}, so it was ordered by its ${cue} alone (${keyed} sentences carry one); every other ` +
    'sentence stays right after the one it followed. Shorten it to have it reordered in full.'
  );
}

function keysFor(type: DetectedLogicType, sentences: readonly Sentence[]): Array<number | undefined> {
  if (type === 'process') return sentences.map((sentence) => stepKey(sentence.text));
  if (type !== 'chronological') return sentences.map(() => undefined);
  const points = textTemporalCues(sentences).map((cues) => anchorPoint(cues)?.point);
  const dated = points.some((point) => point?.year !== undefined);
  return points.map((point) => (point ? timeKey(point, dated) : undefined));
}

function stepKey(text: string): number | undefined {
  const marker = stepMarker(text);
  if (!marker) return undefined;
  return marker.kind === 'last' ? Number.MAX_SAFE_INTEGER : (marker.value ?? 1);
}

/** Comparable minutes: by year, month, day and time when the text has years; else by time of day. */
function timeKey(point: TimePoint, dated: boolean): number | undefined {
  if (dated) {
    if (point.year === undefined) return undefined;
    return ((point.year * 12 + (point.month ?? 0)) * 31 + (point.day ?? 1)) * 24 * 60 + (point.minutes ?? 0);
  }
  return point.minutes;
}
