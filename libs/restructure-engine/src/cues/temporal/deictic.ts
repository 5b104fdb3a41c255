/**
 * Times counted from the writer's now: 'yesterday', 'tonight', 'tomorrow', 'last week', 'next
 * year', 'two years ago'. Each is a span of days from the start of today, [from, to): yesterday is
 * [-1, 0), this week [-3, 4), last year [-547, -183). Spans that overlap ('this week' and
 * 'yesterday') are not ordered against each other.
 */
import { countValue, unitDays } from './relative.js';
import { COUNT, UNIT } from './words.js';

export interface DeicticSpan {
  /** The expression as written. */
  text: string;
  /** Days from the start of today. */
  from: number;
  to: number;
}

/** Half-widths, in days, of last / this / next week, weekend, month and year. */
const PERIOD_SPANS: Record<string, Record<string, readonly [number, number]>> = {
  week: { last: [-10, -3], this: [-3, 4], next: [4, 11] },
  weekend: { last: [-8, -5], this: [2, 4], next: [9, 11] },
  month: { last: [-45, -15], this: [-15, 15], next: [15, 45] },
  year: { last: [-547, -183], this: [-183, 183], next: [183, 547] },
};

/** Named days and parts of today, longest phrase first. */
const NAMED: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/\bthe\s+day\s+before\s+yesterday\b/i, -2, -1],
  [/\bthe\s+day\s+after\s+tomorrow\b/i, 2, 3],
  [/\blast\s+night\b/i, -0.25, 0],
  [/\byesterday\b/i, -1, 0],
  [/\bthis\s+morning\b/i, 0, 0.5],
  [/\bthis\s+afternoon\b/i, 0.5, 0.75],
  [/\b(?:this\s+evening|tonight)\b/i, 0.75, 1],
  [/\btoday\b/i, 0, 1],
  [/\btomorrow\b/i, 1, 2],
];

/** 'next week', but not 'the next week' (counted from the story's time) or 'over the last year'. */
const PERIOD = /(?<!\bthe\s)\b(last|this|next)\s+(week|weekend|month|year)\b/i;
const AGO = new RegExp(`\\b${COUNT}\\s+${UNIT}\\s+ago\\b`, 'i');

/** The span of the first time counted from now that a sentence gives, if any. */
export function deicticSpan(body: string): DeicticSpan | undefined {
  for (const [pattern, from, to] of NAMED) {
    const match = pattern.exec(body);
    if (match) return { text: match[0], from, to };
  }
  const period = PERIOD.exec(body);
  if (period) {
    const [from, to] = PERIOD_SPANS[period[2]!.toLowerCase()]![period[1]!.toLowerCase()]!;
    return { text: period[0], from, to };
  }
  const ago = AGO.exec(body);
  const count = ago ? countValue(ago[1]!) : undefined;
  if (ago && count !== undefined) {
    const unit = unitDays(ago[2]!);
    return { text: ago[0], from: -(count + 0.5) * unit, to: -(count - 0.5) * unit };
  }
  return undefined;
}
