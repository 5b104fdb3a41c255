/**
 * What the frontend needs to show and take away an order a member steered exactly as the engine
 * formats its own answer: the text of any order of the input's sentences, one sentence as a result
 * view shows it, and a step's label. Pure code with no Node dependency, so the browser runs it.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { formatOutput, withTerminal } from './format.js';
import { analyseInput, type AnalysedInput } from './input.js';
import { listMarker, stepMarker, stripStepMarker } from './text/markers.js';
import { capitalise } from './text/tokens.js';

export { positionRoles, type PositionRole } from './format.js';

/** A text read once, to format any number of orders of its sentences. */
export interface FormattableText {
  /** The engine's sentences of the text, as its answer lists them (what an order indexes). */
  sentences: string[];
  analysed: AnalysedInput;
}

export function formattable(inputText: string): FormattableText {
  const analysed = analyseInput(inputText);
  return { sentences: analysed.sentences.map((sentence) => sentence.text), analysed };
}

/**
 * The text of `order` (indices of the input's sentences) with the input's own layout: the engine's
 * answer for its own order, the member's text for the order they steered.
 */
export function formatOrder(
  text: FormattableText,
  order: readonly number[],
  type: DetectedLogicType,
): string {
  return formatOutput(text.analysed.sentences, order, type, text.analysed.layout);
}

/**
 * One sentence as a result view shows it, without the label its position gives it: its list marker
 * dropped, and in process output its own step marker too.
 */
export function displaySentence(sentence: string, type: DetectedLogicType): string {
  const text = sentence.trim();
  // A list item with sub-items on lines of their own shows them as written, with no full stop added.
  const finish = text.includes('\n') ? (shown: string) => shown : withTerminal;
  if (type === 'process' && stepMarker(text)) return finish(capitalise(stripStepMarker(text)));
  const marker = listMarker(text);
  return finish(marker ? text.slice(marker.text.length).trim() : text);
}

/** The label of the step at a 0-based position in process output. */
export function stepLabel(position: number): string {
  return `Step ${position + 1}`;
}
