/** The shapes everyday-script cues take: a stage cue, a sentence's span of stages, a stage rule. */

export type Script = 'day' | 'meal';

export interface StageCue {
  script: Script;
  /** Position on the script's scale (day: -0.5 the day before … 9 bed; meal: 0 shopping … 5 clearing up; stages.ts). */
  stage: number;
  /** The words as written. */
  text: string;
  offset: number;
  /**
   * Set when the cue is a reference point with 'before' / 'after' ('After lunch', 'before leaving
   * the house'): it then sets the time of the whole sentence.
   */
  anchored?: boolean;
}

export interface SentenceStages {
  /** The stage cues of one script found in the sentence, in order of appearance. */
  cues: StageCue[];
  min: number;
  max: number;
}

export interface StageRule {
  script: Script;
  stage: number;
  /**
   * Words (lower case; a trailing '*' for a prefix) of which the pattern needs at least one: a
   * sentence without any of them is not matched against it, which keeps the scan cheap.
   */
  keys: string;
  pattern: RegExp;
}
