/**
 * Input cleaning: "strip all markup, remove control characters, collapse runs of
 * two or more spaces to one, trim". Pure, linear-time, no DOM and no Node APIs, so the React
 * frontend and the Node services clean identically.
 *
 * Cleaning runs in three stages:
 *
 * 1. `removeInvisibles`: line endings are normalised (`\r\n`, `\r`, U+0085, U+2028, U+2029,
 *    vertical tab and form feed all become `\n`); every other control (C0, DEL, C1), every
 *    invisible format character (Unicode category Cf: zero-width space and joiners, bidi marks,
 *    embeddings, overrides and isolates, word joiner, BOM, soft hyphen, tag characters...) and every
 *    lone surrogate is removed. Tab and newline are kept: the tabular rule needs them. One exception:
 *    a zero-width joiner between two pictographs (the glue of emoji such as 👨‍👩‍👧) is kept, since
 *    removing it would visibly change the emoji. Every Unicode space separator (no-break space,
 *    ideographic space, thin space...) becomes a plain space, so the space collapsing sees it.
 *    Invisibles go first so that `<scr\u200Bipt>` cannot dodge the markup stage.
 * 2. `stripMarkup`: HTML/XML markup is removed (see that function). The result of this stage is
 *    the "structured" text: markup and controls are gone but spaces, tabs and line breaks are as
 *    typed. The tabular rule (rule 4) inspects this structured text, because its
 *    "three-or-more-space" pattern could never match after space collapsing.
 * 3. `tidyWhitespace`: within each line, runs of two or more spaces become one space and the line
 *    is trimmed (spaces and tabs at both ends; tabs inside a line are kept as column separators),
 *    except that in a list a line indented deeper than the least indented item keeps one space
 *    before it (a nested list's sub-items and an item's indented lines stay under their items);
 *    three or more line breaks in a row (two or more blank lines) become one blank line; the whole
 *    text is trimmed. The length rules, the character counter and `sanitizedInput` all use this
 *    fully cleaned text.
 *
 * HTML entities (`&amp;`, `&lt;`...) are deliberately NOT decoded: decoding `&lt;script&gt;` would
 * turn inert text back into markup, and decoding is not idempotent (`&amp;lt;`). They stay as typed.
 *
 * Cleaning is idempotent: `cleanText(cleanText(x)) === cleanText(x)` for every string.
 */
import { LIST_MARKER } from './list-marker.js';

export function cleanText(input: string): string {
  return prepareText(input).cleaned;
}

/** Both stages the validator needs: the structured text (for rule 4) and the cleaned text. */
export interface PreparedText {
  /** Markup and invisible characters removed; spaces, tabs and line breaks as typed. */
  structured: string;
  /** `structured` with whitespace tidied: what the length rules count and what is sent on. */
  cleaned: string;
}

/** Runs the cleaning stages once and returns both intermediate and final text. */
export function prepareText(input: string): PreparedText {
  // JavaScript callers can hand over anything: a non-string is treated as empty input.
  const text = typeof input === 'string' ? input : '';
  const structured = stripMarkup(removeInvisibles(text));
  return { structured, cleaned: tidyWhitespace(structured) };
}

// Groups: 1 = a line break to normalise, 2 = an emoji zero-width joiner to keep, 3 = a non-ASCII
// space separator (every Zs except U+0020). Anything else matched is a control, format character
// or lone surrogate and goes, except tab and newline (which are Cc but kept).
const INVISIBLES =
  /(\r\n?|[\v\f\u0085\u2028\u2029])|(\u200D(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}){0,2}\u200D)(?=\p{Extended_Pictographic}))|([\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000])|[\p{Cc}\p{Cf}\p{Cs}]/gu;

function removeInvisibles(text: string): string {
  return text.replace(INVISIBLES, (match: string, lineBreak?: string, joiner?: string, space?: string) => {
    if (lineBreak !== undefined) return '\n';
    if (joiner !== undefined) return joiner;
    if (space !== undefined) return ' ';
    return match === '\t' || match === '\n' ? match : '';
  });
}

/** Elements whose tags separate lines: removing `<p>` or `<br>` must not glue two lines together. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

/** Table cells: their closing tag becomes a tab. */
const CELL_ELEMENTS = new Set(['td', 'th']);

/** Elements whose content is code, not text: removed together with their tags. */
const RAW_TEXT_CLOSERS: ReadonlyMap<string, string> = new Map([
  ['script', '<\\/script(?=[\\s/>])[^<>]*>'],
  ['style', '<\\/style(?=[\\s/>])[^<>]*>'],
]);

/**
 * Removes HTML/XML markup from plain text, in one linear pass.
 *
 * What counts as markup (everything else, notably a lone '<' or '>', stays):
 * - a tag: '<' + ASCII letter (or '</' + ASCII letter) + a name of letters, digits and hyphens
 *   with at most one 'prefix:' (so Word's `<o:p>` is a tag), then whitespace, '/' or '>', then
 *   anything but '<' and '>' up to the closing '>'. So '3 < 5 and 7 > 2', 'I <3 you', '<-' and
 *   `<john@example.com>` or `<https://example.com>` are kept, while `x<y and z>w` loses
 *   `<y and z>` exactly as a browser would;
 * - a declaration or processing instruction: '<!' or '<?' up to the next '>' (`<!DOCTYPE html>`,
 *   `<?xml ...?>`);
 * - a comment: '<!--' up to the first '-->' (it may contain '<' and '>', so Word's
 *   `<!--[if gte mso 9]><xml>...</xml><![endif]-->` goes as a whole). An unterminated '<!--' is
 *   kept as text with everything after it, rather than silently dropping the rest of the user's
 *   text as a browser would; a '>' after it does not close it, tags after it are still removed;
 * - `<script>` and `<style>` elements: the tags AND their content, up to the matching
 *   `</script>`/`</style>`. Without a closing tag only the opening tag goes, so a user writing
 *   "use a <script> tag" loses one word, not the rest of the text.
 *
 * `<br>` becomes a line break; a tag of another block element (`<p>`, `<div>`, `<li>`, `<tr>`...)
 * ensures a line break (it adds one unless the text so far is empty or already ends with one, so
 * table rows and list items give one line each); a closing table cell becomes a tab (a pasted
 * HTML table stays tab-separated); every other tag (`<b>`, `<span>`, `<a href>`) disappears
 * without a trace: "hel<b>lo</b>" gives "hello".
 *
 * Removal is done on the OUTPUT as it is built (a stack of '<' positions), so markup that only
 * appears once inner markup is removed (`<<b>b>`, `<scr<i></i>ipt>`) is removed too: the result
 * never contains markup, which is what makes cleaning idempotent. Every character is appended and
 * removed at most once, and each search for a closing script/style tag covers fresh input (a
 * failed search is remembered), so the pass is linear even on adversarial input.
 */
function stripMarkup(text: string): string {
  if (!text.includes('<')) return text;
  const out: string[] = [];
  const openers: number[] = []; // positions of '<' in `out`, ascending
  const closers: number[] = []; // positions of '>' in `out`, ascending
  let commentStart = -1; // position of the earliest '<!--' in `out`, or -1
  const noCloserFrom = new Map<string, number>();

  const append = (ch: string): void => {
    out.push(ch);
    const at = out.length - 1;
    if (ch === '<') openers.push(at);
    else if (ch === '>') closers.push(at);
    else if (
      ch === '-' &&
      commentStart === -1 &&
      at >= 3 &&
      out[at - 1] === '-' &&
      out[at - 2] === '!' &&
      out[at - 3] === '<'
    ) {
      commentStart = at - 3;
    }
  };

  const truncate = (length: number): void => {
    out.length = length;
    while (openers.length > 0 && openers[openers.length - 1]! >= length) openers.pop();
    while (closers.length > 0 && closers[closers.length - 1]! >= length) closers.pop();
    if (commentStart !== -1 && commentStart + 4 > length) commentStart = -1;
  };

  const rawTextEnd = (name: string, from: number): number => {
    const pattern = RAW_TEXT_CLOSERS.get(name);
    const knownAbsentFrom = noCloserFrom.get(name);
    if (pattern === undefined || (knownAbsentFrom !== undefined && from >= knownAbsentFrom)) return -1;
    const closer = new RegExp(pattern, 'gi');
    closer.lastIndex = from;
    const found = closer.exec(text);
    if (found === null) {
      noCloserFrom.set(name, from);
      return -1;
    }
    return found.index + found[0].length;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== '>') {
      append(ch);
      continue;
    }
    const length = out.length;
    // '-->' closes the earliest open comment ('<!-->' and '<!--->' are empty comments).
    if (
      commentStart !== -1 &&
      length - 2 >= commentStart + 2 &&
      out[length - 1] === '-' &&
      out[length - 2] === '-'
    ) {
      truncate(commentStart);
      continue;
    }
    const opener = openers.length > 0 ? openers[openers.length - 1]! : -1;
    const lastCloser = closers.length > 0 ? closers[closers.length - 1]! : -1;
    // A tag needs an opener with no '>' after it; an open comment's '<!--' only closes with '-->'.
    const tag =
      opener === -1 || lastCloser > opener || opener === commentStart ? null : parseTag(out, opener + 1);
    if (tag === null) {
      append(ch);
      continue;
    }
    truncate(opener);
    if (!tag.closing && RAW_TEXT_CLOSERS.has(tag.name)) {
      const end = rawTextEnd(tag.name, i + 1);
      if (end !== -1) i = end - 1;
    } else if (BLOCK_ELEMENTS.has(tag.name)) {
      // '<br>' is a line break of its own ('<br><br>' leaves a blank line); other blocks merely
      // make sure a line ends here.
      if (tag.name === 'br' || (out.length > 0 && out[out.length - 1] !== '\n')) append('\n');
    } else if (tag.closing && CELL_ELEMENTS.has(tag.name)) {
      append('\t');
    }
  }
  return out.join('');
}

interface Tag {
  /** Lower-cased element name; '' for declarations and processing instructions. */
  name: string;
  closing: boolean;
}

/** Reads the tag whose text (after '<', before '>') starts at `start` in `out`, or null. */
function parseTag(out: readonly string[], start: number): Tag | null {
  const first = out[start];
  if (first === '!' || first === '?') return { name: '', closing: false };
  let i = start;
  const closing = first === '/';
  if (closing) i++;
  if (!isAsciiLetter(out[i])) return null;
  const nameStart = i;
  while (isNameChar(out[i])) i++;
  if (out[i] === ':' && isAsciiLetter(out[i + 1])) {
    i++;
    while (isNameChar(out[i])) i++;
  }
  const next = out[i];
  if (next !== undefined && next !== ' ' && next !== '\t' && next !== '\n' && next !== '/') return null;
  return { name: out.slice(nameStart, i).join('').toLowerCase(), closing };
}

function isAsciiLetter(ch: string | undefined): boolean {
  return ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'));
}

function isNameChar(ch: string | undefined): boolean {
  return isAsciiLetter(ch) || (ch !== undefined && ((ch >= '0' && ch <= '9') || ch === '-'));
}

/**
 * Collapses spaces within lines, trims lines, keeps at most one blank line, trims the text. In a
 * list, a line indented deeper than the least indented item (a sub-item, an item's indented second
 * paragraph) keeps one space before it, so it stays under its item.
 */
function tidyWhitespace(text: string): string {
  const lines = text.split('\n');
  let least = Number.POSITIVE_INFINITY;
  // A marker with nothing after it ('- ' alone) is no item: trimmed, it would not be one on the
  // next pass, and cleaning must read its own output the same way (idempotence).
  for (const line of lines) if (LIST_MARKER.test(line.trimEnd())) least = Math.min(least, indentation(line));
  return lines
    .map((line) => {
      const core = line.trim().replace(/ {2,}/g, ' ');
      return core.length > 0 && indentation(line) > least ? ` ${core}` : core;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The columns of the spaces and tabs that start a line, a tab reaching the next multiple of 4. */
function indentation(line: string): number {
  let columns = 0;
  for (let k = 0; line[k] === ' ' || line[k] === '\t'; k++)
    columns = line[k] === '\t' ? columns - (columns % 4) + 4 : columns + 1;
  return columns;
}
