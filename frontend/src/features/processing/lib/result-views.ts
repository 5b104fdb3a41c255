import { ARGUMENT_LABELS, SENTENCE_SPLIT } from '@untangle/contracts';

export type ArgumentLabel = (typeof ARGUMENT_LABELS)[number];
export type CausalLabel = 'CAUSE' | 'EFFECT';

function withFinalPunctuation(sentence: string): string {
  return /[.!?…:;"')\]]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Sentences of a result: split on '. ' (`SENTENCE_SPLIT`), and on line breaks, which the restructured
 * text may use between sentences. The period the split removes is put back.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(SENTENCE_SPLIT))
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map(withFinalPunctuation);
}

/** CAUSE, EFFECT, CAUSE, EFFECT… */
export function causalLabel(index: number): CausalLabel {
  return index % 2 === 0 ? 'CAUSE' : 'EFFECT';
}

/** CLAIM, EVIDENCE, COUNTER, CONCLUSION, and CONCLUSION for every sentence after the fourth. */
export function argumentLabel(index: number): ArgumentLabel {
  return ARGUMENT_LABELS[Math.min(index, ARGUMENT_LABELS.length - 1)]!;
}

// 'Step 3:' anywhere, or '3.' at the start of the text or after whitespace, before more text.
const STEP_MARKER = /(?:^|\s)(?:step\s+\d+\s*:|\d+\.(?=\s))\s*/gi;

/**
 * The steps of a process result: the text between 'Step N:' or 'N.' markers. Text without any
 * marker falls back to its sentences, so it still reads as steps.
 */
export function splitProcessSteps(text: string): string[] {
  if (!new RegExp(STEP_MARKER.source, 'i').test(text)) return splitSentences(text);
  return text
    .split(STEP_MARKER)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
