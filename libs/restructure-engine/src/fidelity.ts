/**
 * The fidelity check run on every engine's and every model's answer: each input sentence appears in
 * the output exactly once, and nothing else was added.
 *
 * Tolerated: whitespace; list markers ('- ', '3.', 'b)', 'iv.'); step labels ('Step 4:', '2.') added before a
 * sentence; a sentence's own step marker or ordinal ('Step 2:', 'Second,', 'Finally,') removed or
 * kept; a different case of the first letter (after a removed connective); and the sentence's
 * terminal punctuation (a full stop added to a line that had none). Not tolerated: a dropped
 * sentence (`missing`), a sentence given twice (`duplicated`), any other text (`added`), and so a
 * changed word, which shows up as both missing and added.
 */
import { trimEndMatching } from '@untangle/text-validation';
import { analyse } from './text/document.js';
import { stripStepMarker } from './text/markers.js';

export interface FidelityReport {
  /** True when nothing is missing, duplicated or added. */
  ok: boolean;
  /** Input sentences not found in the output (once per missing copy). */
  missing: string[];
  /** Input sentences found more often than the input has them (once per extra copy). */
  duplicated: string[];
  /** Output text that is no input sentence and no step label, marker or punctuation. */
  added: string[];
}

const LABEL_WORDS = new RegExp(
  [
    '\\bstep\\s+(?:\\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\\b(?:\\s+is\\s+to\\b)?',
    '\\b\\d{1,3}(?:st|nd|rd|th)?\\b',
    '\\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(?:ly)?\\b',
    '\\b(?:finally|lastly|last\\s+of\\s+all|first\\s+of\\s+all|to\\s+begin|to\\s+start)\\b',
    '\\b(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)\\b',
    // A lettered list's renumbered marker ('b)', '(c)', 'd.').
    '\\b[a-z][.)](?=\\s|$)',
  ].join('|'),
  'gi',
);

export function checkFidelity(input: string, output: string): FidelityReport {
  const sentences = analyse(input);
  const text = output.replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const consumed = new Uint8Array(text.length);

  interface Group {
    display: string;
    patterns: string[];
    expected: number;
    found: number;
  }
  const groups = new Map<string, Group>();
  for (const sentence of sentences) {
    const full = pattern(sentence.body);
    const core = pattern(stripStepMarker(sentence.text));
    const key = full;
    const group = groups.get(key);
    if (group) group.expected++;
    else {
      const patterns = [...new Set([full, core])]
        .filter((p) => p.length > 0)
        .sort((a, b) => b.length - a.length);
      groups.set(key, { display: sentence.body, patterns, expected: 1, found: 0 });
    }
  }
  // Every (sentence, pattern) pair, longest pattern first and a sentence's full text before another
  // sentence's marker-less core of the same length: a sentence contained in another is then never
  // matched inside it. The first pass fills each sentence up to the copies the input has; the
  // second counts any further copy as a duplicate.
  const candidates = [...groups.values()]
    .flatMap((group) => group.patterns.map((p, rank) => ({ group, p, rank })))
    .sort((a, b) => b.p.length - a.p.length || a.rank - b.rank);
  // A bare number ('1.') is first looked for away from labels and list markers, which repeat numbers.
  for (const pass of ['expected-unlabelled', 'expected', 'extra'] as const) {
    for (const { group, p } of candidates) {
      const needle = p.toLowerCase();
      let from = 0;
      for (let at = lower.indexOf(needle, from); at >= 0; at = lower.indexOf(needle, from)) {
        if (pass !== 'extra' && group.found >= group.expected) break;
        from = at + 1;
        const end = at + needle.length;
        if (
          !isWordBoundary(text, at, end) ||
          !sameButFirstLetter(text.slice(at, end), p) ||
          isConsumed(consumed, at, end) ||
          (pass !== 'expected' && /^\d+$/u.test(p) && isLabelNumber(text, at, end))
        )
          continue;
        consumed.fill(1, at, end);
        group.found++;
        from = end;
      }
    }
  }
  const missing: string[] = [];
  const duplicated: string[] = [];
  for (const group of groups.values()) {
    for (let k = group.found; k < group.expected; k++) missing.push(group.display);
    for (let k = group.expected; k < group.found; k++) duplicated.push(group.display);
  }
  const added: string[] = [];
  let fragment = '';
  const flush = () => {
    const rest = fragment.replace(LABEL_WORDS, ' ').replace(/[^\p{L}\p{N}]+/gu, '');
    if (rest.length > 0) added.push(fragment.trim().replace(/^[^\p{L}\p{N}"“‘'(]+/u, ''));
    fragment = '';
  };
  for (let k = 0; k <= text.length; k++) {
    if (k === text.length || consumed[k]) {
      if (fragment.length > 0) flush();
      continue;
    }
    fragment += text[k];
  }
  return {
    ok: missing.length === 0 && duplicated.length === 0 && added.length === 0,
    missing,
    duplicated,
    added,
  };
}

/**
 * Whether text[at, end) may be the number of a step label or list marker ('Step 2:', '2. ' before
 * words). Used only when counting extra copies: a sentence that is only a number ('1.') is not
 * counted twice because a label or marker repeats its number.
 */
function isLabelNumber(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 8), at);
  const after = text.slice(end, end + 3);
  if (/\bstep\s+$/iu.test(before) && /^\s*:/u.test(after)) return true;
  return /^[.)] +\S/u.test(after);
}

/** A sentence as searched for: whitespace collapsed, terminal punctuation dropped. */
function pattern(sentence: string): string {
  return trimEndMatching(sentence.replace(/\s+/g, ' ').trim(), /[.!?…,;:]/).trim();
}

/**
 * Equal, except that the first letter may differ in case (a label or removed connective before it
 * re-capitalises it), also behind leading punctuation such as an opening quote.
 */
function sameButFirstLetter(found: string, expected: string): boolean {
  const first = expected.search(/[\p{L}\p{N}]/u);
  if (first < 0) return found === expected;
  return (
    found.slice(0, first) === expected.slice(0, first) &&
    found.slice(first + 1) === expected.slice(first + 1) &&
    found.charAt(first).toLowerCase() === expected.charAt(first).toLowerCase()
  );
}

function isWordBoundary(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1]! : ' ';
  const after = end < text.length ? text[end]! : ' ';
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

function isConsumed(consumed: Uint8Array, start: number, end: number): boolean {
  for (let k = start; k < end; k++) if (consumed[k]) return true;
  return false;
}
