/**
 * Places dated sentences on a timeline. Each sentence's own date, time or relative expression
 * becomes an interval (in minutes) in one of five spaces: absolute dates with a year, months without
 * a year, weekdays, clock times without a date, and days counted from the writer's now. Months,
 * weekdays and clock times are read cyclically, starting after the largest gap between the values
 * the text mentions ('August … December … January … May' is one season, not one calendar year).
 * Relative expressions ('two years later', 'the following Tuesday') are resolved against the dated
 * sentence they most plausibly follow, never against today.
 */
import type { Coherence } from '../cues/coherence/index.js';
import {
  anchorPoint,
  precisionRank,
  type TemporalCue,
  type TimePoint,
  type TimeUnit,
} from '../cues/temporal/index.js';
import { deicticSpan, type DeicticSpan } from '../cues/temporal/deictic.js';
import { tellsOfDisruption, tellsOfRecovery } from '../cues/temporal/recovery.js';
import type { Sentence } from '../text/document.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../text/calendar.js';
import { stem } from '../text/tokens.js';

/** 'now': days counted from the writer's today ('yesterday', 'next week', 'two years ago'). */
export type TimeSpace = 'absolute' | 'yearless' | 'weekday' | 'clock' | 'now' | 'age';

export interface Interval {
  space: TimeSpace;
  lo: number;
  hi: number;
}

export interface TimelineEntry {
  interval?: Interval;
  /** The expression that dated the sentence. */
  text?: string;
  /** For a relative expression: the sentence it was resolved against. */
  anchor?: number;
  /** For a relative expression: after (+1), before (-1) or at (0) its anchor. */
  direction?: 1 | -1 | 0;
  /** A time of day on a later day ('the next morning … at 7:30'): neither dated nor anchored. */
  otherDay?: true;
  /**
   * A forward relative time whose anchor was chosen by content, not named: every dated sentence it
   * could count from, with the interval it would then have. `anchor` and `interval` are the guess.
   */
  options?: AnchorOption[];
}

export interface AnchorOption {
  anchor: number;
  interval?: Interval;
}

const DAY = 1440;

/** The weekday (Monday = 0) of a day-long interval, when the space has weekdays. */
function weekdayOf(interval: Interval, rotation: Rotation): number | undefined {
  if (interval.hi - interval.lo > DAY) return undefined;
  const day = Math.floor(interval.lo / DAY);
  if (interval.space === 'absolute') return (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  if (interval.space === 'weekday') return (((day + rotation.weekday) % 7) + 7) % 7;
  return undefined;
}

interface Rotation {
  month: number;
  weekday: number;
  minute: number;
}

const TIMELINES = new WeakMap<readonly Sentence[], TimelineEntry[]>();

/**
 * The timeline of a text, built once per sentence list (its cues and coherence derive from it, so
 * the cue models and the learned features share one; read-only for callers).
 */
export function buildTimeline(
  sentences: readonly Sentence[],
  cues: ReadonlyArray<readonly TemporalCue[]>,
  coherence: Coherence,
): TimelineEntry[] {
  let timeline = TIMELINES.get(sentences);
  if (!timeline) {
    timeline = computeTimeline(sentences, cues, coherence);
    TIMELINES.set(sentences, timeline);
  }
  return timeline;
}

function computeTimeline(
  sentences: readonly Sentence[],
  cues: ReadonlyArray<readonly TemporalCue[]>,
  coherence: Coherence,
): TimelineEntry[] {
  const n = sentences.length;
  const points = cues.map((list) => anchorPoint(list));
  // The year a birth is told in does not depend on the ages settled below.
  const born = birthYear(cues, points);
  const anchors = settleAges(points, cues, born);
  const rotation = rotationsOf(cues);
  // Two sentences or more that count from the writer's now ('Yesterday …', 'Today …', 'Next week
  // …') are placed on that scale; a single one says nothing about the order.
  const spans = sentences.map((s) => deicticSpan(s.body));
  const countsFromNow = spans.filter((span) => span !== undefined).length >= 2;
  const entries: TimelineEntry[] = anchors.map((anchor, i) => {
    const span = countsFromNow ? spans[i] : undefined;
    if (span && (!anchor || isClockOnly(anchor.point))) return nowEntry(span, anchor?.point);
    // A sentence about today is the present, after every year it mentions ('still carries water
    // today, although … lined with concrete in 1967'); 'Today I woke at 7' keeps its time of day.
    const present = PRESENT.exec(sentences[i]!.body);
    if (present && (!anchor || anchor.point.year !== undefined))
      return { interval: PRESENT_INTERVAL, text: present[0] };
    if (!anchor) return {};
    const interval =
      anchor.point.age !== undefined ? ageInterval(anchor.point, born) : toInterval(anchor.point, rotation);
    // 'The next morning … at 11:40' is a time of another day than the text's other times of day,
    // which may be of the day before or of that day too: it is compared with none of them, and the
    // learned model places it.
    if (interval && isClockOnly(anchor.point) && movesOnByDays(cues[i]!))
      return { text: anchor.text, otherDay: true };
    return { interval, text: anchor.text };
  });
  placeTimesOnFirstDay(entries, rotation);
  // Relative expressions, resolved in passes so that chains ('a week later' after 'the following Tuesday') work.
  const pending = new Set<number>();
  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    if (!entry.interval && !entry.otherDay && cues[i]!.some((c) => c.kind === 'relative')) pending.add(i);
  }
  const guessed: number[] = [];
  for (let pass = 0; pass < n && pending.size > 0; pass++) {
    let progressed = false;
    for (const r of [...pending]) {
      const relative = cues[r]!.find((c) => c.kind === 'relative')!;
      const anchor = chooseAnchor(r, relative, entries, sentences, coherence, pending);
      if (anchor === undefined) continue;
      pending.delete(r);
      progressed = true;
      const rel = relative.relative!;
      const entry: TimelineEntry = {
        text: relative.text,
        anchor: anchor.index,
        direction: rel.direction === 0 ? 1 : rel.direction,
      };
      const interval = resolveRelative(readRelative(relative), entries[anchor.index]!.interval, rotation);
      if (interval) entry.interval = interval;
      if (!anchor.named && entry.direction === 1) guessed.push(r);
      entries[r] = entry;
    }
    if (!progressed) break;
  }
  // A forward time whose anchor was chosen by content ('two years later') counts from whichever
  // dated sentence ends up told before it: the interval it would have after each of them.
  for (const r of guessed) {
    const relative = readRelative(cues[r]!.find((c) => c.kind === 'relative')!);
    const options: AnchorOption[] = [];
    for (let c = 0; c < n; c++) {
      const base = entries[c]!;
      if (c === r || !base.interval || base.anchor !== undefined) continue;
      options.push({ anchor: c, interval: resolveRelative(relative, base.interval, rotation) });
    }
    entries[r]!.options = options;
  }
  return entries;
}

/** A time of day written in figures ('at 9:20', '8 pm'), not in words ('at dusk', 'near midnight'). */
export function isClockInFigures(entry: TimelineEntry): boolean {
  return entry.interval?.space === 'clock' && /\d/.test(entry.text ?? '');
}

/**
 * Times of day alone, in figures ('By 6:40 …', 'At 7 a.m. …'), in a text whose first date gives a
 * time of day too ('At 6:15 a.m. on Jan. 9 …', 'On the evening of 3 Oct. …') and whose dates share
 * one scale: they go on with the story's first day, from its own time on, past midnight into the
 * next day when they come earlier than it. They are then dated like the day itself. A time in words
 * ('that night', 'at noon') is left on the clock: histories use them for any day.
 */
function placeTimesOnFirstDay(entries: TimelineEntry[], rotation: Rotation): void {
  const dated = entries.filter(
    (e) => e.interval && e.interval.space !== 'clock' && e.interval.space !== 'now',
  );
  if (dated.length === 0) return;
  const space = dated[0]!.interval!.space;
  if (dated.some((e) => e.interval!.space !== space)) return;
  const first = dated.reduce((a, b) => (b.interval!.lo < a.interval!.lo ? b : a)).interval!;
  if (first.hi - first.lo >= DAY) return;
  const start = first.lo - (((first.lo % DAY) + DAY) % DAY);
  for (const entry of entries) {
    if (!isClockInFigures(entry)) continue;
    const clock = entry.interval!;
    let lo = start + (rotation.minute === 0 ? clock.lo : rotation.minute + clock.lo);
    if (lo < first.lo) lo += DAY;
    entry.interval = { space, lo, hi: lo + clock.hi - clock.lo };
  }
}

const WEEKDAY_WORDS = WEEKDAY_NAMES.map((d) => new RegExp(`\\b${d}\\b`, 'i'));
const MONTH_WORDS = MONTH_NAMES.map((m) => new RegExp(`\\b${m}\\b`, 'i'));

/** A relative time and what it names besides its offset: a weekday ('the following Tuesday') or a month. */
interface RelativeReading {
  cue: TemporalCue;
  weekday: number;
  month: number;
}

function readRelative(cue: TemporalCue): RelativeReading {
  return {
    cue,
    weekday: WEEKDAY_WORDS.findIndex((word) => word.test(cue.text)),
    month: MONTH_WORDS.findIndex((word) => word.test(cue.text)),
  };
}

/** A relative time resolved against the interval of its anchor, when the two can be combined. */
function resolveRelative(
  { cue: relative, weekday, month }: RelativeReading,
  base: Interval | undefined,
  rotation: Rotation,
): Interval | undefined {
  const rel = relative.relative!;
  if (!base) return undefined;
  if (weekday >= 0 && rel.direction === 1) {
    const baseWeekday = weekdayOf(base, rotation);
    if (baseWeekday !== undefined) {
      const ahead = (weekday - baseWeekday + 7) % 7 || 7;
      const start = base.lo - (((base.lo % DAY) + DAY) % DAY) + ahead * DAY;
      return { space: base.space, lo: start, hi: start + DAY };
    }
  }
  if (month >= 0 && base.space === 'absolute' && rel.direction === 1) {
    const date = new Date(base.lo * 60000);
    const year = date.getUTCFullYear() + (month > date.getUTCMonth() ? 0 : 1);
    return { space: 'absolute', lo: minutes(year, month, 1), hi: minutes(year, month + 1, 1) };
  }
  if (rel.days === undefined) return undefined;
  // The offset as told ('forty minutes later' is forty minutes), and at least a minute when it moves on.
  const shift = Math.max(rel.days * DAY, rel.direction === 0 ? 0 : 1) * (rel.direction === -1 ? -1 : 1);
  const slack =
    rel.unit === 'day' && /tuesday|monday|wednesday|thursday|friday|saturday|sunday/i.test(relative.text)
      ? 3 * DAY
      : 0;
  return { space: base.space, lo: base.lo + shift - slack, hi: base.hi + shift + slack };
}

/**
 * A sentence on the scale counted from now; a time of day it gives ('Yesterday at 9') within its
 * day. Days are kept whole so that 'yesterday' and 'last night' stay unordered against their parts.
 */
function nowEntry(span: DeicticSpan, point: TimePoint | undefined): TimelineEntry {
  const lo = span.from * DAY;
  if (point?.minutes !== undefined && span.to - span.from === 1) {
    const at = lo + (point.minutes % DAY);
    return { interval: { space: 'now', lo: at, hi: at + 1 }, text: span.text };
  }
  return { interval: { space: 'now', lo, hi: span.to * DAY }, text: span.text };
}

/** Today, the time a text is read in: after every date a text gives (the year 9999 stands for it). */
const PRESENT = /\b(?:today|nowadays)\b/i;
const PRESENT_INTERVAL: Interval = { space: 'absolute', lo: minutes(9999, 0, 1), hi: minutes(9999, 0, 2) };

/** A time of day without a date, weekday or month ('at 11:40'). */
function isClockOnly(point: TimePoint): boolean {
  return (
    point.minutes !== undefined &&
    point.year === undefined &&
    point.month === undefined &&
    point.day === undefined &&
    point.weekday === undefined
  );
}

/** A sentence that moves on by whole days ('the next morning', 'two days later'). */
function movesOnByDays(cues: readonly TemporalCue[]): boolean {
  return cues.some(
    ({ kind, relative }) =>
      kind === 'relative' &&
      relative!.direction === 1 &&
      relative!.unit === 'day' &&
      (relative!.days ?? 0) >= 1,
  );
}

/**
 * How much a disruption counts as the anchor of a relative time on its recovery ('rebuilt two years
 * later' after the fire): more than a full share of words with another candidate (similarity ≤ 1,
 * counted twice) and its references back (a name the recovery repeats) together. The recovery
 * also lifts the upper bound that shared references ('the works') would put on the anchor: what was
 * rebuilt had to be destroyed first, whatever the wording says.
 */
const RECOVERY_ANCHOR = 5;

function chooseAnchor(
  r: number,
  cue: TemporalCue,
  entries: readonly TimelineEntry[],
  sentences: readonly Sentence[],
  coherence: Coherence,
  pending: ReadonlySet<number>,
): { index: number; named: boolean } | undefined {
  const n = sentences.length;
  const rel = cue.relative!;
  const candidates: number[] = [];
  for (let c = 0; c < n; c++) {
    if (c === r || pending.has(c)) continue;
    if (entries[c]!.interval || entries[c]!.anchor !== undefined) candidates.push(c);
  }
  if (candidates.length === 0) return undefined;
  // A named anchor event ('two months after the hearing').
  if (rel.anchorText) {
    const stems = rel.anchorText
      .split(/\s+/)
      .map((w) => stem(w))
      .filter((w) => w.length > 2 && w !== 'the' && w !== 'that' && w !== 'this');
    let best: number | undefined;
    let bestScore = 0;
    for (const c of candidates) {
      const score = stems.filter((s) => sentences[c]!.contentSet.has(s)).length;
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    if (best !== undefined) return { index: best, named: true };
  }
  // A day-level offset ('the following Tuesday', 'a week later') follows a dated day or another relative step.
  const fine = precisionRank(rel.unit) <= precisionRank('week');
  let pool = candidates;
  if (fine) {
    const compatible = candidates.filter((c) => {
      const entry = entries[c]!;
      if (entry.anchor !== undefined) return true;
      const interval = entry.interval!;
      return interval.hi - interval.lo <= 2 * DAY;
    });
    if (compatible.length > 0) pool = compatible;
  }
  // Not a sentence that itself refers back to this one ('those specimens' after 'four hundred specimens').
  const upper = pool.filter(
    (c) => coherence.precedence[r * n + c]! <= coherence.precedence[c * n + r]! + 0.5,
  );
  if (upper.length > 0) pool = upper;
  // Upper bound: sentences this one must precede by reference bound its anchor from above.
  const bounds = [];
  for (let c = 0; c < n; c++) {
    if (
      c !== r &&
      coherence.precedence[r * n + c]! > coherence.precedence[c * n + r]! + 0.5 &&
      entries[c]!.interval
    ) {
      bounds.push(entries[c]!.interval!);
    }
  }
  let best = pool[0]!;
  let bestScore = -Infinity;
  const latest = Math.max(...pool.map((c) => entries[c]!.interval?.lo ?? -Infinity));
  const undone = new Set(
    tellsOfRecovery(sentences[r]!) ? pool.filter((c) => tellsOfDisruption(sentences[c]!)) : [],
  );
  // Of several disruptions, a recovery undoes the earliest: a later one tends to end the story.
  const firstUndone = Math.min(...[...undone].map((c) => entries[c]!.interval?.lo ?? Infinity));
  for (const c of pool) {
    const interval = entries[c]!.interval;
    let score = 2 * coherence.similarity[r * n + c]! + coherence.precedence[c * n + r]!;
    if (undone.has(c)) {
      score += RECOVERY_ANCHOR;
      if (interval && interval.lo === firstUndone) score += 0.05;
    } else {
      if (
        interval &&
        bounds.some((b) => b.space === interval.space && b.lo < interval.lo + (rel.days ?? 0) * DAY)
      )
        score -= 5;
      if (interval && interval.lo === latest) score += 0.05;
    }
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return { index: best, named: false };
}

/** -1 when a is wholly before b, 1 when after, 0 when they overlap or cannot be compared. */
export function compareIntervals(a: Interval | undefined, b: Interval | undefined): -1 | 0 | 1 {
  if (!a || !b || a.space !== b.space) return 0;
  if (a.hi <= b.lo && a.lo < b.lo) return -1;
  if (b.hi <= a.lo && b.lo < a.lo) return 1;
  return 0;
}

function toInterval(point: TimePoint, rotation: Rotation): Interval | undefined {
  // '9 am' is a moment like '9:20'; 'at dawn' or 'over lunch' spans about two hours.
  const clockSpan = point.precision === 'part-of-day' ? 120 : 1;
  if (point.year !== undefined) {
    const y = point.year;
    let lo: number;
    let hi: number;
    if (point.precision === 'decade' || point.precision === 'century') {
      const half = point.precision === 'century' ? 50 : 5;
      lo = minutes(y - half, 0, 1);
      hi = minutes(y + half, 0, 1);
    } else if (point.month === undefined) {
      lo = minutes(y, 0, 1);
      hi = minutes(y + 1, 0, 1);
    } else if (point.day === undefined) {
      const span = point.precision === 'season' ? 3 : 1;
      lo = minutes(y, point.month, 1);
      hi = minutes(y, point.month + span, 1);
    } else {
      lo = minutes(y, point.month, point.day);
      hi = lo + DAY;
    }
    if (point.minutes !== undefined && point.day !== undefined) {
      lo += point.minutes;
      hi = lo + clockSpan;
    }
    return { space: 'absolute', lo, hi };
  }
  if (point.month !== undefined) {
    const month = (point.month - rotation.month + 12) % 12;
    let lo = month * 31 * DAY;
    let hi = lo + (point.precision === 'season' ? 3 : 1) * 31 * DAY;
    if (point.day !== undefined) {
      lo += (point.day - 1) * DAY;
      hi = lo + DAY;
      if (point.minutes !== undefined) {
        lo += point.minutes;
        hi = lo + clockSpan;
      }
    }
    return { space: 'yearless', lo, hi };
  }
  if (point.weekday !== undefined) {
    let lo = ((point.weekday - rotation.weekday + 7) % 7) * DAY;
    let hi = lo + DAY;
    if (point.minutes !== undefined) {
      lo += point.minutes;
      hi = lo + clockSpan;
    }
    return { space: 'weekday', lo, hi };
  }
  if (point.minutes !== undefined) {
    // Midnight (24:00) ends the day unless the times run across it, when it is the new day's 0:00.
    const lo = rotation.minute === 0 ? point.minutes : (point.minutes - rotation.minute + DAY) % DAY;
    return { space: 'clock', lo, hi: lo + clockSpan };
  }
  return undefined;
}

type Anchor = { point: TimePoint; text: string } | undefined;

/**
 * Ages count only where a text tells a life by them: two or more, or one beside a birth year, and
 * at least one that cannot be a time of day ('At nineteen', 'aged 6'); otherwise they are dropped
 * ('unemployment peaked at 15.' alone is no age, 'At nine she left' alone is a time).
 */
function settleAges(
  anchors: Anchor[],
  cues: ReadonlyArray<readonly TemporalCue[]>,
  born: number | undefined,
): Anchor[] {
  const ages = anchors.filter((a) => a?.point.age !== undefined);
  if (ages.length === 0) return anchors;
  const told = ages.length >= 2 || born !== undefined;
  if (told && ages.some((a) => !a!.point.ageOpen)) return anchors;
  // Without ages, the sentence's other time (a time of day) stands.
  return anchors.map((a, i) =>
    a?.point.age === undefined ? a : anchorPoint(cues[i]!.filter((c) => c.kind !== 'age')),
  );
}

/** The year of a sentence that tells a birth ('was born in 1921'), when one does. */
function birthYear(
  cues: ReadonlyArray<readonly TemporalCue[]>,
  anchors: readonly Anchor[],
): number | undefined {
  for (let i = 0; i < cues.length; i++) {
    const year = anchors[i]?.point.year;
    if (year !== undefined && cues[i]!.some((c) => c.kind === 'life-event' && /\bborn\b/i.test(c.text)))
      return year;
  }
  return undefined;
}

const YEAR_MINUTES = 365.25 * DAY;
const AGE_SPAN: Partial<Record<TimeUnit, number>> = { month: YEAR_MINUTES / 12, week: 7 * DAY, day: DAY };

/**
 * An age on its life's scale, from birth; with a birth year in the text, on the calendar ('born in
 * 1921 … At nineteen' is 1940).
 */
function ageInterval(point: TimePoint, born: number | undefined): Interval {
  const lo = (born === undefined ? 0 : minutes(born, 0, 1)) + point.age! * YEAR_MINUTES;
  return {
    space: born === undefined ? 'age' : 'absolute',
    lo,
    hi: lo + (AGE_SPAN[point.precision] ?? YEAR_MINUTES),
  };
}

/** Minutes since 1970 of a day of any year: AD 43 is not 1943 and 300 BC is year −300, as Date.UTC would have it. */
function minutes(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / 60000;
}

/** Where each cyclic scale starts: right after the largest gap between the values mentioned. */
function rotationsOf(cues: ReadonlyArray<readonly TemporalCue[]>): Rotation {
  const months: number[] = [];
  const weekdays: number[] = [];
  const clock: number[] = [];
  for (const list of cues) {
    for (const c of list) {
      const p = c.point;
      if (!p || (c.kind !== 'absolute' && c.kind !== 'part-of-day')) continue;
      if (p.year === undefined && p.month !== undefined) months.push(p.month);
      else if (p.year === undefined && p.weekday !== undefined) weekdays.push(p.weekday);
      else if (p.year === undefined && p.month === undefined && p.minutes !== undefined)
        clock.push(p.minutes);
    }
  }
  return {
    month: cycleStart(months, 12),
    weekday: cycleStart(weekdays, 7),
    minute: cycleStart(clock, DAY, 4),
  };
}

export function cycleStart(values: readonly number[], period: number, share = 6): number {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length < 2) return 0;
  const wrap = sorted[0]! + period - sorted[sorted.length - 1]!;
  let start = 0;
  let widest = 0;
  for (let k = 1; k < sorted.length; k++) {
    const gap = sorted[k]! - sorted[k - 1]!;
    if (gap > widest) {
      widest = gap;
      start = sorted[k]!;
    }
  }
  // Read the cycle from a later start only when the text clearly runs across its end: a short
  // wrap-around gap (at most `1 / share` of the cycle: 'December … January'; a day's times take a
  // quarter, '11:30 p.m. … 4 a.m.', since nights are told through) and a longer gap inside the
  // calendar order. Months and weekdays keep a sixth: 'January, March, October' is one year.
  return widest > wrap && wrap <= period / share ? start : 0;
}
