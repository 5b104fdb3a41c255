/**
 * Sentence segmentation that survives abbreviations ('Dr.', 'e.g.', 'U.S.'), decimals ('3.5'),
 * initials ('J. R. R. Tolkien'), quotes, bullets, numbered lines, line breaks and '?' / '!' endings.
 */
import { isSalutation } from './letter.js';
import { groupUnits } from './units.js';
import { listMarker } from './markers.js';

export interface Segment {
  /** The sentence as written (trimmed), including any list marker. */
  text: string;
  /** Offsets of `text` in the input. */
  start: number;
  end: number;
}

/** Never end a sentence: titles and abbreviations that are always followed by more of the same sentence. */
const NEVER_FINAL = new Set(
  (
    'mr mrs ms mx dr prof rev capt lt sgt hon messrs mme mlle det insp supt cpl pvt cmdr rt ste natl intl govt ' +
    'wm jas chas thos e.g i.e cf viz vs approx'
  ).split(/\s+/),
);

/**
 * May end a sentence, but only when the next word clearly opens a new one: abbreviations that are also
 * words or stand last in a name ('on Main St. The shop', 'King Jr. The crowd', 'another rep. Then').
 */
const MAYBE_FINAL = new Set(
  (
    'st sr jr gen col maj adm mt ft fr gov pres sen rep dept eds al ' +
    'etc a.m p.m inc ltd co corp bros plc u.s u.k e.u u.n u.s.a jan feb mar apr jun jul aug sep sept ' +
    'oct nov dec mon tue tues wed thu thur thurs fri sat sun'
  ).split(/\s+/),
);

/**
 * Abbreviations written before a number ('No. 10', 'p. 12', 'c. 1200', 'est. 1850', 'b. 1815',
 * 'r. 1643–1715', 'Art. 12', 'Hwy. 61', '6 lb. 4 oz.', '3 min. 41 sec.'): no sentence ends between
 * them and the number. Many are also words that end sentences ('He said no.', 'after the op.'), so
 * before anything else they end one.
 */
const BEFORE_NUMBER = new Set(
  (
    'no nos p pp c ca fig figs vol vols ch sec op est b d r fl art arts ext tel ref ed para rm apt bldg ' +
    'hwy rte lb lbs oz kg km mi yd yds pt pts qt gal min mins hr hrs'
  ).split(/\s+/),
);

/** Calendar abbreviations that are also words: abbreviations only when capitalised ('Sat.', not 'the button sat.'). */
const CAPITALISED_ONLY = new Set(['sun', 'sat', 'wed', 'mar']);

/** What may follow 'a.m.' or 'p.m.' in the same sentence: a day, a month or a time zone ('9 a.m. Monday'). */
const AFTER_CLOCK = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december gmt utc bst cet cest est edt cst cdt pst pdt'
  ).split(/\s+/),
);

/** Words that may lead a time into its sentence ('By 7 a.m. Tom was up', ', and at 11:50 a.m. Dr. Varga radioed'). */
const TIME_LEAD = new Set(
  'and but then at by from until till around about after before shortly just soon exactly precisely nearly almost since past'.split(
    ' ',
  ),
);

/** How far back a time's leading words are looked for: a clause longer than this has its own verb. */
const TIME_LEAD_CHARS = 40;

/** Words that typically open a sentence; used to decide after ambiguous abbreviations. */
const SENTENCE_OPENERS = new Set(
  (
    'the a an this that these those it its he she they we i you his her their our my there then but and so ' +
    'however in on at after before when while as if because since during finally first next meanwhile later ' +
    'yet still also therefore thus consequently what why how who from to by with for one some all no not ' +
    'each every both once until over under although though despite instead now today there'
  ).split(/\s+/),
);

const CLOSERS = `"'”’)]»`;
/** One emoji or a run of them, with their modifiers, joiners, variation selectors and flags. */
const EMOJI = String.raw`(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u200D|\uFE0F)+`;
/**
 * Emoji after a sentence's end, up to a space or the end. Runs are parted by spaces, so no run can
 * be split two ways, and a failed match cannot backtrack exponentially.
 */
const TRAILING_EMOJI = new RegExp(String.raw`^[ \t]*${EMOJI}(?:[ \t]+${EMOJI})*(?=\s|$)`, 'u');
/** How far after a sentence's end trailing emoji are looked for. */
const EMOJI_LOOKAHEAD = 40;
const OPENERS = `"'“‘([«`;
/** Opening quotes and brackets before a word. */
const LEADING_OPENERS = new RegExp(`^[${escape(OPENERS)}]+`);
/** A step marker and its number, all a sentence holds so far ('Step 1', 'Step IV', 'Step two'). */
const STEP_NUMBER =
  /^\s*step\s+(?:\d{1,3}|[ivx]{1,5}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i;
/** The longest 'Step …' marker STEP_NUMBER reads, so each full stop looks back a bounded way. */
const STEP_NUMBER_CHARS = 24;
/** A sentence that opens in Markdown emphasis: '**First,** preheat', '_Then_ stir'. */
const EMPHASISED_OPENING = /^(?:\*\*|__|[*_])[\p{Lu}\d]/u;

export function segment(input: string): Segment[] {
  const text = input.replace(/\r\n?/g, '\n');
  const blocks = splitBlocks(text);
  const lowercase = writesInLowercase(text);
  const segments: Segment[] = [];
  for (const block of blocks) {
    for (const piece of splitBlock(text, block.start, block.end, lowercase)) {
      const raw = text.slice(piece.start, piece.end);
      const lead = raw.length - raw.trimStart().length;
      const trimmed = raw.trim();
      if (trimmed.length === 0 || !/[\p{L}\p{N}]/u.test(trimmed)) continue;
      segments.push({
        text: joinLines(trimmed),
        start: piece.start + lead,
        end: piece.start + lead + trimmed.length,
      });
    }
  }
  return groupUnits(text, segments);
}

interface Span {
  start: number;
  end: number;
}

/** Line breaks that end a sentence: blank lines, list items, and lines that end a sentence or open a new one. */
function splitBlocks(text: string): Span[] {
  const spans: Span[] = [];
  const lines: Span[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, end: offset + line.length });
    offset += line.length + 1;
  }
  // Three lines or more of which none ends a sentence with punctuation are a list typed without
  // it ('first we went to the store', 'then we drove home', …): a line that opens with a word that
  // opens sentences is a sentence.
  const unpunctuated =
    lines.filter((line) => text.slice(line.start, line.end).trim().length > 0).length >= 3 &&
    lines.every((line) => !SENTENCE_END.test(text.slice(line.start, line.end)));
  let current: Span | undefined;
  let previousLine = '';
  for (const line of lines) {
    const content = text.slice(line.start, line.end);
    if (content.trim().length === 0) {
      if (current) spans.push(current);
      current = undefined;
      previousLine = '';
      continue;
    }
    if (!current) {
      current = { ...line };
    } else if (breaksBefore(previousLine, content, unpunctuated)) {
      spans.push(current);
      current = { ...line };
    } else {
      current.end = line.end;
    }
    previousLine = content;
  }
  if (current) spans.push(current);
  return spans;
}

function breaksBefore(previousLine: string, line: string, unpunctuated: boolean): boolean {
  const next = line.trimStart();
  if (listMarker(next) || /^step\s+\w+/i.test(next)) return true;
  const prev = previousLine.trimEnd();
  if (isSalutation(prev)) return true;
  if (/[,;(\-–—]$/.test(prev) || /\b(and|or|but|the|a|an|of|to|with)$/i.test(prev)) return false;
  // Prose wrapped at a fixed width ('Builders arrived on' / 'Monday to put up scaffolding.'): a
  // long line that ends on a word no sentence ends on runs on, in a text that punctuates its lines.
  if (!unpunctuated && prev.length >= WRAPPED_LINE_MIN && MID_SENTENCE_WORD.test(prev)) return false;
  if (/^[a-z]/.test(next)) return unpunctuated && SENTENCE_OPENERS.has(/^[a-z]+/.exec(next)![0]);
  return true;
}

/** A line at least this long that stops short of its sentence's end was wrapped, not ended. */
const WRAPPED_LINE_MIN = 30;
/** Words no sentence ends on: prepositions, determiners, conjunctions and auxiliaries. */
const MID_SENTENCE_WORD =
  /\b(?:on|in|at|by|for|from|into|onto|over|under|about|after|before|between|through|during|without|within|against|among|across|behind|beyond|near|towards?|upon|via|this|that|these|those|his|her|their|its|our|my|your|every|each|nor|than|because|while|whose|who|which|is|are|was|were|been|being|has|have|had|will|would|could|shall|should|might|must)$/i;

/** A line that ends a sentence: '.', '!', '?' or '…', perhaps inside closing quotes or brackets. */
const SENTENCE_END = /[.!?…][\s"'”’)\]»]*$/;

/**
 * Whether the writer opens sentences in lower case ('we went to the beach. in the morning we …'):
 * the text opens with a lower-case letter and no full stop, '?' or '!' is followed by a capital.
 * Then a lower-case word after a full stop opens a sentence too, unless the full stop ends an
 * abbreviation.
 */
function writesInLowercase(text: string): boolean {
  return /^[^\p{L}]*\p{Ll}/u.test(text) && !/[.!?…]["'”’)\]»]*\s+["'“‘(]*\p{Lu}/u.test(text);
}

function splitBlock(text: string, start: number, end: number, lowercase: boolean): Span[] {
  const spans: Span[] = [];
  let sentenceStart = start;
  // A numbered or bulleted line opens with its marker: do not split right after '3.'.
  const firstMarker = listMarker(text.slice(start, end));
  let k = start + (firstMarker ? firstMarker.text.length : 0);
  while (k < end) {
    const ch = text[k]!;
    if (ch === '.' || ch === '!' || ch === '?' || ch === '…') {
      let stop = k + 1;
      while (stop < end && /[.!?…]/.test(text[stop]!)) stop++;
      while (stop < end && CLOSERS.includes(text[stop]!)) stop++;
      // Emoji after the end of a sentence belong to it ('We won! 🎉 Then we celebrated.').
      const emoji = TRAILING_EMOJI.exec(text.slice(stop, Math.min(end, stop + EMOJI_LOOKAHEAD)));
      if (emoji) stop += emoji[0].length;
      if (stop >= end) break;
      if (!/\s/.test(text[stop]!)) {
        k = stop;
        continue;
      }
      let next = stop;
      while (next < end && /\s/.test(text[next]!)) next++;
      if (next >= end) break;
      if (isBoundary(text, sentenceStart, k, stop, next, end, lowercase)) {
        spans.push({ start: sentenceStart, end: stop });
        sentenceStart = next;
        const marker = listMarker(text.slice(next, end));
        k = next + (marker ? marker.text.length : 0);
        continue;
      }
      k = stop;
      continue;
    }
    k++;
  }
  spans.push({ start: sentenceStart, end });
  return spans;
}

function isBoundary(
  text: string,
  sentenceStart: number,
  punct: number,
  stop: number,
  next: number,
  end: number,
  lowercase: boolean,
): boolean {
  const nextChar = text[next]!;
  if (lowercase && /\p{Ll}/u.test(nextChar)) return endsPlainWord(text, sentenceStart, punct, stop);
  const opensSentence =
    /[\p{Lu}\d]/u.test(nextChar) ||
    OPENERS.includes(nextChar) ||
    EMPHASISED_OPENING.test(text.slice(next, next + 4)) ||
    listMarker(text.slice(next, end)) !== undefined;
  if (!opensSentence) return false;
  if (text[punct] !== '.' || stop - punct > 1) {
    // '?', '!', '…' or '...': a boundary when the next word opens a sentence.
    return true;
  }
  // The word that the full stop ends.
  let wordStart = punct;
  while (wordStart > sentenceStart && !/\s/.test(text[wordStart - 1]!)) wordStart--;
  const raw = text.slice(wordStart, punct);
  const written = raw.replace(LEADING_OPENERS, '');
  const word = written.toLowerCase();
  if (word.length === 0) return true;
  if (CAPITALISED_ONLY.has(word) && !/^[^\p{L}]*\p{Lu}/u.test(raw)) return true;
  const nextWord =
    /^[^\s]+/
      .exec(text.slice(next, end))?.[0]
      .replace(/[^\p{L}]/gu, '')
      .toLowerCase() ?? '';
  // 'v.' in lower case names a case ('Brown v. Board'); 'V.' is a unit, an initial or a numeral.
  if (raw === 'v') return false;
  // 'Step 1. Buy the paint.': the full stop after a step's number ends its marker, not a sentence.
  if (punct - sentenceStart <= STEP_NUMBER_CHARS && STEP_NUMBER.test(text.slice(sentenceStart, punct)))
    return false;
  // A step marker ahead opens a new sentence ('… below 11.5 V. Step 2 - connect …').
  if (/^step\s+\w+/i.test(text.slice(next, end)) && !NEVER_FINAL.has(word)) return true;
  // Initials: 'J. R. R. Tolkien', 'Mary J. Blige' — a capital on its own, not a unit ('40°C', '12 V').
  if (/^\p{Lu}$/u.test(written)) return SENTENCE_OPENERS.has(nextWord);
  if (NEVER_FINAL.has(word)) return false;
  if (word === 'a.m' || word === 'p.m')
    return !AFTER_CLOCK.has(nextWord) && !opensItsSentence(text, sentenceStart, wordStart);
  if (BEFORE_NUMBER.has(word) && /\d/.test(nextChar)) return false;
  if (MAYBE_FINAL.has(word) || /^(\p{L}\.)+\p{L}$/u.test(word)) return SENTENCE_OPENERS.has(nextWord);
  return true;
}

/**
 * For a writer who opens sentences in lower case: whether the full stop (or '?', '!', '…') at
 * `punct` ends a sentence, which it does unless it ends an abbreviation or an initial.
 */
function endsPlainWord(text: string, sentenceStart: number, punct: number, stop: number): boolean {
  if (text[punct] !== '.' || stop - punct > 1) return true;
  let wordStart = punct;
  while (wordStart > sentenceStart && !/\s/.test(text[wordStart - 1]!)) wordStart--;
  const word = text.slice(wordStart, punct).replace(LEADING_OPENERS, '').toLowerCase();
  return (
    /^(?:\p{L}{2,}|\p{L}*\p{N}[\p{L}\p{N}]*)$/u.test(word) &&
    !NEVER_FINAL.has(word) &&
    !MAYBE_FINAL.has(word) &&
    !BEFORE_NUMBER.has(word) &&
    !CAPITALISED_ONLY.has(word)
  );
}

/**
 * Whether the clause before a time's 'a.m.' or 'p.m.' (starting at `meridiem`) holds nothing but
 * leading words and the time ('By 7', ', and at 11:50'): the time opens its sentence, and what
 * follows it is the rest of that sentence. Looks back at most TIME_LEAD_CHARS.
 */
function opensItsSentence(text: string, sentenceStart: number, meridiem: number): boolean {
  const from = Math.max(sentenceStart, meridiem - TIME_LEAD_CHARS);
  const before = text.slice(from, meridiem);
  const clauseBreak = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('('));
  if (clauseBreak < 0 && from > sentenceStart) return false;
  const words = before
    .slice(clauseBreak + 1)
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^[\d:.]+$/.test(w));
  return words.length > 0 && words.every((w) => TIME_LEAD.has(w.replace(/[^\p{L}]/gu, '')));
}

function escape(chars: string): string {
  return chars.replace(/[\]\\^-]/g, '\\$&');
}

/** The lines of a segment joined by one space, each line trimmed (one pass, whatever the spacing). */
function joinLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join(' ');
}
