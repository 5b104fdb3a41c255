/**
 * Leading markers of a sentence: list bullets and numbering ('- ', '• ', '3.', '2)') and step
 * markers in any style ('Step 1:', 'Step one -', 'Step III', 'Step five is to', '4th:', 'Second,',
 * 'Thirdly,', 'Finally,', 'Last of all,').
 */
import { LIST_MARKER } from '@untangle/text-validation';
import { wordTable } from './word-table.js';

export type StepMarkerKind = 'number' | 'first' | 'last';

export interface StepMarker {
  kind: StepMarkerKind;
  /** 1-based step number for `number` and `first` (= 1). */
  value?: number;
  /** The marker as written, including trailing punctuation and space. */
  text: string;
}

const NUMBER_WORDS = wordTable<number>({
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
});

const ORDINAL_WORDS = wordTable<number>({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
});

export function numberWordValue(word: string): number | undefined {
  return NUMBER_WORDS[word.toLowerCase()];
}

const TENS = wordTable<number>({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

/** A whole number in words up to ninety-nine: 'seven', 'nineteen', 'forty', 'forty-one'. */
export function cardinalWordValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  const [tens, unit] = lower.split('-');
  if (unit === undefined) return TENS[lower] ?? NUMBER_WORDS[lower];
  const t = TENS[tens!];
  const u = NUMBER_WORDS[unit];
  return t !== undefined && u !== undefined && u < 10 ? t + u : undefined;
}

export function ordinalWordValue(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/ly$/, '');
  return ORDINAL_WORDS[lower];
}

/** Roman numerals I..XXXIX. */
export function romanValue(text: string): number | undefined {
  if (!/^(X{0,3})(IX|IV|V?I{0,3})$/i.test(text) || text.length === 0) return undefined;
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  const lower = text.toLowerCase();
  for (let k = 0; k < lower.length; k++) {
    const v = values[lower[k]!]!;
    const next = values[lower[k + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** Bullets and numbering at the start of a line (`LIST_MARKER`, shared with input cleaning). */
const BULLET = LIST_MARKER;

/** A task list's checkbox in a marker ('- [ ] ', '- [x] '): each item keeps its own, ticked or not. */
export function isTaskMarker(marker: string): boolean {
  return /\[[ xX]\]\s*$/.test(marker);
}

export interface ListMarker {
  /** The marker as written, with the space after it. */
  text: string;
  /** The number of a numbered item ('3.' → 3); letters and roman numerals have none. */
  value?: number;
}

/** A list marker (a bullet, or numbering by digits, letters or roman numerals) at the very start, if any. */
export function listMarker(text: string): ListMarker | undefined {
  const match = BULLET.exec(text);
  if (!match) return undefined;
  if (match[0].includes(KEYCAP_TEN)) return { text: match[0], value: 10 };
  const digits = /\d+/.exec(match[0]);
  return digits ? { text: match[0], value: Number(digits[0]) } : { text: match[0] };
}

/** Numbers written as keycap emoji ('1️⃣' … '9️⃣', then '🔟'), as chat posts number their lists. */
const KEYCAP = /^[0-9]\uFE0F?\u20E3$/;
const KEYCAP_TEN = '🔟';

/** How a list numbers its items, read from one marker: '(2)', 'b.', 'iv)', 'C)'. */
export interface Numbering {
  open: '' | '(';
  close: '.' | ')';
  system: 'digits' | 'letters' | 'roman' | 'keycap';
  upper: boolean;
}

/** The numbering a marker is written in, or undefined for a bullet. A lone 'i', 'v' or 'x' is roman. */
export function numberingOf(marker: string): Numbering | undefined {
  if (KEYCAP.test(marker.trim()) || marker.trim() === KEYCAP_TEN)
    return { open: '', close: '.', system: 'keycap', upper: false };
  const match = /^\(?([0-9]+|[A-Za-z]+)([.)])$/.exec(marker.trim());
  if (!match) return undefined;
  const core = match[1]!;
  const open = marker.trim().startsWith('(') ? '(' : '';
  const close = match[2] === ')' ? ')' : '.';
  const upper = core !== core.toLowerCase();
  if (/^\d+$/.test(core)) return { open, close, system: 'digits', upper: false };
  if (romanValue(core) !== undefined) return { open, close, system: 'roman', upper };
  return core.length === 1 ? { open, close, system: 'letters', upper } : undefined;
}

/** The label of the item at a 1-based place in a numbering: '3.', '(c)', 'iv)' (past 'z', digits). */
export function numberLabel(numbering: Numbering, place: number): string {
  // Keycaps go up to ten; a longer list goes on in digits.
  if (numbering.system === 'keycap' && place <= 10) return place === 10 ? KEYCAP_TEN : `${place}\uFE0F\u20E3`;
  let core = String(place);
  if (numbering.system === 'letters' && place <= 26) core = String.fromCharCode(96 + place);
  if (numbering.system === 'roman') core = romanNumeral(place);
  return `${numbering.open}${numbering.upper ? core.toUpperCase() : core}${numbering.close}`;
}

/** Lower-case roman numerals, for any place a list can have. */
function romanNumeral(place: number): string {
  const symbols: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let rest = place;
  let out = '';
  for (const [value, symbol] of symbols) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

export function stripListMarker(text: string): string {
  const marker = listMarker(text);
  return marker ? text.slice(marker.text.length) : text;
}

const NUM = '(\\d{1,3}|[IVXivx]{1,5}|[A-Za-z]+)';
/** 'Step 2:', 'Step two -', 'Step 2 of 5:' (the count of steps is part of the marker). */
const STEP = new RegExp(
  `^step\\s+${NUM}\\b(?:\\s+of\\s+\\d{1,3}\\b)?\\s*(?:(?:[:.)\\-–—,]|is\\s+to\\b|is\\s+)\\s*)?`,
  'i',
);
const NUMERIC_ORDINAL = /^(\d{1,3})(?:st|nd|rd|th)\b\s*[:.)\-–—,]?\s*/i;
const ORDINAL_WORD =
  /^(first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|sixth(?:ly)?|seventh(?:ly)?|eighth(?:ly)?|ninth(?:ly)?|tenth(?:ly)?)(?:\s+of\s+all)?(?:\s*[,:]|\s+step(?:\s*[,:])?)\s*/i;
const FIRST_PHRASE =
  /^(?:to\s+(?:begin|start)(?:\s+with)?|before\s+anything\s+else|first\s+of\s+all)\s*,\s*/i;
const LAST_PHRASE =
  /^(?:(?:finally|lastly)(?:\s*[,:]\s*|\s+)|(?:last(?:\s+of\s+all)?|at\s+the\s+end|to\s+finish(?:\s+off)?|to\s+(?:end|conclude)(?:\s+with)?|in\s+the\s+end)\s*[,:]\s*)/i;
const NUMBERED = /^\(?(\d{1,2})[.)](?:\s+|$)/;
const ROMAN_LINE = /^([IVX]{1,5})[.)]\s+/;

/** Markdown emphasis a chat app writes around a marker: '**Step 2:**', '__First,__'. */
const EMPHASIS = /^(?:\*\*|__|\*(?=[^\s*])|_(?=[^\s_]))/;
/** How far into a sentence the emphasis around a marker may close. */
const EMPHASIS_MAX_CHARS = 40;

/**
 * The step marker a sentence opens with, if any. A list marker ('3.') counts as a numbered step.
 * A marker in Markdown emphasis ('**Step 2:** Wait', '**Finally**, bake') counts with its
 * emphasis, when the emphasis closes within the marker.
 */
export function stepMarker(sentence: string): StepMarker | undefined {
  const text = sentence.replace(/^\s+/, '');
  const lead = sentence.length - text.length;
  const emphasis = EMPHASIS.exec(text)?.[0];
  if (emphasis) {
    const close = text.slice(0, EMPHASIS_MAX_CHARS + emphasis.length).indexOf(emphasis, emphasis.length);
    if (close < 0) return undefined;
    // The marker read with the emphasis taken out, then measured on the text as written.
    const inner = close - emphasis.length;
    const plain = text.slice(emphasis.length, close) + text.slice(close + emphasis.length);
    const marker = plainStepMarker(plain);
    if (!marker || marker.text.length < inner) return undefined;
    const end = marker.text.length + 2 * emphasis.length;
    return { ...marker, text: sentence.slice(0, lead + end) };
  }
  const marker = plainStepMarker(text);
  return marker && { ...marker, text: sentence.slice(0, lead) + marker.text };
}

/** The step marker at the very start of `text` (no leading space, no emphasis). */
function plainStepMarker(text: string, afterBullet = false): StepMarker | undefined {
  const bullet = listMarker(text);
  if (bullet) {
    if (bullet.value !== undefined) return { kind: 'number', value: bullet.value, text: bullet.text };
    if (afterBullet) return undefined;
    // A bullet before a step marker ('- Step 3: Clean', '• Finally, rinse'): the marker holds both.
    const step = plainStepMarker(text.slice(bullet.text.length), true);
    return step && { ...step, text: bullet.text + step.text };
  }
  let match = STEP.exec(text);
  if (match) {
    const word = match[1]!;
    const value = /^\d+$/.test(word)
      ? Number(word)
      : (numberWordValue(word) ?? ordinalWordValue(word) ?? romanValue(word));
    if (value !== undefined) return { kind: 'number', value, text: match[0] };
  }
  match = NUMERIC_ORDINAL.exec(text);
  if (match) return { kind: 'number', value: Number(match[1]), text: match[0] };
  match = ROMAN_LINE.exec(text);
  if (match) {
    const value = romanValue(match[1]!);
    if (value !== undefined) return { kind: 'number', value, text: match[0] };
  }
  match = NUMBERED.exec(text);
  if (match) return { kind: 'number', value: Number(match[1]), text: match[0] };
  match = FIRST_PHRASE.exec(text);
  if (match) return { kind: 'first', value: 1, text: match[0] };
  match = ORDINAL_WORD.exec(text);
  if (match) {
    const value = ordinalWordValue(match[1]!)!;
    return value === 1
      ? { kind: 'first', value: 1, text: match[0] }
      : { kind: 'number', value, text: match[0] };
  }
  match = LAST_PHRASE.exec(text);
  if (match) return { kind: 'last', text: match[0] };
  return undefined;
}

/** A step marker's words as a cue quotes them: without a bullet before them ('- Step 3:' → 'Step 3:'). */
export function stepCueText(step: StepMarker): string {
  const bullet = listMarker(step.text);
  const bare = bullet && bullet.value === undefined && bullet.text.length < step.text.length;
  return (bare ? step.text.slice(bullet.text.length) : step.text).trim();
}

/** A step or list marker with no word after it ('3.', 'Step 1:'). */
export function isOnlyStepMarker(sentence: string): boolean {
  const marker = stepMarker(sentence);
  return marker !== undefined && !/\p{L}/u.test(sentence.slice(marker.text.length));
}

/** The sentence without its step marker, first letter capitalised when a marker was removed. */
export function stripStepMarker(sentence: string): string {
  const marker = stepMarker(sentence);
  if (!marker) return sentence.trim();
  const rest = sentence.slice(marker.text.length).trim();
  if (rest.length === 0) return sentence.trim();
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
