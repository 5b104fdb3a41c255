/**
 * The explanation: two to five sentences that name the cues the order actually rests on — the dates
 * that set a timeline, the relative expression resolved against its event, the step markers, the
 * connectives that mark effects, the argument markers, and the words that tie an unmarked sentence
 * to the one it follows. No generic filler: every sentence quotes the text.
 */
import { LOGIC_TYPE_LABELS, type DetectedLogicType, type LogicType } from '@untangle/contracts';
import { trimEndMatching } from '@untangle/text-validation';
import type { Coherence } from './cues/coherence/index.js';
import { stageLabel } from './cues/everyday/index.js';
import type { Detection } from './detect.js';
import type { Sentence } from './text/document.js';
import type { Section } from './text/sections.js';
import type { CueNote } from './types.js';

export interface ExplainInput {
  requested: LogicType;
  type: DetectedLogicType;
  /** Present under auto-detect only. */
  detection?: Detection;
  sentences: readonly Sentence[];
  order: readonly number[];
  notes: readonly CueNote[];
  coherence: Coherence;
  /** The text's sections (`Layout.sections`), each ordered within itself. */
  sections?: readonly Section[];
}

export function explain(input: ExplainInput): string {
  if (input.sentences.length === 1) return singleSentence(input.type);
  const parts: string[] = [opening(input)];
  if (input.sections) parts.push(sectionsNote(input.sentences, input.sections));
  switch (input.type) {
    case 'chronological':
      parts.push(...chronological(input));
      break;
    case 'process':
      parts.push(...process(input));
      break;
    case 'cause-effect':
      parts.push(...causeEffect(input));
      break;
    case 'argument-flow':
      parts.push(...argument(input));
      break;
  }
  if (parts.length < 3) {
    const link = strongestLinks(input, 2 - (parts.length - 1) + 1);
    parts.push(...link);
  }
  if (parts.length < 2) parts.push(movedSentence(input));
  return [...new Set(parts)]
    .filter((p) => p.length > 0)
    .slice(0, 5)
    .join(' ');
}

/** What sections do to the order: they keep their place, and each is ordered within itself. */
function sectionsNote(sentences: readonly Sentence[], sections: readonly Section[]): string {
  const headings = sections
    .filter(({ headed }) => headed)
    .map(({ start }) => q(headingWords(sentences[start]!.text)));
  if (sections[0]!.headed)
    return `The sections ${list(headings)} keep their place and their sentences; each is ordered within itself.`;
  return headings.length === 1
    ? `The list under ${headings[0]} stays below the lines that introduce it, and its items are ordered within it.`
    : `The lists under ${list(headings)} stay in place below the lines that introduce them; each is ordered within itself.`;
}

/** A heading's words, without its Markdown ('## Plan', '**Plan**') or its colon. */
function headingWords(text: string): string {
  return trimEndMatching(
    text
      .trim()
      .replace(/^#+\s*/, '')
      .replace(/^(\*\*|__)(.*)\1(:?)$/, '$2$3'),
    /[:]/,
  );
}

/** A text of one sentence has no order to explain: say so, and what more text would get. */
function singleSentence(type: DetectedLogicType): string {
  return `The text is a single sentence, so there was nothing to reorder. Add the sentences around it to have them ordered as ${LOGIC_TYPE_LABELS[type]}.`;
}

function opening({ requested, type, detection, sentences }: ExplainInput): string {
  const label = LOGIC_TYPE_LABELS[type];
  const count = `${sentences.length} sentence${sentences.length === 1 ? '' : 's'}`;
  if (requested !== 'auto-detect' || !detection)
    return `The ${count} were ordered as ${label}, as requested.`;
  if (detection.evidence.length > 0) {
    return `Detected ${label} from cues such as ${list(detection.evidence.map(q))}, then ordered the ${count}.`;
  }
  return `Detected ${label}: no date, step number, connective or argument marker decides between the ${count}, so their order rests on how each sentence builds on another.`;
}

function chronological(input: ExplainInput): string[] {
  const { notes, order, sentences } = input;
  const out: string[] = [];
  const position = positions(order);
  const dated = notes
    .filter((n) => n.kind === 'date')
    .sort((a, b) => position[a.sentence]! - position[b.sentence]!);
  if (dated.length >= 2) {
    const texts = dated.map((d) => q((d as { text: string }).text));
    const shown = texts.length > 5 ? [...texts.slice(0, 3), '…', texts[texts.length - 1]!] : texts;
    out.push(`The dates and times set the order: ${shown[0]} comes first, then ${list(shown.slice(1))}.`);
  } else if (dated.length === 1) {
    const staged = notes.some((n) => n.kind === 'stage' || n.kind === 'looks-back');
    out.push(
      `Only one sentence carries a time cue (${q((dated[0] as { text: string }).text)})${staged ? '.' : '; the others are placed by how they connect to it.'}`,
    );
  }
  for (const note of notes) {
    if (note.kind !== 'relative' || out.length >= 3) continue;
    // Said only where the order keeps it: the sentence on the side of its anchor the time names;
    // counting forward, from the latest (in time) of its anchors placed before it.
    const before = /earlier|before|previous/i.test(note.text);
    const at = position[note.sentence]!;
    const from = before
      ? note.anchors.find((a) => position[a]! > at)
      : note.anchors.findLast((a) => position[a]! < at);
    if (from === undefined) continue;
    const anchor = notes.find((n) => n.kind === 'date' && n.sentence === from) as
      { text: string } | undefined;
    const anchorText = anchor ? `the sentence dated ${q(anchor.text)}` : snippet(sentences[from]!);
    out.push(
      `${capitalQ(note.text)} counts from ${anchorText}, so its sentence is placed ${before ? 'before' : 'after'} that one.`,
    );
  }
  const life = notes.filter((n) => n.kind === 'life-event');
  if (life.length > 0 && out.length < 3) {
    out.push(
      `Life events order the rest: ${list(life.map((n) => q((n as { text: string }).text)))} ${life.length === 1 ? 'fixes its sentence' : 'fix their sentences'} at the start or the end.`,
    );
  }
  out.push(...everyday(input));
  const undated = order.filter(
    (i) => !notes.some((n) => (n.kind === 'date' || n.kind === 'relative') && n.sentence === i),
  );
  if (undated.length > 0 && out.length < 3) {
    out.push(...strongestLinks(input, 1, new Set(undated)));
  }
  return out;
}

function process(input: ExplainInput): string[] {
  const { notes, order, sentences } = input;
  const position = positions(order);
  const out: string[] = [];
  const steps = notes
    .filter((n): n is Extract<CueNote, { kind: 'step' }> => n.kind === 'step')
    .sort((a, b) => position[a.sentence]! - position[b.sentence]!);
  if (steps.length > 0) {
    const markers = steps.map((n) => q(trimEndMatching(n.text, /[\s,:.\-–—]/)));
    // In place only where the order keeps them so (a member's pin may not): the numbers rising, a
    // 'First' step after nothing but getting ready, a 'Finally' step after every other.
    const ready = notes.filter((n) => n.kind === 'sequence' && n.before).length;
    const closing = steps.filter((n) => n.position === 'last').length;
    const values = steps.map((n) => (n.position === 'last' ? Number.POSITIVE_INFINITY : (n.value ?? 0)));
    const inPlace =
      values.every((value, k) => k === 0 || value >= values[k - 1]!) &&
      steps.every((n) => {
        if (n.position === 'first') return position[n.sentence]! <= ready;
        if (n.position === 'last') return position[n.sentence]! >= order.length - closing;
        return true;
      });
    out.push(
      inPlace
        ? `The step markers ${list(markers)} fixed ${steps.length === 1 ? 'its sentence' : 'their sentences'} in place and were numbered afresh in the new order.`
        : `The step markers ${list(markers)} were numbered afresh in the order given back.`,
    );
    const unmarked = order.filter((i) => !steps.some((n) => n.sentence === i));
    if (inPlace && unmarked.length > 0 && unmarked.length <= 3) {
      const where = unmarked.map((i) => `${snippet(sentences[i]!)} (Step ${position[i]! + 1})`);
      out.push(
        `${capitalFirst(list(where))} ${unmarked.length === 1 ? 'has' : 'have'} no number and ${unmarked.length === 1 ? 'takes' : 'take'} the place left between the numbered steps.`,
      );
    }
  }
  const sequence = notes.filter((n) => n.kind === 'sequence');
  const following = sequence.filter((n) => !n.before);
  const getReady = sequence.filter((n) => n.before);
  const firstOther = Math.min(
    ...order.filter((i) => !getReady.some((n) => n.sentence === i)).map((i) => position[i]!),
  );
  if (getReady.length > 0 && getReady.every((n) => position[n.sentence]! < firstOther)) {
    out.push(
      `${capitalFirst(list(getReady.slice(0, 4).map((n) => q(n.text))))} ${getReady.length === 1 ? 'marks' : 'mark'} getting ready, which comes before the steps.`,
    );
  }
  if (following.length > 0 && following.every((n) => position[n.sentence]! > 0)) {
    out.push(
      `${capitalFirst(list(following.slice(0, 4).map((n) => q(n.text))))} ${following.length === 1 ? 'marks a step' : 'mark steps'} that must follow an earlier one, so ${following.length === 1 ? 'it does not open' : 'none of them opens'} the list.`,
    );
  }
  if (out.length < 3) out.push(...strongestLinks(input, 3 - out.length));
  return out;
}

function causeEffect(input: ExplainInput): string[] {
  const { notes, order, sentences, coherence } = input;
  const out: string[] = [];
  const root = order[0]!;
  const start = notes.find(
    (n): n is Extract<CueNote, { kind: 'stage' }> =>
      n.kind === 'stage' && n.sentence === root && n.script === 'day' && n.stage <= 0,
  );
  // Only a sentence with no backward reference of any kind is said to refer back to nothing.
  const refersBack =
    coherence.dependent[root]! > 0 ||
    notes.some((n) => (n.kind === 'looks-back' || n.kind === 'relative') && n.sentence === root);
  out.push(
    `${capitalFirst(snippet(sentences[root]!))} opens the chain as the root cause${
      start
        ? `: ${q(start.text)} starts the day`
        : refersBack
          ? ''
          : ': it refers back to nothing else in the text'
    }.`,
  );
  const connectives = notes.filter(
    (n): n is Extract<CueNote, { kind: 'connective' }> => n.kind === 'connective',
  );
  // Only a connective of a sentence that follows another places it after an earlier event; in the
  // root (or inside a sentence) it ties a cause to its effect within that sentence.
  const marking = connectives.filter((n) => !n.inside && n.sentence !== root);
  const own = connectives.filter((n) => n.inside || n.sentence === root);
  if (marking.length > 0) {
    const words = [...new Set(marking.map((n) => n.text.toLowerCase()))];
    out.push(
      `The connectives ${list(words.slice(0, 4).map(q))} mark what follows from what, so each of those sentences comes after the event it results from.`,
    );
  } else if (own.length > 0) {
    // 'I woke up late because my alarm never went off': the connective ties two events inside one
    // sentence; it says nothing about where that sentence goes.
    const words = [...new Set(own.map((n) => n.text.toLowerCase()))];
    out.push(
      `${capitalFirst(list(words.slice(0, 3).map(q)))} ${words.length === 1 ? 'ties' : 'tie'} a cause to its effect inside ${own.length === 1 ? 'one sentence' : 'their sentences'}.`,
    );
  }
  // The references that tie an effect to the sentence right before it ('The closure' → 'closed').
  const position = positions(order);
  const adjacent = notes
    .filter(
      (n): n is Extract<CueNote, { kind: 'link' }> =>
        n.kind === 'link' && position[n.anchor]! + 1 === position[n.sentence]!,
    )
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2);
  for (const link of adjacent) {
    const [mine, theirs] = link.words[0]!;
    const own = surface(sentences[link.sentence]!, mine);
    const other = surface(sentences[link.anchor]!, theirs);
    out.push(
      `${capitalFirst(snippet(sentences[link.sentence]!))} follows ${snippet(sentences[link.anchor]!)}: ${
        mine === theirs || own.toLowerCase() === other.toLowerCase()
          ? `${q(own)} picks up what that sentence reported`
          : `${q(own)} sums up ${q(other)} there`
      }.`,
    );
  }
  out.push(...everyday(input, start ? new Set([root]) : undefined));
  if (adjacent.length < 2) out.push(...strongestLinks(input, 2 - adjacent.length));
  return out;
}

function argument(input: ExplainInput): string[] {
  const { notes, order, sentences } = input;
  const position = positions(order);
  const roles = notes
    .filter((n): n is Extract<CueNote, { kind: 'role' }> => n.kind === 'role')
    .sort((a, b) => position[a.sentence]! - position[b.sentence]!);
  const claim = roles.find((r) => r.role === 'claim');
  const describe = (role: string, label: string) => {
    const items = roles.filter((r) => r.role === role);
    if (items.length === 0) return undefined;
    const markers = items.filter((r) => r.text).map((r) => q(r.text!));
    return markers.length > 0
      ? `${label} (${list(markers)})`
      : `${label} (${snippet(sentences[items[0]!.sentence]!)})`;
  };
  const out: string[] = [];
  // Each role is said to stand where the order puts it, and nowhere else.
  const first = claim !== undefined && position[claim.sentence] === 0;
  if (claim && first)
    out.push(
      `The claim ${snippet(sentences[claim.sentence]!)} comes first${claim.text ? '' : ' as the most general judgement in the text'}.`,
    );
  else if (claim)
    out.push(
      `${capitalFirst(snippet(sentences[claim.sentence]!))} reads as the claim${claim.text ? '' : ', the most general judgement in the text'}.`,
    );
  const middle = [
    describe('evidence', 'the evidence'),
    describe('counter', 'the objection'),
    describe('rebuttal', 'its rebuttal'),
  ].filter(Boolean) as string[];
  if (middle.length > 0) out.push(`${first ? 'It is followed by' : 'The text also holds'} ${list(middle)}.`);
  const conclusion = roles.find((r) => r.role === 'conclusion');
  const summary = describe('conclusion', 'The conclusion');
  if (summary)
    out.push(
      position[conclusion!.sentence] === order.length - 1
        ? `${summary} comes last because it sums up the case.`
        : `${summary} sums up the case.`,
    );
  return out;
}

/**
 * The everyday-script cues the order follows: the stages of a day or an outing and of a meal that
 * appear in their script order along the output, and a sentence that looks back from a later point.
 * A stage is named only when the output agrees with it (each one no earlier than the one before).
 */
function everyday({ notes, order, sentences }: ExplainInput, named?: ReadonlySet<number>): string[] {
  const position = positions(order);
  const n = order.length;
  const out: string[] = [];
  for (const script of ['day', 'meal'] as const) {
    const stages = notes
      .filter(
        (note): note is Extract<CueNote, { kind: 'stage' }> =>
          note.kind === 'stage' && note.script === script,
      )
      .sort((a, b) => position[a.sentence]! - position[b.sentence]!);
    const kept: typeof stages = [];
    for (const stage of stages)
      if (kept.length === 0 || stage.stage > kept[kept.length - 1]!.stage) kept.push(stage);
    if (kept.length < 2) continue;
    const shown = kept.length > 4 ? [...kept.slice(0, 3), kept[kept.length - 1]!] : kept;
    const [first, ...rest] = shown;
    const label = (s: (typeof kept)[number]) => `${q(s.text)} (${stageLabel(s.script, s.stage)})`;
    const head =
      script === 'day' && first!.stage <= 0 && first!.stage >= 0
        ? `${capitalQ(first!.text)} starts the day`
        : `${capitalFirst(label(first!))} comes first`;
    const what = script === 'day' ? 'a day or an outing' : 'cooking a meal';
    if (named?.has(first!.sentence))
      out.push(`Then ${list(rest.map(label))} follow${rest.length === 1 ? 's' : ''} the order of ${what}.`);
    else out.push(`${head}, then ${list(rest.map(label))}: the order of ${what}.`);
  }
  for (const note of notes) {
    if (note.kind !== 'looks-back') continue;
    const where = position[note.sentence]!;
    const phrase = capitalQ(note.text);
    if (!note.leading)
      out.push(`${phrase} looks back from a later point, so its sentence does not open the text.`);
    else if (where === n - 1) out.push(`${phrase} looks back from the end, so its sentence comes last.`);
    else
      out.push(
        `${phrase} looks back from a later point, so ${snippet(sentences[note.sentence]!)} comes after the events it looks back on.`,
      );
  }
  return out;
}

/** Up to `count` sentences naming the words that tie a sentence to the one before it in the output. */
function strongestLinks(
  { sentences, order, coherence }: ExplainInput,
  count: number,
  only?: ReadonlySet<number>,
): string[] {
  const n = sentences.length;
  const links: Array<{ a: number; b: number; words: string[]; weight: number }> = [];
  for (let p = 1; p < order.length; p++) {
    const a = order[p - 1]!;
    const b = order[p]!;
    if (only && !only.has(b)) continue;
    const words = coherence.precedenceWords.get(a * n + b);
    const weight = coherence.precedence[a * n + b]!;
    if (words && weight > 0.5) links.push({ a, b, words, weight });
  }
  links.sort((x, y) => y.weight - x.weight);
  return links.slice(0, count).map(({ a, b, words }) => {
    const shown = words.slice(0, 2).map((w) => q(surface(sentences[b]!, w)));
    return `${capitalFirst(snippet(sentences[b]!))} follows ${snippet(sentences[a]!)} because ${list(shown)} ${shown.length === 1 ? 'picks' : 'pick'} up what that sentence introduced.`;
  });
}

function movedSentence({ sentences, order }: ExplainInput): string {
  let best = -1;
  let distance = 0;
  order.forEach((index, position) => {
    if (Math.abs(index - position) > distance) {
      distance = Math.abs(index - position);
      best = index;
    }
  });
  if (best < 0) return 'The sentences were already in this order, so nothing was moved.';
  return `The biggest move: ${snippet(sentences[best]!)} went from sentence ${best + 1} to sentence ${order.indexOf(best) + 1}.`;
}

/** The word as written in the sentence for a stem (or a name). */
function surface(sentence: Sentence, stemOrName: string): string {
  const token = sentence.tokens.find((t) => t.stem === stemOrName);
  return token ? token.raw : stemOrName;
}

function positions(order: readonly number[]): number[] {
  const out: number[] = [];
  order.forEach((index, position) => (out[index] = position));
  return out;
}

/** The opening words of a sentence, or of a list item's own line (its sub-items left out). */
function snippet(sentence: Sentence): string {
  const words = trimEndMatching(sentence.body.split('\n')[0]!, /[.!?]/).split(/\s+/);
  return q(words.length > 7 ? `${words.slice(0, 6).join(' ')}…` : words.join(' '));
}

function q(text: string): string {
  return `“${text.trim()}”`;
}

function capitalQ(text: string): string {
  return q(capitalFirst(text));
}

function capitalFirst(text: string): string {
  const index = text.search(/[A-Za-z]/);
  return index < 0 ? text : text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
