import type { DetectedLogicType, ProcessTextResponse } from '@untangle/contracts';
import {
  displaySentence,
  formatOrder,
  formattable,
  stepLabel,
  type FormattableText,
} from '@untangle/restructure-engine/format-order';
import { splitProcessSteps, splitSentences } from './result-views';

/** A result as a list of sentences the member can steer. */
export interface ResultSentences {
  /** The sentences, indexed as `order` names them. */
  sentences: readonly string[];
  /** Untangle's order. */
  base: readonly number[];
  /**
   * The input text read as the engine reads it, when its sentences are the answer's: any order of
   * them is then formatted exactly as the engine formats its own (layout, lists, step labels).
   */
  text?: FormattableText;
  /** One per line or running text, for results formatted without the input (`text` absent). */
  lines: boolean;
  /** True when the indices are the engine's input sentences, so pins can name them in a re-run. */
  pinnable: boolean;
}

/**
 * The sentences and order of a result. An answer without a usable `sentences` and `order` (one
 * stored before they existed) falls back to the result card's split of the output, in its order.
 */
export function resultSentences(
  result: Pick<ProcessTextResponse, 'outputText' | 'detectedLogicType' | 'sentences' | 'order'> & {
    inputText?: string;
  },
): ResultSentences {
  const lines = result.outputText.includes('\n');
  if (isPermutation(result.order, result.sentences?.length ?? -1)) {
    const text = readable(result.inputText);
    const same = text !== undefined && sameSentences(text.sentences, result.sentences);
    return {
      sentences: result.sentences,
      base: result.order,
      lines,
      pinnable: true,
      ...(same ? { text } : {}),
    };
  }
  const pieces =
    result.detectedLogicType === 'process'
      ? splitProcessSteps(result.outputText)
      : splitSentences(result.outputText);
  return { sentences: pieces, base: pieces.map((_, index) => index), lines, pinnable: false };
}

/** The text a member takes away: the sentences in `order`, formatted as the result shows them. */
export function steeredText(
  model: Pick<ResultSentences, 'sentences' | 'text' | 'lines'>,
  order: readonly number[],
  type: DetectedLogicType,
): string {
  if (model.text) return formatOrder(model.text, order, type);
  return order
    .map((index, position) => {
      const shown = displaySentence(model.sentences[index]!, type);
      return type === 'process' ? `${stepLabel(position)}: ${shown}` : shown;
    })
    .join(model.lines ? '\n' : ' ');
}

function readable(inputText: string | undefined): FormattableText | undefined {
  if (!inputText) return undefined;
  try {
    return formattable(inputText);
  } catch {
    return undefined;
  }
}

function sameSentences(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((sentence, index) => sentence === b[index]);
}

function isPermutation(order: unknown, length: number): order is number[] {
  if (!Array.isArray(order) || order.length !== length || length <= 0) return false;
  const seen = new Set<number>();
  for (const index of order) {
    if (!Number.isInteger(index) || index < 0 || index >= length || seen.has(index)) return false;
    seen.add(index);
  }
  return true;
}
