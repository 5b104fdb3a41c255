/**
 * Output shaped for the result card (SPEC 2): chronological, cause-effect and argument-flow output
 * is the input sentences in the new order joined by one space, each with its own terminal
 * punctuation (a sentence without one gets a full stop, so the card's '. ' split finds every
 * boundary); process output is 'Step 1: … Step 2: …', each sentence's own step marker ('Step 2:',
 * 'Second,', '3.', 'Finally,') replaced by the new label and its first letter capitalised.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { trimEndMatching } from '@untangle/text-validation';
import type { Sentence } from './text/document.js';
import { stripStepMarker } from './text/markers.js';
import { capitalise } from './text/tokens.js';

export function formatOutput(
  sentences: readonly Sentence[],
  order: readonly number[],
  type: DetectedLogicType,
): string {
  if (type === 'process') {
    return order
      .map(
        (index, position) => `Step ${position + 1}: ${withTerminal(capitalise(stepCore(sentences[index]!)))}`,
      )
      .join(' ');
  }
  return order.map((index) => withTerminal(sentences[index]!.body)).join(' ');
}

/** The sentence without its list or step marker. */
export function stepCore(sentence: Sentence): string {
  return sentence.step ? stripStepMarker(sentence.text) : sentence.body;
}

export function withTerminal(sentence: string): string {
  const trimmed = sentence.trim();
  return /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimEndMatching(trimmed, /[,;:]/)}.`;
}
