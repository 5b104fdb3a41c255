/**
 * The order a model answers, checked on our side. The model sees sentences numbered from 1 (how
 * people and models count; the first position is position 1) while the engine, the pins and the
 * result index from 0: `toModelNumber` and `fromModelNumber` are the only places that convert.
 */
import type { SentencePin } from '@untangle/contracts';

/** A 0-based sentence index or output position as the model reads it. */
export function toModelNumber(index: number): number {
  return index + 1;
}

/** A model's 1-based sentence number or position as a 0-based index. */
export function fromModelNumber(number: number): number {
  return number - 1;
}

/** What is wrong with an answered order, in the model's 1-based numbers (each list capped). */
export interface OrderProblems {
  /** Sentence numbers the order leaves out. */
  missing: number[];
  /** Sentence numbers the order gives more than once. */
  repeated: number[];
  /** Entries that are no sentence number (out of range or not an integer). */
  unknown: string[];
  /** Pins the order breaks, as `{ sentence, position }` in the model's numbers. */
  brokenPins: SentencePin[];
}

export type OrderReading = { ok: true; order: number[] } | { ok: false; problems: OrderProblems };

/** Problems listed per kind, so the feedback to the model stays short. */
const LISTED = 10;

/**
 * Reads the answered order (1-based sentence numbers) as 0-based input indices: it must hold every
 * number from 1 to `count` exactly once and keep every pin. One pass over the answer.
 */
export function readOrder(
  answer: readonly unknown[],
  count: number,
  pins: readonly SentencePin[],
): OrderReading {
  const seen = new Uint8Array(count);
  const order: number[] = [];
  const problems: OrderProblems = { missing: [], repeated: [], unknown: [], brokenPins: [] };
  const note = <T>(list: T[], item: T) => {
    if (list.length < LISTED) list.push(item);
  };
  let unknown = 0;
  let repeated = 0;
  for (const entry of answer) {
    const index = typeof entry === 'number' && Number.isInteger(entry) ? fromModelNumber(entry) : -1;
    if (index < 0 || index >= count) {
      unknown++;
      note(problems.unknown, JSON.stringify(entry).slice(0, 20));
      continue;
    }
    if (seen[index]) {
      repeated++;
      if (seen[index] === 1) note(problems.repeated, entry as number);
      seen[index] = 2;
      continue;
    }
    seen[index] = 1;
    order.push(index);
  }
  let missing = 0;
  for (let index = 0; index < count; index++) {
    if (seen[index]) continue;
    missing++;
    note(problems.missing, toModelNumber(index));
  }
  if (missing === 0 && repeated === 0 && unknown === 0) {
    for (const pin of pins) {
      if (order[pin.position] !== pin.sentence) {
        note(problems.brokenPins, {
          sentence: toModelNumber(pin.sentence),
          position: toModelNumber(pin.position),
        });
      }
    }
    if (problems.brokenPins.length === 0) return { ok: true, order };
  }
  return { ok: false, problems };
}
