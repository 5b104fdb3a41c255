/**
 * The layout of the input, so the output keeps it: one sentence per line (a pasted timeline, a
 * numbered or bulleted list), paragraphs separated by blank lines, sections under headings of
 * their own, or running text.
 * Cost: O(length of the text).
 */
import { isNote } from './units.js';
import { listStyleOf, type ListStyle } from './list-style.js';
import { listMarker } from './markers.js';
import { isSalutation, signsOff } from './letter.js';
import { sectionsOf, type Section } from './sections.js';
import { segment, type Segment } from './segmenter.js';

export type { ListStyle } from './list-style.js';

export interface Layout {
  /**
   * 'lines': every sentence on its own line; 'paragraphs': blank-line separated blocks of
   * sentences; 'sections': groups under headings of their own (`sections`).
   */
  kind: 'inline' | 'lines' | 'paragraphs' | 'sections';
  /** For 'lines': whether blank lines parted the lines; for 'sections': whether they parted the sections. */
  blankLines: boolean;
  /** For 'paragraphs': how many sentences each paragraph held, in input order. */
  paragraphSizes: number[];
  /** For 'lines': the list style, when lines open with list markers (the heading's line aside). */
  list?: ListStyle;
  /**
   * The first line is a heading over the rest ('Timeline of the mill:', a title with no full stop
   * over punctuated sentences, a line with no full stop over a list; in sections, a greeting over
   * the lines before the first heading): it stays first, as written and unlabelled, and a list
   * below it is numbered from 1.
   */
  heading?: boolean;
  /** With a heading: whether a blank line parts it from the rest (a single line break if not). */
  headingGap?: boolean;
  /**
   * The last line signs off ('Thanks,\nAnna', 'Kind regards'): it stays last, unlabelled and as
   * written, its line breaks kept, as a letter's greeting ('Dear team,') stays first as its heading.
   */
  closing?: { asWritten: string; gap: boolean };
  /** For 'sections': the sections, in input order; every sentence stays in its own. */
  sections?: Section[];
}

/** `segments`: the text's segmentation, when the caller has it already (offsets as `segment` gives). */
export function layoutOf(input: string, segments: readonly Segment[] = segment(input)): Layout {
  const text = input.replace(/\r\n?/g, '\n');
  const inline: Layout = { kind: 'inline', blankLines: false, paragraphSizes: [segments.length] };
  if (segments.length < 2) return inline;
  // Line and paragraph number of every offset, in one pass.
  const line = new Uint32Array(text.length + 1);
  const paragraph = new Uint32Array(text.length + 1);
  let l = 0;
  let p = 0;
  for (let k = 0; k < text.length; k++) {
    line[k] = l;
    paragraph[k] = p;
    if (text[k] === '\n') {
      l++;
      // A blank line (only whitespace up to the next line break) starts a new paragraph.
      let m = k + 1;
      while (m < text.length && (text[m] === ' ' || text[m] === '\t')) m++;
      if (text[m] === '\n') p++;
    }
  }
  line[text.length] = l;
  paragraph[text.length] = p;
  // Whether each sentence opens a line: the first always, any other when the one before ends on an earlier line.
  const opensLine = segments.map(
    (s, k) => k === 0 || line[s.start]! > line[Math.max(segments[k - 1]!.end - 1, 0)]!,
  );
  const ownLines = opensLine.every(Boolean);
  const sizes: number[] = [];
  let last = -1;
  for (const s of segments) {
    const para = paragraph[s.start]!;
    if (para !== last) sizes.push(0);
    sizes[sizes.length - 1]!++;
    last = para;
  }
  const heading = isHeading(segments, opensLine);
  const closing = isClosing(segments, opensLine, heading);
  const final = segments.at(-1)!;
  const signOff = text.slice(final.start, final.end);
  const sections = sectionsOf(segments, opensLine, closing ? segments.length - 1 : segments.length);
  if (sections) {
    const parted = sections.every(
      ({ start }) =>
        start === 0 || paragraph[segments[start]!.start]! > paragraph[segments[start - 1]!.end - 1]!,
    );
    const layout: Layout = { kind: 'sections', blankLines: parted, paragraphSizes: sizes, sections };
    // A greeting opening the lines before the first heading stays first, as a letter's heading.
    if (!sections[0]!.headed && isSalutation(segments[0]!.text.trim()) && opensLine[1]) {
      layout.heading = true;
      layout.headingGap = sizes[0] === 1;
    }
    if (closing) {
      const gap = sizes.at(-1) === 1 && sizes.length > 1;
      layout.closing = { asWritten: signOff, gap };
    }
    return layout;
  }
  // A heading or a sign-off on a paragraph of its own frames the rest ('# Steps', '', '- …', '- …').
  const headAlone = heading && sizes[0] === 1;
  const tailAlone = closing && sizes.at(-1) === 1 && sizes.length > (headAlone ? 2 : 1);
  const inner = sizes.slice(headAlone ? 1 : 0, tailAlone ? -1 : undefined);
  const frame: Partial<Layout> = {
    ...(heading ? { heading: true, headingGap: headAlone } : {}),
    ...(closing ? { closing: { asWritten: signOff, gap: tailAlone } } : {}),
  };
  if (ownLines && (inner.length === 1 || inner.every((size) => size === 1))) {
    const blankLines = inner.length > 1;
    const layout: Layout = { kind: 'lines', blankLines, paragraphSizes: sizes, ...frame };
    if (blankLines && heading) layout.headingGap = true;
    if (blankLines && layout.closing) layout.closing.gap = true;
    const markers = segments.slice(heading ? 1 : 0, closing ? -1 : undefined).map((s) => listMarker(s.text));
    const list = listStyleOf(markers);
    if (list) layout.list = list;
    return layout;
  }
  const prose: Layout =
    sizes.length > 1 ? { kind: 'paragraphs', blankLines: true, paragraphSizes: sizes } : inline;
  return { ...prose, ...frame };
}

/** Words a heading holds at most: a title, not a sentence that lost its full stop. */
const HEADING_MAX_WORDS = 15;

/**
 * Whether the first of at least three sentences is a heading over the others. It stands on a line
 * of its own and carries no list marker, and it either ends with a colon ('Timeline of the mill:')
 * or is a short line with no closing punctuation ('# How to repot a plant') over a list, or over
 * sentences that all end with theirs, or is a note over a list ('Tip: use a sharp knife.'). Lines
 * that all lack a full stop are a list, not a heading and its items.
 */
function isHeading(segments: readonly Segment[], opensLine: readonly boolean[]): boolean {
  if (segments.length < 3 || !opensLine[1]) return false;
  const text = segments[0]!.text.trim();
  if (listMarker(text) !== undefined) return false;
  if (text.endsWith(':') || isSalutation(text)) return true;
  const rest = segments.slice(1);
  const overList = rest.every((s) => listMarker(s.text) !== undefined);
  // A note over a list ('Tip: use a sharp knife.' over numbered steps) prefaces it.
  if (isNote(text) && overList) return true;
  if (/[.!?…"'”’),;]$/.test(text) || text.split(/\s+/).length > HEADING_MAX_WORDS) return false;
  return overList || rest.every((s) => /[.!?…]["'”’)\]]*$/.test(s.text.trim()));
}

/**
 * Whether the last of at least three sentences (a heading aside) signs the text off: it opens a
 * line of its own after the rest and is a letter's sign-off, perhaps with the name under it.
 */
function isClosing(segments: readonly Segment[], opensLine: readonly boolean[], heading: boolean): boolean {
  if (segments.length < (heading ? 4 : 3) || !opensLine.at(-1)) return false;
  return signsOff(segments.at(-1)!.text.trim());
}
