import type { DetectedLogicType, LogicType, SentencePin } from '@untangle/contracts';
import type { ArgumentRole } from './cues/argument.js';

export interface RestructureInput {
  text: string;
  /** Defaults to 'auto-detect'. */
  logicType?: LogicType;
  /** Sentences to keep at a place of the output (a member's re-run); the rest are ordered around them. */
  pins?: readonly SentencePin[];
}

export interface RestructureResult {
  /** The reordered text, formatted for the result card of `detectedLogicType`. */
  outputText: string;
  detectedLogicType: DetectedLogicType;
  /** Two to five sentences naming the cues that set the order. */
  explanation: string;
  /** The input's sentences as segmented and written (list markers kept): what `order` indexes. */
  sentences: string[];
  /** Input sentence indices (0-based) in output order. */
  order: number[];
}

/** A cue that shaped the order; the explainer turns these into sentences. */
export type CueNote =
  | { kind: 'date'; sentence: number; text: string }
  /** `anchors`: the sentences it may count from, in time order (one when the text fixes it). */
  | { kind: 'relative'; sentence: number; anchors: readonly number[]; text: string }
  | { kind: 'life-event'; sentence: number; text: string }
  | { kind: 'step'; sentence: number; text: string; value?: number; position: 'number' | 'first' | 'last' }
  /** A sequence connective: 'Then' follows an earlier step; `before`: 'Before you start' gets ready for them. */
  | { kind: 'sequence'; sentence: number; text: string; before?: true }
  /** A causal connective; `inside`: a cause clause or causal verb within the sentence ('… because …'). */
  | { kind: 'connective'; sentence: number; text: string; inside?: boolean }
  | { kind: 'role'; sentence: number; role: ArgumentRole; text?: string }
  | { kind: 'opener'; sentence: number; reason: string }
  /** A stage of an everyday script ('woke up': waking, 'waited for the bus': on the way). */
  | { kind: 'stage'; sentence: number; text: string; script: 'day' | 'meal'; stage: number }
  /** A later reference point the sentence looks back from ('By the time I reached the office'). */
  | { kind: 'looks-back'; sentence: number; text: string; leading: boolean }
  /** `sentence` presupposes what `anchor` asserts: pairs of stems (its word, the anchor's word). */
  | { kind: 'link'; sentence: number; anchor: number; words: Array<[string, string]>; weight: number };

export interface OrderPlan {
  /** Input indices in output order. */
  order: number[];
  notes: CueNote[];
}
