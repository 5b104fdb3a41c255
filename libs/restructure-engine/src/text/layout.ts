/**
 * The layout of the input, so the output keeps it: one sentence per line (a pasted timeline, a
 * numbered or bulleted list), paragraphs separated by blank lines, or running text.
 * Cost: O(length of the text).
 */
import { listMarker } from './markers.js';
import { segment, type Segment } from './segmenter.js';

export type ListStyle =
  | { kind: 'numbered'; close: '.' | ')' }
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
  /** For 'lines': the list style, when lines open with list markers. */
  list?: ListStyle;
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
    const markers = segments.map((s) => listMarker(s.text));
    if (markers.every((m) => m?.value !== undefined)) {
      layout.list = { kind: 'numbered', close: markers[0]!.text.trim().endsWith(')') ? ')' : '.' };
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
