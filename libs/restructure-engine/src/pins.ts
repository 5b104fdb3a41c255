/**
 * Pins of a re-run: sentences a member keeps at a place of the output. The pinned sentences take
 * their positions; every other sentence keeps the engine's own relative order and fills the places
 * left, first to last. Works on any engine's order, so the orderers need not know about pins.
 */
import { PRODUCT_NAME, type SentencePin } from '@untangle/contracts';
import { RestructureInputError } from './errors.js';
import type { Layout } from './text/layout.js';
import { withinSections } from './text/sections.js';

export class InvalidPinsError extends RestructureInputError {
  override readonly name = 'InvalidPinsError';

  constructor(message: string) {
    super('INVALID_PINS', message);
  }
}

/** Throws InvalidPinsError unless every pin names a sentence and a position of a text of `count` sentences, each at most once. */
export function checkPins(pins: readonly SentencePin[], count: number): void {
  const sentences = new Set<number>();
  const positions = new Set<number>();
  const range = `the text has ${count} sentence${count === 1 ? '' : 's'} (0 to ${count - 1})`;
  for (const { sentence, position } of pins) {
    if (!Number.isInteger(sentence) || sentence < 0 || sentence >= count)
      throw new InvalidPinsError(`A pin names sentence ${sentence}, but ${range}.`);
    if (!Number.isInteger(position) || position < 0 || position >= count)
      throw new InvalidPinsError(`A pin names position ${position}, but ${range}.`);
    if (sentences.has(sentence)) throw new InvalidPinsError(`Sentence ${sentence} is pinned more than once.`);
    if (positions.has(position))
      throw new InvalidPinsError(`More than one sentence is pinned to position ${position}.`);
    sentences.add(sentence);
    positions.add(position);
  }
}

/** `order` with every pinned sentence at its position and the others, in their order, around them. */
export function applyPins(order: readonly number[], pins: readonly SentencePin[]): number[] {
  if (pins.length === 0) return [...order];
  checkPins(pins, order.length);
  const placed = new Map<number, number>();
  for (const { sentence, position } of pins) placed.set(position, sentence);
  const pinned = new Set(placed.values());
  const rest = order.filter((sentence) => !pinned.has(sentence));
  let next = 0;
  return Array.from(order, (_, position) => placed.get(position) ?? rest[next++]!);
}

/**
 * The pins an order keeps: the member's, a heading line's place at the top (`Layout.heading`) and
 * a sign-off's at the bottom (`Layout.closing`), each unless the member pinned that line or that
 * place themselves. `count`: how many sentences the text has.
 */
export function withLayoutPins(pins: readonly SentencePin[], layout: Layout, count: number): SentencePin[] {
  const free = (k: number) => !pins.some(({ sentence, position }) => sentence === k || position === k);
  const kept = [...pins];
  if (layout.heading === true && free(0)) kept.push({ sentence: 0, position: 0 });
  const last = count - 1;
  if (layout.closing !== undefined && last > 0 && free(last)) kept.push({ sentence: last, position: last });
  return kept;
}

/**
 * The order a text is given back in: the orderer's `order` with every sentence back in its
 * section (`Layout.sections`), then the layout's pins and the member's (`withLayoutPins`).
 */
export function orderAsLaidOut(
  order: readonly number[],
  pins: readonly SentencePin[],
  layout: Layout,
): number[] {
  return applyPins(withinSections(order, layout.sections), withLayoutPins(pins, layout, order.length));
}

/** The explanation's sentence about the pins of a re-run. */
export function pinsNote(pins: readonly SentencePin[]): string {
  if (pins.length === 0) return '';
  const count = pins.length === 1 ? 'One sentence stays' : `${pins.length} sentences stay`;
  return `${count} where you pinned ${pins.length === 1 ? 'it' : 'them'}; the others keep ${PRODUCT_NAME}'s order around ${pins.length === 1 ? 'it' : 'them'}.`;
}
