import type { SentencePin } from '@untangle/contracts';
import type { EngineOutput } from '../engines/engine.js';

/**
 * What is wrong with an answer's `sentences` and `order`, or undefined: the order must name every
 * sentence exactly once and put every pinned sentence at its position. The member's screen is built
 * from these two, so an answer that breaks them is never shown.
 */
export function orderProblem(
  output: Pick<EngineOutput, 'sentences' | 'order'>,
  pins: readonly SentencePin[] = [],
): string | undefined {
  const { sentences, order } = output;
  if (!Array.isArray(sentences) || !Array.isArray(order)) return 'the answer has no sentences or order';
  if (order.length !== sentences.length)
    return `the order names ${order.length} sentences of ${sentences.length}`;
  const seen = new Set<number>();
  for (const index of order) {
    if (!Number.isInteger(index) || index < 0 || index >= sentences.length || seen.has(index))
      return `the order is not a permutation of the ${sentences.length} sentences`;
    seen.add(index);
  }
  const broken = pins.find((pin) => order[pin.position] !== pin.sentence);
  return broken ? `sentence ${broken.sentence} is not at its pinned position ${broken.position}` : undefined;
}
