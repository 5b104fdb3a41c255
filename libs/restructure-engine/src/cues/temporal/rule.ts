/** A temporal rule: a global pattern and what a match of it means (or undefined: not a time). */
import type { TemporalCue } from './types.js';

export interface TemporalRule {
  pattern: RegExp;
  build: (m: RegExpExecArray, sentence: string) => TemporalCue | undefined;
}

/** A cue for a match: its text is the match without surrounding spaces, its offset where that text starts. */
export function cue(m: RegExpExecArray, fields: Omit<TemporalCue, 'text' | 'offset'>): TemporalCue {
  return { text: m[0].trim(), offset: m.index + (m[0].length - m[0].trimStart().length), ...fields };
}
