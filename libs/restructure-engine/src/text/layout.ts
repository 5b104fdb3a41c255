/**
 * The layout of the input, so the output keeps it: one sentence per line (a pasted timeline, a
 * numbered or bulleted list), paragraphs separated by blank lines, or running text.
 * Cost: O(length of the text).
 */
import { listMarker, numberingOf, type ListMarker, type Numbering } from './markers.js';
import { segment, type Segment } from './segmenter.js';

export type ListStyle =
  /** Numbered by digits, letters or roman numerals: renumbered in the same numbering in the new order. */
  | { kind: 'numbered'; numbering: Numbering }
  | { kind: 'bullet'; bullet: string }
  /** Some lines carry a marker and some do not, or markers differ: each line keeps its own. */
  | { kind: 'own' };

export interface Layout {
  /** 'lines': every sentence on its own line; 'paragraphs': blank-line separated blocks of sentences. */
  kind: 'inline' | 'lines' | 'paragraphs';
  /** For 'lines': whether the lines were separated by blank lines. */
  blankLines: boolean;
  /** For 'paragraphs': how many sentences each paragraph held, in input order. */
  paragraphSizes: number[];
  /** For 'lines': the list style, when lines open with list markers (the heading's line aside). */
  list?: ListStyle;
  /**
   * For 'lines': the first line is a heading over the rest ('Timeline of the mill:', or a line with
   * no full stop over a list): it stays first, unlabelled, and the list is numbered below it.
   */
  heading?: boolean;
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
  const ownLines = segments.every(
    (s, k) => k === 0 || line[s.start]! > line[Math.max(segments[k - 1]!.end - 1, 0)]!,
  );
  const sizes: number[] = [];
  let last = -1;
  for (const s of segments) {
    const para = paragraph[s.start]!;
    if (para !== last) sizes.push(0);
    sizes[sizes.length - 1]!++;
    last = para;
  }
  const onePerParagraph = sizes.every((size) => size === 1);
  if (ownLines && (sizes.length === 1 || onePerParagraph)) {
    const layout: Layout = { kind: 'lines', blankLines: sizes.length > 1, paragraphSizes: sizes };
    const heading = isHeading(segments);
    if (heading) layout.heading = true;
    const markers = segments.slice(heading ? 1 : 0).map((s) => listMarker(s.text));
    const numbering = listNumbering(markers);
    if (numbering) {
      layout.list = { kind: 'numbered', numbering };
    } else if (
      markers.every(
        (m) => m !== undefined && m.value === undefined && m.text.trim() === markers[0]!.text.trim(),
      )
    ) {
      layout.list = { kind: 'bullet', bullet: markers[0]!.text.trim() };
    } else if (markers.some((m) => m !== undefined)) {
      layout.list = { kind: 'own' };
    }
    return layout;
  }
  if (sizes.length > 1) return { kind: 'paragraphs', blankLines: true, paragraphSizes: sizes };
  return inline;
}

/**
 * The numbering every line's marker shares, from the first marker: digits ('1.' … '12.'), roman
 * numerals ('i)', 'ii)', 'iii)') or single letters ('a.', 'b.', … 'i.': a letter list may reach 'i').
 * Undefined when a line has no numbered marker or the lines are numbered in different ways.
 */
function listNumbering(markers: readonly (ListMarker | undefined)[]): Numbering | undefined {
  if (markers.every((m) => m?.value !== undefined)) return numberingOf(markers[0]!.text);
  const numberings = markers.map((m) => (m ? numberingOf(m.text) : undefined));
  const first = numberings[0];
  if (
    !first ||
    !numberings.every(
      (n) =>
        n !== undefined &&
        n.system !== 'digits' &&
        n.open === first.open &&
        n.close === first.close &&
        n.upper === first.upper,
    )
  )
    return undefined;
  if (numberings.every((n) => n!.system === 'roman')) return { ...first, system: 'roman' };
  const singleLetters = markers.every((m) => /^\(?[A-Za-z][.)]$/.test(m!.text.trim()));
  return singleLetters ? { ...first, system: 'letters' } : undefined;
}

/**
 * Whether the first of at least three lines heads the others: it carries no list marker and ends
 * with a colon ('Timeline of the mill:'), or it has no closing punctuation and every other line
 * opens with a list marker ('Steps\n1. Boil the water\n2. …').
 */
function isHeading(segments: readonly Segment[]): boolean {
  if (segments.length < 3) return false;
  const first = segments[0]!.text.trim();
  if (listMarker(first) !== undefined) return false;
  if (first.endsWith(':')) return true;
  return !/[.!?…"'”’)]$/.test(first) && segments.slice(1).every((s) => listMarker(s.text) !== undefined);
}
