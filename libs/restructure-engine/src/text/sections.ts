/**
 * A text in sections: lines that head groups of lines or sentences ('Ingredients:' over a list,
 * 'Method:' over numbered steps, '## Background' over a paragraph), perhaps after opening lines
 * that introduce them ('We have a busy week. Here is the plan:' over a list). The sections keep
 * their order and every sentence its section; the engine orders the sentences within each section.
 * Cost: O(number of sentences).
 */
import { listStyleOf, type ListStyle } from './list-style.js';
import { listMarker, stepMarker } from './markers.js';
import type { Segment } from './segmenter.js';

export interface Section {
  /** The index of the section's first sentence (its heading, when it has one). */
  start: number;
  /** How many sentences the section holds, its heading included. */
  size: number;
  /** Whether its first sentence heads it: only lines before a heading or after a list have none. */
  headed: boolean;
  /** Whether every item stands on a line of its own (a list) rather than running on (prose). */
  lines: boolean;
  /** For a section of lines: its list style, when its lines open with list markers. */
  list?: ListStyle;
  /** The heading ends the opening lines' own line ('We have a busy week. Here is the plan:'). */
  runsOn?: boolean;
}

/** Words a section heading holds at most ('Ingredients:', 'What you need:', '## Next steps'). */
const SECTION_HEADING_MAX_WORDS = 8;

/**
 * The sections of the first `count` sentences (a sign-off after them stands apart), or undefined
 * when the text is not in sections. `opensLine`: whether each sentence opens a line.
 * - Headed from the first line: the first sentence heads a section and there are two headings or
 *   more, each with an item under it ('Ingredients:' … 'Method:' …).
 * - Lists after opening lines: every heading ('Here is the plan:') stands over a list of two marked
 *   lines or more, and is perhaps followed by lines of its own ('Let me know if that works.'); the
 *   opening lines, and the lines after a list, are sections without a heading.
 */
export function sectionsOf(
  segments: readonly Segment[],
  opensLine: readonly boolean[],
  count = segments.length,
): Section[] | undefined {
  const endsLine = (k: number) => k === count - 1 || opensLine[k + 1]!;
  const starts: number[] = [];
  for (let k = 0; k < count; k++) if (endsLine(k) && isSectionHeading(segments[k]!.text)) starts.push(k);
  if (starts.length === 0) return undefined;
  return starts[0] === 0
    ? headedSections(segments, opensLine, starts, count)
    : listsAfterOpening(segments, opensLine, starts, count);
}

function headedSections(
  segments: readonly Segment[],
  opensLine: readonly boolean[],
  starts: readonly number[],
  count: number,
): Section[] | undefined {
  if (starts.length < 2 || starts.some((k) => !opensLine[k])) return undefined;
  const sections: Section[] = [];
  for (const [i, start] of starts.entries()) {
    const end = starts[i + 1] ?? count;
    if (end - start < 2) return undefined;
    sections.push(section(segments, opensLine, start, end, true));
  }
  return sections;
}

function listsAfterOpening(
  segments: readonly Segment[],
  opensLine: readonly boolean[],
  starts: readonly number[],
  count: number,
): Section[] | undefined {
  // Only the first heading may share its line with the opening lines before it.
  if (starts.some((k, i) => i > 0 && !opensLine[k])) return undefined;
  const marked = (k: number) => opensLine[k]! && listMarker(segments[k]!.text) !== undefined;
  const sections: Section[] = [section(segments, opensLine, 0, starts[0]!, false)];
  for (const [i, start] of starts.entries()) {
    const next = starts[i + 1] ?? count;
    let end = start + 1;
    while (end < next && marked(end)) end++;
    if (end - start < 3) return undefined;
    sections.push({
      ...section(segments, opensLine, start, end, true),
      ...(opensLine[start] ? {} : { runsOn: true }),
    });
    if (end < next) sections.push(section(segments, opensLine, end, next, false));
  }
  return sections;
}

function section(
  segments: readonly Segment[],
  opensLine: readonly boolean[],
  start: number,
  end: number,
  headed: boolean,
): Section {
  const first = headed ? start + 1 : start;
  const items = segments.slice(first, end);
  const lines = opensLine.slice(first, end).every(Boolean);
  const list = lines ? listStyleOf(items.map((item) => listMarker(item.text))) : undefined;
  return { start, size: end - start, headed, lines, ...(list ? { list } : {}) };
}

/**
 * A short line ending with a colon or all in bold, or a Markdown heading, that is neither a list
 * item nor a step.
 */
function isSectionHeading(text: string): boolean {
  const trimmed = text.trim();
  if (/^#{1,6}\s+\S/.test(trimmed)) return true;
  if (trimmed.split(/\s+/).length > SECTION_HEADING_MAX_WORDS) return false;
  // A short line all in bold, as chat apps and word processors paste a heading ('**Background**').
  if (/^(\*\*|__)[^*_\n]+\1:?$/.test(trimmed)) return stepMarker(trimmed) === undefined;
  return trimmed.endsWith(':') && listMarker(trimmed) === undefined && stepMarker(trimmed) === undefined;
}

/**
 * `order` with every sentence back in its section and each section's heading first in it: the
 * sentences of a section keep their order in `order`, and those after the sections (a sign-off)
 * follow them. O(n).
 */
export function withinSections(order: readonly number[], sections: readonly Section[] | undefined): number[] {
  if (!sections) return [...order];
  const sectionOf = new Int32Array(order.length).fill(sections.length);
  for (const [s, { start, size }] of sections.entries()) sectionOf.fill(s, start, start + size);
  const buckets: number[][] = sections.map(({ start, headed }) => (headed ? [start] : []));
  buckets.push([]);
  for (const sentence of order) {
    const s = sectionOf[sentence]!;
    const section = sections[s];
    if (!section?.headed || sentence !== section.start) buckets[s]!.push(sentence);
  }
  return buckets.flat();
}
