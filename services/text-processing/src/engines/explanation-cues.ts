/**
 * A model's explanation may name only cues that are really in the member's text. The model lists its
 * cues and puts each one it names in the explanation in double quotes; every quote must occur in the
 * text as whole words (ignoring case, runs of whitespace and the style of quotes, apostrophes and
 * dashes). An explanation that quotes anything else, quotes nothing, mentions sentence numbers or
 * positions (which the member never sees), or runs too long is replaced by one built here from the
 * listed cues the text does contain, in the order they appear in the result. The order itself is kept:
 * only the explanation was wrong, and asking again would cost a second answer.
 *
 * Cost: at most MAX_QUOTES quotes and MAX_CUES cues, each at most MAX_QUOTE_CHARS long, searched in
 * a text of at most 4,000 characters.
 */
import { LOGIC_TYPE_LABELS, type DetectedLogicType } from '@untangle/contracts';
import { MAX_CUE_CHARS } from './openai-prompt.js';

export const MAX_EXPLANATION_CHARS = 1_500;
const MAX_QUOTES = 16;
const MAX_QUOTE_CHARS = MAX_CUE_CHARS;

/** Closing marks for each opening double quote. */
const CLOSERS: Record<string, string> = { '"': '"', '“': '”"', '„': '“”"', '«': '»' };

const MENTIONS_NUMBERING = /\b(?:sentences?|positions?|numbers?)\s+#?\d/i;

export interface ExplanationInput {
  explanation: string;
  cues: readonly string[];
  /** The input sentences as written, and the order of the result (0-based indices). */
  sentences: readonly string[];
  order: readonly number[];
  type: DetectedLogicType;
}

export interface CheckedExplanation {
  explanation: string;
  /** True when the model's explanation was replaced by one built from its verified cues. */
  replaced: boolean;
}

export function checkExplanation(input: ExplanationInput): CheckedExplanation {
  const text = normalise(input.sentences.join(' '));
  const quotes = quotedSpans(input.explanation);
  const truthful =
    input.explanation.length > 0 &&
    input.explanation.length <= MAX_EXPLANATION_CHARS &&
    !MENTIONS_NUMBERING.test(input.explanation) &&
    quotes !== undefined &&
    quotes.length > 0 &&
    quotes.every((quote) => containsPhrase(text, normalise(quote)));
  if (truthful) return { explanation: input.explanation, replaced: false };
  return { explanation: cueExplanation(input), replaced: true };
}

/** The explanation built from the cues that occur in the text, in the order the result shows them. */
function cueExplanation({ cues, sentences, order, type }: ExplanationInput): string {
  const shown = order.map((index) => normalise(sentences[index] ?? ''));
  const placed: Array<{ cue: string; at: number }> = [];
  const seen = new Set<string>();
  for (const cue of cues) {
    const phrase = normalise(cue);
    if (phrase.length === 0 || phrase.length > MAX_QUOTE_CHARS || seen.has(phrase)) continue;
    const at = shown.findIndex((sentence) => containsPhrase(sentence, phrase));
    if (at < 0) continue;
    seen.add(phrase);
    placed.push({ cue: cue.trim(), at });
  }
  placed.sort((a, b) => a.at - b.at);
  const label = LOGIC_TYPE_LABELS[type];
  const count = `${sentences.length} sentence${sentences.length === 1 ? '' : 's'}`;
  if (placed.length === 0) {
    return `The ${count} were ordered as ${label}. No date, step marker, connective or argument marker decides between them, so the order rests on how each sentence builds on another.`;
  }
  const quoted = placed.map(({ cue }) => `“${cue}”`);
  const listed = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}`;
  return `The ${count} were ordered as ${label}. The order follows the cues ${listed}, in that sequence.`;
}

/**
 * The spans the explanation puts in double quotes; undefined when there are too many, one is too
 * long, or a quote is never closed.
 */
export function quotedSpans(explanation: string): string[] | undefined {
  const spans: string[] = [];
  let k = 0;
  while (k < explanation.length) {
    const closers = CLOSERS[explanation[k]!];
    if (closers === undefined) {
      k++;
      continue;
    }
    let end = k + 1;
    while (end < explanation.length && !closers.includes(explanation[end]!)) end++;
    if (end >= explanation.length) return undefined;
    const span = explanation.slice(k + 1, end).trim();
    if (span.length > MAX_QUOTE_CHARS || spans.length >= MAX_QUOTES) return undefined;
    if (span.length > 0) spans.push(span);
    k = end + 1;
  }
  return spans;
}

/** Lower case, one space for any whitespace, plain quotes, apostrophes and hyphens. */
export function normalise(text: string): string {
  const spaced = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‘’ʼ′`]/g, "'")
    .replace(/[“”„″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ');
  return trimPunctuation(spaced);
}

const EDGE = new Set([' ', '.', ',', ';', ':', '!', '?']);

/** Without spaces and sentence punctuation at either end (a cue copied as '1998.' is '1998'). */
function trimPunctuation(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE.has(text[start]!)) start++;
  while (end > start && EDGE.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Whether `phrase` occurs in `text` (both normalised) without starting or ending inside a word. */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase.length === 0) return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    const startsClean = at === 0 || !isWordChar(text[at - 1]!) || !isWordChar(phrase[0]!);
    const endsClean = end === text.length || !isWordChar(text[end]!) || !isWordChar(phrase.at(-1)!);
    if (startsClean && endsClean) return true;
  }
  return false;
}

function isWordChar(char: string): boolean {
  return /[\p{L}\p{N}]/u.test(char);
}
