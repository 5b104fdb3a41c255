/**
 * The weights everyday-script cues give, in one place: how strongly a script puts one sentence
 * before another (0 … 1), and how far 'before' / 'after' moves a cue along its script.
 */
export const EVERYDAY_CUE_WEIGHTS = {
  /** Stages that do not overlap: the preference for the earlier first, before the gap is added. */
  apartBase: 0.5,
  /** The most a script gives a pair: reached once the stages are half a stage or more apart. */
  apartMax: 1,
  /** Overlapping spans, one starting or ending earlier: a weaker preference for it first. */
  overlapping: 0.4,
  /** 'before' / 'after' right in front of a cue: its stage moves this much earlier or later. */
  beforeAfterShift: 0.1,
} as const;
