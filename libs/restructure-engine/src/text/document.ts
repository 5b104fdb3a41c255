/**
 * The analysed input: sentences with their tokens, content stems and leading markers, computed once
 * and shared by every cue extractor.
 */
import { listMarker, stepMarker, type StepMarker } from './markers.js';
import { segment, type Segment } from './segmenter.js';
import { contentStems, tokenize, type Token } from './tokens.js';

export interface Sentence {
  /** Position in the input (0-based). */
  index: number;
  /** The sentence as written, trimmed, with any list marker ('- ', '3.'). */
  text: string;
  /** The sentence without a list marker: what the output shows for non-process types. */
  body: string;
  tokens: Token[];
  /** Content stems in order of appearance (stop words and numbers dropped). */
  content: string[];
  contentSet: ReadonlySet<string>;
  /** A leading step marker ('Step 2:', 'Second,', '3.', 'Finally,'), if any. */
  step?: StepMarker;
}

export function analyse(text: string, segments: readonly Segment[] = segment(text)): Sentence[] {
  return mergeWordFamilies(segments.map((seg, index) => toSentence(seg.text, index)));
}

const DERIVATIONAL =
  /^(?:er|or|ers|ors|ure|ur|y|ing|ion|ions|ation|ations|ment|ments|ness|ity|al|ful|less|ence|enc|ance|anc|ant|ent|ist|ists|ive|iv|ic|ous|age|ag|th)$/;

/**
 * Words of one family share a stem across the text: 'surveyor' with 'survey', 'floodwater' with
 * 'flood', 'cloudy' with 'cloud' — a longer stem that is a shorter one plus a derivational suffix or
 * a second word of four letters or more.
 */
export function mergeWordFamilies(sentences: Sentence[]): Sentence[] {
  const stems = [...new Set(sentences.flatMap((s) => s.content))].sort(
    (a, b) => a.length - b.length || a.localeCompare(b),
  );
  const family = new Map<string, string>();
  const known = new Set(stems);
  for (const long of stems) {
    // The shortest (then alphabetically first) shorter stem that starts the longer one before a
    // derivational suffix or a second word, or that ends it as the head of a compound
    // ('microchip' with 'chip'). Looked up by prefix and suffix rather than by scanning all stems.
    let best: string | undefined;
    const consider = (short: string) => {
      if (
        best === undefined ||
        short.length < best.length ||
        (short.length === best.length && short.localeCompare(best) < 0)
      )
        best = short;
    };
    for (let length = 4; length < long.length; length++) {
      const prefix = long.slice(0, length);
      if (known.has(prefix)) {
        const rest = long.slice(length);
        if (DERIVATIONAL.test(rest) || rest.length >= 4) consider(prefix);
      }
      const suffix = long.slice(long.length - length);
      if (long.length - length >= 4 && known.has(suffix)) consider(suffix);
    }
    if (best !== undefined) family.set(long, family.get(best) ?? best);
  }
  if (family.size === 0) return sentences;
  return sentences.map((s) => {
    for (const token of s.tokens) token.stem = family.get(token.stem) ?? token.stem;
    const content = s.content.map((c) => family.get(c) ?? c);
    return { ...s, content, contentSet: new Set(content) };
  });
}

export function toSentence(text: string, index: number): Sentence {
  const marker = listMarker(text);
  const body = marker ? text.slice(marker.text.length).trim() : text;
  const tokens = tokenize(body);
  const content = contentStems(tokens);
  const step = stepMarker(text);
  return { index, text, body, tokens, content, contentSet: new Set(content), ...(step ? { step } : {}) };
}
