import { PRODUCT_NAME } from '@untangle/contracts';

/** Texts of the compare-and-steer controls (what screen readers hear, and the buttons' names). */
export const STEERING_TEXT = {
  compare: 'Compare with original',
  undo: 'Undo',
  redo: 'Redo',
  reset: `Reset to ${PRODUCT_NAME}'s order`,
  rerun: 'Re-run with pins',
  rerunHint: `Pin sentences to keep them in place, then re-run: ${PRODUCT_NAME} orders the rest around them. A re-run counts as a restructure.`,
  save: 'Save order',
  original: 'Original',
  moveHint: 'Alt+Up or Alt+Down moves the sentence; Ctrl+Z undoes, Ctrl+Shift+Z redoes.',
  moved: 'Moved',
} as const;

const SNIPPET_WORDS = 4;

/** The first words of a sentence, as announcements and notes quote it: 'At 8:15 a mechanic…'. */
export function snippet(sentence: string): string {
  // A list item's own line names it; its sub-items on the lines below do not.
  const line = sentence.trim().split('\n')[0]!.trim();
  const words = line.split(/\s+/);
  if (words.length <= SNIPPET_WORDS) return line;
  const start = words.slice(0, SNIPPET_WORDS).join(' ');
  // The last word's closing punctuation goes (a loop: a regular expression would be quadratic).
  let end = start.length;
  while (end > 0 && ',;:.!?'.includes(start[end - 1]!)) end--;
  return `${start.slice(0, end)}…`;
}

const at = (position: number, total: number) => `position ${position + 1} of ${total}`;

export const ANNOUNCE = {
  moved: (sentence: string, position: number, total: number) =>
    `Moved '${snippet(sentence)}' to ${at(position, total)}`,
  undoneMove: (sentence: string, position: number, total: number) =>
    `Undone: '${snippet(sentence)}' is back at ${at(position, total)}`,
  undoneReset: 'Undone: your order is back',
  reset: `Back to ${PRODUCT_NAME}'s order`,
  pinned: (sentence: string, position: number, total: number) =>
    `Pinned '${snippet(sentence)}' at ${at(position, total)}`,
  unpinned: (sentence: string) => `Unpinned '${snippet(sentence)}'`,
  pickedUp: (sentence: string, position: number, total: number) =>
    `Picked up '${snippet(sentence)}' at ${at(position, total)}`,
};

/** At most this many moved sentences are named in the explanation's note; the rest are counted. */
const NOTE_NAMES = 5;

/**
 * The explanation's note on the member's own moves: which sentences they moved by hand and where
 * each is now. Empty when they moved none.
 */
export function handMovedNote(
  sentences: readonly string[],
  order: readonly number[],
  moved: readonly number[],
): string {
  if (moved.length === 0) return '';
  const total = order.length;
  const byPosition = [...moved].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const named = byPosition
    .slice(0, NOTE_NAMES)
    .map(
      (sentence) =>
        `'${snippet(sentences[sentence] ?? '')}' (now ${order.indexOf(sentence) + 1} of ${total})`,
    );
  const rest = moved.length - named.length;
  const list = rest > 0 ? [...named, `${rest} more`] : named;
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  const count = moved.length === 1 ? 'one sentence' : `${moved.length} sentences`;
  return `You moved ${count} by hand: ${joined}.`;
}
