/**
 * The units a text is ordered in, where one sentence is not one unit:
 * - A list item, however many sentences it holds: a line that opens with a list marker, the rest
 *   of that line, and every line under it indented deeper (a nested list, an indented
 *   continuation) — '1. Paint the walls. Use a roller.', '- Paint the walls' over '  - use a
 *   roller'. Items are read only where two lines or more open with a marker at the list's own
 *   indentation (the least of every marked line's).
 * - A question with the answer under it ('Q: How do I reset it?' over 'A: Hold the button.').
 * - A sentence or item with the note that follows it in its paragraph ('Bake for 20 minutes.
 *   Note: ovens vary.'): a note comments on what stands before it.
 * Ordered, pinned, labelled and checked as one, a unit keeps its parts with it. Inside a unit a
 * deeper line that opens with a marker, an answer and a note on a line of its own keep their own
 * lines (a marker its indentation relative to the item's); any other line runs on after a space, as
 * a wrapped line does everywhere else.
 * Cost: O(length of the text + number of segments): each line is read once for its unit.
 */
import { listMarker } from './markers.js';
import type { Segment } from './segmenter.js';

interface Item {
  start: number;
  end: number;
  indent: number;
  /** The item's first line: lines[firstLine]. */
  firstLine: number;
}

interface Line {
  start: number;
  end: number;
  /** Leading spaces and tabs. */
  indent: number;
  blank: boolean;
  marked: boolean;
  /** Opens with 'Q:' or 'Question:' (and so on), or with 'A:' or 'Answer:'. */
  asks: boolean;
  answers: boolean;
}

const QUESTION = /^[ \t]*(?:q|question)\s*[:.)]\s/i;
const ANSWER = /^[ \t]*(?:a|answer)\s*[:.)]\s/i;

/** Whether a line opens a question of a question-and-answer text ('Q: How do I reset it?'). */
export function asksQuestion(text: string): boolean {
  return QUESTION.test(text);
}

/** A note, tip or warning ('Note: keep stirring.', 'Tip - use a sharp knife.'). */
const NOTE = /^(?:note|nb|n\.b\.|tip|hint|warning|caution|important|reminder)\s*[:\-–—]\s/i;

/** Whether a sentence opens with a note's label: it comments on what stands before it. */
export function isNote(text: string): boolean {
  return NOTE.test(text);
}

/**
 * `segments` as units: each list item's segments merged into one (`groupListItems`), then each note
 * joined to the sentence or item before it in the same paragraph, on its own line if it had one.
 */
export function groupUnits(text: string, segments: Segment[]): Segment[] {
  return attachNotes(text, groupListItems(text, segments));
}

function attachNotes(text: string, segments: Segment[]): Segment[] {
  const units: Segment[] = [];
  for (const segment of segments) {
    const before = units.at(-1);
    const gap = before ? text.slice(before.end, segment.start) : '';
    if (before && isNote(segment.text) && !/\n[ \t]*\n/.test(gap)) {
      const joint = gap.includes('\n') ? '\n' : ' ';
      units[units.length - 1] = {
        text: `${before.text}${joint}${segment.text}`,
        start: before.start,
        end: segment.end,
      };
    } else units.push(segment);
  }
  return units.length === segments.length ? segments : units;
}

/** `segments` with the segments of each list item merged into one; the same array when none is. */
function groupListItems(text: string, segments: Segment[]): Segment[] {
  if (segments.length < 2) return segments;
  const lines = linesOf(text);
  const marked = lines.filter((line) => line.marked);
  // The list's own indentation: the least of every marked line's.
  const listItems = marked.length < 2 ? [] : itemSpans(lines, Math.min(...marked.map((line) => line.indent)));
  const items = [...(listItems.length < 2 ? [] : listItems), ...answeredQuestions(lines)].sort(
    (a, b) => a.start - b.start,
  );
  if (items.length === 0) return segments;
  const grouped: Segment[] = [];
  let k = 0;
  for (const item of items) {
    while (k < segments.length && segments[k]!.start < item.start) grouped.push(segments[k++]!);
    const first = k;
    while (k < segments.length && segments[k]!.start < item.end) k++;
    if (k - first < 2) {
      grouped.push(...segments.slice(first, k));
      continue;
    }
    const start = segments[first]!.start;
    const end = Math.max(...segments.slice(first, k).map((s) => s.end));
    grouped.push({ text: itemText(text, lines, item, start, end), start, end });
  }
  grouped.push(...segments.slice(k));
  return grouped.length === segments.length ? segments : grouped;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const content of text.split('\n')) {
    const indent = content.length - content.replace(/^[ \t]+/, '').length;
    const blank = content.trim().length === 0;
    lines.push({
      start: offset,
      end: offset + content.length,
      indent,
      blank,
      marked: !blank && listMarker(content) !== undefined,
      asks: asksQuestion(content),
      answers: ANSWER.test(content),
    });
    offset += content.length + 1;
  }
  return lines;
}

/** Each item's span: its marked line at the top indentation and the deeper lines under it. */
function itemSpans(lines: readonly Line[], top: number): Item[] {
  const items: Item[] = [];
  let open: Item | undefined;
  lines.forEach((line, k) => {
    if (line.blank) return;
    if (open && line.indent > top) {
      open.end = line.end;
      return;
    }
    open = undefined;
    if (line.marked && line.indent === top) {
      open = {
        start: line.start + line.indent,
        end: line.end,
        indent: line.indent,
        firstLine: k,
      };
      items.push(open);
    }
  });
  return items;
}

/** Each question with the answer on the next line: up to the next question, blank line or list item. */
function answeredQuestions(lines: readonly Line[]): Item[] {
  const items: Item[] = [];
  for (let k = 0; k + 1 < lines.length; k++) {
    if (!lines[k]!.asks || !lines[k + 1]!.answers) continue;
    let last = k + 1;
    while (last + 1 < lines.length) {
      const next = lines[last + 1]!;
      if (next.blank || next.asks || next.answers || next.marked) break;
      last++;
    }
    const line = lines[k]!;
    items.push({ start: line.start + line.indent, end: lines[last]!.end, indent: line.indent, firstLine: k });
    k = last;
  }
  return items;
}

/**
 * The item as one segment's text: its first line trimmed; each deeper line that opens with a marker
 * on a line of its own, indented as written relative to the item; any other line run on.
 */
function itemText(text: string, lines: readonly Line[], item: Item, start: number, end: number): string {
  let out = '';
  // A segment of the item's last line may run on past it onto a wrapped line: up to `end`.
  for (let k = item.firstLine; k < lines.length && lines[k]!.start < end; k++) {
    const line = lines[k]!;
    if (line.end <= start || line.blank) continue;
    const content = text.slice(Math.max(line.start, start), Math.min(line.end, end));
    if (out === '') out = content.trim();
    else if (line.marked) out += `\n${content.slice(Math.min(item.indent, line.indent)).trimEnd()}`;
    else if (line.answers) out += `\n${content.trim()}`;
    else out += ` ${content.trim()}`;
  }
  return out;
}
