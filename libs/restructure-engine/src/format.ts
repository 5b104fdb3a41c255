/**
 * Output shaped for the result card, in the layout of the input (`text/layout.ts`):
 * - running text: the sentences in the new order joined by one space, each with its own terminal
 *   punctuation (a sentence without one gets a full stop, so the card's '. ' split finds every
 *   boundary);
 * - one sentence per line: one per line again, a numbered list renumbered in the new order in its
 *   own numbering ('1.', '(2)', 'c)', 'iv.'), a bulleted one keeping its bullet, a mixed one
 *   (markers on some lines only, or different ones) each line with its own marker;
 * - paragraphs: the same number of sentences per paragraph as the input, paragraphs separated by
 *   a blank line;
 * - a heading (`Layout.heading`) as written above all of it and a sign-off (`Layout.closing`)
 *   below it, each parted by a blank line or a line break as in the input;
 * - sections (`Layout.sections`: 'Ingredients:' over a list, 'Method:' over steps; or a list under
 *   its lead-in, 'Here is the plan:', with the lines before and after it): each under its heading
 *   as written, its items in their new order in the section's own style.
 * Process output labels every step 'Step 1: … Step 2: …' (a numbered list in its own numbering),
 * each sentence's own step marker ('Step 2:', 'Second,', '3.', 'Finally,') replaced by the new label
 * and its first letter capitalised; a sentence that is only a marker stays as written.
 */
import type { DetectedLogicType } from '@untangle/contracts';
import { trimEndMatching } from '@untangle/text-validation';
import type { Sentence } from './text/document.js';
import type { Layout, ListStyle } from './text/layout.js';
import { asksQuestion } from './text/units.js';
import { isOnlyStepMarker, isTaskMarker, listMarker, numberLabel, stripStepMarker } from './text/markers.js';
import { capitalise } from './text/tokens.js';

const INLINE: Layout = { kind: 'inline', blankLines: false, paragraphSizes: [] };

export function formatOutput(
  sentences: readonly Sentence[],
  order: readonly number[],
  type: DetectedLogicType,
  layout: Layout = INLINE,
): string {
  if (layout.sections) return formatSections(sentences, order, layout);
  const lines = layout.kind === 'lines';
  // A heading stays as written above the rest and a sign-off below it (the orderers' pins keep
  // them in place); the items between are numbered from 1.
  const roles = positionRoles(layout, order);
  const head = roles[0]?.kind === 'heading' ? 1 : 0;
  const last = sentences.length - 1;
  const tail = roles[last]?.kind === 'closing' ? 1 : 0;
  const framed = (k: number) => (k === 0 && head === 1) || (k === last && tail === 1);
  // Steps are relabelled only when every sentence is a step with words of its own: a bare marker
  // ('3.', 'Step 1:') or a marker followed by punctuation ('First,, the') leaves the text's own
  // markers as written, so no label can collide with them.
  // A task list ('- [ ] Paint', '- [x] Buy') keeps every item's own checkbox, and questions and
  // answers ('Q: …', 'A: …') their own labels: neither is relabelled.
  const relabel =
    type === 'process' &&
    sentences.every((sentence, k) => framed(k) || isLabellable(stepCore(sentence))) &&
    !sentences.some(
      (sentence) => isTaskMarker(listMarker(sentence.text)?.text ?? '') || asksQuestion(sentence.text),
    );
  const items = order.slice(head, order.length - tail).map((index, position) => {
    const sentence = sentences[index]!;
    if (relabel) {
      const core = capitalise(stepCore(sentence));
      const label =
        layout.list?.kind === 'numbered'
          ? numberLabel(layout.list.numbering, position + 1)
          : `Step ${position + 1}:`;
      return `${label} ${lines ? core : withTerminal(core)}`;
    }
    return lines ? listItem(sentence, layout.list, position) : withTerminal(sentence.body);
  });
  const blank = lines && layout.blankLines;
  let output = joined(items, layout, head, tail);
  if (head === 1) output = `${sentences[0]!.text}${layout.headingGap || blank ? '\n\n' : '\n'}${output}`;
  const closing = tail === 1 ? layout.closing : undefined;
  if (closing) output = `${output}${closing.gap || blank ? '\n\n' : '\n'}${closing.asWritten}`;
  return output;
}

/**
 * The items in the input's layout; `head` (0 or 1) sentences of the first paragraph stand above
 * them, `tail` (0 or 1) of the last below them.
 */
function joined(items: readonly string[], layout: Layout, head: number, tail: number): string {
  if (layout.kind === 'lines') return items.join(layout.blankLines ? '\n\n' : '\n');
  if (layout.kind === 'paragraphs') {
    const sizes = [...layout.paragraphSizes];
    sizes[0]! -= head;
    sizes[sizes.length - 1]! -= tail;
    const paragraphs: string[] = [];
    let k = 0;
    for (const size of sizes) {
      paragraphs.push(items.slice(k, k + size).join(' '));
      k += size;
    }
    if (k < items.length) paragraphs.push(items.slice(k).join(' '));
    return paragraphs.filter((p) => p.length > 0).join('\n\n');
  }
  return items.join(' ');
}

/**
 * What a position of an order shows: a heading or a sign-off as written, a line around a list, or
 * an item of a list.
 */
export type PositionRole =
  | { kind: 'heading' }
  | { kind: 'closing' }
  /** A line around a list that is none of its items: before its lead-in, or after it. */
  | { kind: 'aside' }
  | { kind: 'item'; place: number };

/**
 * The role of every position of `order` in the input's layout: the heading line where it still
 * stands first, a sign-off where it still stands last, each section's heading at the top of its
 * section; every other position an item, with its 0-based place in its list or section.
 */
export function positionRoles(layout: Layout, order: readonly number[]): PositionRole[] {
  const last = order.length - 1;
  const head = layout.heading === true && order[0] === 0 ? 1 : 0;
  const tail = layout.closing !== undefined && last > head && order[last] === last;
  if (layout.sections) {
    const roles = layout.sections.flatMap(({ start, size, headed }) => {
      const titled = headed && order[start] === start;
      // A greeting kept first opens the lines before the first heading.
      const greeted = start === 0 && head === 1;
      return Array.from({ length: size }, (_, k): PositionRole => {
        if (k === 0 && (titled || greeted)) return { kind: 'heading' };
        if (!headed) return { kind: 'aside' };
        return { kind: 'item', place: titled ? k - 1 : k };
      });
    });
    if (roles.length < order.length) roles.push(tail ? { kind: 'closing' } : { kind: 'item', place: 0 });
    return roles;
  }
  return order.map((_, position): PositionRole => {
    if (position < head) return { kind: 'heading' };
    if (tail && position === last) return { kind: 'closing' };
    return { kind: 'item', place: position - head };
  });
}

/**
 * Sections, each as written in the input: its heading, then its items in their new order — a
 * numbered list renumbered from 1 in its own numbering, a bulleted one keeping its bullet, lines
 * one per line, prose run on. No step labels: a list of ingredients is not a list of steps. The
 * lines before the first heading come first, a greeting kept at their top as written; a sign-off
 * kept last stands below the sections as written.
 */
function formatSections(sentences: readonly Sentence[], order: readonly number[], layout: Layout): string {
  const roles = positionRoles(layout, order);
  const parts = layout.sections!.map((section) => {
    const slots = order.slice(section.start, section.start + section.size);
    const headed = roles[section.start]?.kind === 'heading';
    const items = slots.slice(headed ? 1 : 0).map((index, place) => {
      const sentence = sentences[index]!;
      return section.lines ? listItem(sentence, section.list, place) : withTerminal(sentence.body);
    });
    const body = items.join(section.lines ? '\n' : ' ');
    if (!headed) return body;
    const gap = section.headed ? '\n' : layout.headingGap ? '\n\n' : '\n';
    return body ? `${sentences[slots[0]!]!.text}${gap}${body}` : sentences[slots[0]!]!.text;
  });
  const output = parts
    .map((part, k) => {
      if (k === 0) return part;
      return `${layout.sections![k]!.runsOn ? ' ' : layout.blankLines ? '\n\n' : '\n'}${part}`;
    })
    .join('');
  const last = order.length - 1;
  const sectioned = layout.sections!.reduce((sum, { size }) => sum + size, 0);
  if (sectioned === order.length) return output;
  const closing = layout.closing!;
  return roles[last]?.kind === 'closing'
    ? `${output}${closing.gap ? '\n\n' : '\n'}${closing.asWritten}`
    : `${output}\n${withTerminal(sentences[order[last]!]!.body)}`;
}

/**
 * A sentence as a line of a list at a 0-based place: renumbered in a numbered list's own numbering,
 * with a bulleted list's bullet, with its own marker in a mixed list, bare in plain lines.
 */
function listItem(sentence: Sentence, list: ListStyle | undefined, place: number): string {
  if (list?.kind === 'numbered') return `${numberLabel(list.numbering, place + 1)} ${sentence.body}`;
  if (list?.kind === 'bullet') return `${list.bullet} ${sentence.body}`;
  return list?.kind === 'own' ? sentence.text : sentence.body;
}

function isLabellable(core: string): boolean {
  return (
    /\p{L}/u.test(core) && !isOnlyStepMarker(core) && !/^[\p{P}\p{S}]/u.test(core.replace(/^["'“‘([]/u, 'x'))
  );
}

/** The sentence without its list or step marker. */
export function stepCore(sentence: Sentence): string {
  return sentence.step ? stripStepMarker(sentence.text) : sentence.body;
}

export function withTerminal(sentence: string): string {
  const trimmed = sentence.trim();
  return /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimEndMatching(trimmed, /[,;:]/)}.`;
}
