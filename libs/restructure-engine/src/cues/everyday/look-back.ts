/**
 * Sentences that look back from a later reference point ('By the time I reached the office, the
 * meeting had started', 'By then …'). Such a sentence reports where a sequence has got to, so it
 * comes late — typically last — and never opens a story or a causal chain.
 */
import type { Sentence } from '../../text/document.js';

export interface LookBack {
  /** The reference point as written ('By the time I reached the office', 'By then'). */
  text: string;
  /** True when it opens the sentence: the whole sentence is seen from that later point. */
  leading: boolean;
}

const LOOK_BACK_LEADING =
  /^(?:(?:and|but|so)\s+)?(by\s+the\s+time\b(?!-)[^,;]{0,120}?(?=,|;|\s+(?:i|we|he|she|they|it|my|his|her|our|their|the)\s+(?:had|was|were|could|would)\b)|by\s+then|by\s+that\s+(?:time|point|stage)|by\s+now)/i;
const LOOK_BACK_INSIDE = /\bby\s+the\s+time\b(?!-)/i;

/** Each sentence is scanned once. */
const LOOK_BACKS = new WeakMap<Sentence, LookBack | null>();

/** Whether a sentence looks back from a later reference point ('By the time I got home, …'). */
export function lookBack(sentence: Sentence): LookBack | undefined {
  let found = LOOK_BACKS.get(sentence);
  if (found === undefined) {
    found = findLookBack(sentence.body);
    LOOK_BACKS.set(sentence, found);
  }
  return found ?? undefined;
}

function findLookBack(body: string): LookBack | null {
  const leading = LOOK_BACK_LEADING.exec(body);
  if (leading) return { text: leading[1]!.trim(), leading: true };
  const inside = LOOK_BACK_INSIDE.exec(body);
  if (inside) {
    const rest = body.slice(inside.index);
    const end = rest.search(/[,;.!?]/);
    const words = (end < 0 ? rest : rest.slice(0, end)).split(/\s+/).slice(0, 8).join(' ');
    return { text: words, leading: false };
  }
  return null;
}
