/**
 * A text in sections: lines that head groups of lines or sentences ('Ingredients:' over a list,
 * 'Method:' over numbered steps, '## Background' over a paragraph). The sections keep their order
 * and every sentence its section; the engine orders the sentences within each section.
 * Cost: O(number of sentences).
 */
import { listStyleOf, type ListStyle } from './list-style.js';
import { listMarker, stepMarker } from './markers.js';
import type { Segment } from './segmenter.js';

export interface Section {
  /** The index of the section's heading sentence; its items follow it up to the next heading. */
  start: number;
  /** How many sentences the section holds, its heading included. */
  size: number;
  /** Whether every item stands on a line of its own (a list) rather than running on (prose). */
  lines: boolean;
  /** For a section of lines: its list style, when its lines open with list markers. */
  list?: ListStyle;
}

/** Words a section heading holds at most ('Ingredients:', 'What you need:', '## Next steps'). */
const SECTION_HEADING_MAX_WORDS = 8;

/**
 * The sections of a text whose first sentence heads a section and which has two headings or more,
 * each with an item under it; undefined otherwise. `opensLine`: whether each sentence opens a line.
 */
export function sectionsOf(
  segments: readonly Segment[],
  opensLine: readonly boolean[],
): Section[] | undefined {
  const n = segments.length;
  const alone = (k: number) => opensLine[k]! && (k === n - 1 || opensLine[k + 1]!);
  const starts: number[] = [];
  for (let k = 0; k < n; k++) if (alone(k) && isSectionHeading(segments[k]!.text)) starts.push(k);
  if (starts[0] !== 0 || starts.length < 2) return undefined;
  const sections: Section[] = [];
  for (const [i, start] of starts.entries()) {
    const end = starts[i + 1] ?? n;
    if (end - start < 2) return undefined;
    const items = segments.slice(start + 1, end);
    const lines = opensLine.slice(start + 1, end).every(Boolean);
    const list = lines ? listStyleOf(items.map((item) => listMarker(item.text))) : undefined;
    sections.push({ start, size: end - start, lines, ...(list ? { list } : {}) });
  }
  return sections;
}

/** A short line ending with a colon, or a Markdown heading, that is neither a list item nor a step. */
function isSectionHeading(text: string): boolean {
  const trimmed = text.trim();
  if (/^#{1,6}\s+\S/.test(trimmed)) return true;
  return (
    trimmed.endsWith(':') &&
    trimmed.split(/\s+/).length <= SECTION_HEADING_MAX_WORDS &&
    listMarker(trimmed) === undefined &&
    stepMarker(trimmed) === undefined
  );
}

/**
 * `order` with every sentence back in its section and each section's heading first in it: the
 * sentences of a section keep their order in `order`. O(n).
 */
export function withinSections(order: readonly number[], sections: readonly Section[] | undefined): number[] {
  if (!sections) return [...order];
  const sectionOf = new Int32Array(order.length);
  for (const [s, { start, size }] of sections.entries()) sectionOf.fill(s, start, start + size);
  const buckets = sections.map(({ start }) => [start]);
  for (const sentence of order) {
    const section = sections[sectionOf[sentence]!]!;
    if (sentence !== section.start) buckets[sectionOf[sentence]!]!.push(sentence);
  }
  return buckets.flat();
}
