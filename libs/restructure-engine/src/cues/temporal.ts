/**
 * Temporal cues: absolute dates in mixed formats ('4 March 1958', 'June 12, 1911', '2019-05-01',
 * '03/04/2021', 'the spring of 1903', 'in 1884', 'the 1990s'), months and weekdays without a year,
 * times of day ('2:10 am', '14:30', 'noon'), parts of the day ('at dawn', 'over lunch'), relative
 * expressions ('two years later', 'the following Tuesday', 'two months after the hearing') and
 * life-cycle events ('was born', 'died').
 */
import { numberWordValue } from '../text/markers.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../text/calendar.js';

/** A point in time; fields that the text does not give stay undefined. */
export interface TimePoint {
  year?: number;
  /** 0-based month; a season gives a fractional month. */
  month?: number;
  day?: number;
  /** 0..6, Monday first. */
  weekday?: number;
  /** Minutes since midnight. */
  minutes?: number;
  /** The smallest unit the expression pins down. */
  precision: TimeUnit;
}

export type TimeUnit =
  'minute' | 'hour' | 'part-of-day' | 'day' | 'week' | 'month' | 'season' | 'year' | 'decade';

export interface RelativeTime {
  /** +1: after its anchor ('later'); -1: before it ('earlier'); 0: same time ('that evening'). */
  direction: 1 | -1 | 0;
  /** Offset in days when the text quantifies it ('two years later' → 730). */
  days?: number;
  unit: TimeUnit;
  /** The event it is relative to, when named ('after the hearing' → 'the hearing'). */
  anchorText?: string;
}

export interface TemporalCue {
  kind: 'absolute' | 'relative' | 'part-of-day' | 'life-event' | 'sequence';
  /** The expression as written. */
  text: string;
  offset: number;
  point?: TimePoint;
  relative?: RelativeTime;
  /** 'born' → -1 (first), 'died' → +1 (last); 'at first' → -1, 'eventually' → +1. */
  rank?: -1 | 1;
}

const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A season's first month (it spans three). */
const SEASONS: Record<string, number> = { winter: 0, spring: 2, summer: 5, autumn: 8, fall: 8 };
const PARTS_OF_DAY: Record<string, number> = {
  dawn: 5 * 60,
  daybreak: 5 * 60,
  sunrise: 5.5 * 60,
  'first light': 5 * 60,
  breakfast: 7.5 * 60,
  morning: 9 * 60,
  'mid-morning': 10.5 * 60,
  midday: 12 * 60,
  noon: 12 * 60,
  lunch: 12.5 * 60,
  lunchtime: 12.5 * 60,
  afternoon: 15 * 60,
  teatime: 16.5 * 60,
  dusk: 19 * 60,
  sunset: 19 * 60,
  evening: 19.5 * 60,
  dinner: 19.5 * 60,
  supper: 19.5 * 60,
  night: 22 * 60,
  bedtime: 22 * 60,
  midnight: 24 * 60,
};
/** 'my lunch', 'a packed lunch', 'his breakfast things': a meal as food, not as a time of day. */
export const FOOD_BEFORE = /\b(?:my|his|her|their|our|your|packed|a)\s+$/i;
const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  season: 91,
  year: 365,
  decade: 3650,
  century: 36500,
};

const MONTH_NAME = `(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?`;
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = `(1[0-9]\\d{2}|20\\d{2})`;

function monthIndex(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const full = MONTH_NAMES.indexOf(lower);
  if (full >= 0) return full;
  return MONTH_ABBR.indexOf(lower.slice(0, 3));
}

interface Rule {
  pattern: RegExp;
  build: (m: RegExpExecArray, sentence: string) => TemporalCue | undefined;
}

const COUNT = `(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a few|a couple of|several|some|many|\\d+)`;
const UNIT = `(minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|seasons?|years?|decades?|centur(?:y|ies))`;

function countValue(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (lower === 'a' || lower === 'an') return 1;
  if (lower === 'a couple of') return 2;
  if (lower === 'a few' || lower === 'several' || lower === 'some') return 3;
  if (lower === 'many') return 5;
  if (lower === 'fifty') return 50;
  if (lower === 'forty') return 40;
  if (lower === 'thirty') return 30;
  return numberWordValue(lower);
}

function unitName(word: string): TimeUnit {
  const lower = word.toLowerCase().replace(/s$/, '').replace(/ie$/, 'y');
  if (lower === 'night') return 'day';
  if (lower === 'fortnight') return 'week';
  if (lower === 'centur' || lower === 'century') return 'decade';
  return lower as TimeUnit;
}

function unitDays(word: string): number {
  const lower = word.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
  return UNIT_DAYS[lower] ?? 1;
}

function cue(m: RegExpExecArray, fields: Omit<TemporalCue, 'text' | 'offset'>): TemporalCue {
  return { text: m[0].trim(), offset: m.index + (m[0].length - m[0].trimStart().length), ...fields };
}

const RULES: Rule[] = [
  // 2019-05-01
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    build: (m) =>
      cue(m, {
        kind: 'absolute',
        point: { year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]), precision: 'day' },
      }),
  },
  // 03/04/2021 (day first unless the first part cannot be a month... or the second cannot)
  {
    pattern: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/g,
    build: (m) => {
      let day = Number(m[1]);
      let month = Number(m[2]);
      if (month > 12 && day <= 12) [day, month] = [month, day];
      if (month > 12 || month < 1 || day > 31) return undefined;
      const raw = Number(m[3]);
      const year = m[3]!.length === 2 ? (raw < 50 ? 2000 + raw : 1900 + raw) : raw;
      return cue(m, { kind: 'absolute', point: { year, month: month - 1, day, precision: 'day' } });
    },
  },
  // 4 March 1958, 14th of January 2022, 4 March
  {
    pattern: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH_NAME}(?:,?\\s+${YEAR})?\\b`, 'gi'),
    build: (m) => {
      const month = monthIndex(m[2]!);
      if (month < 0 || Number(m[1]) > 31 || !/^[A-Z]/.test(m[2]!)) return undefined;
      const year = m[3] ? Number(m[3]) : undefined;
      return cue(m, {
        kind: 'absolute',
        point: { ...(year ? { year } : {}), month, day: Number(m[1]), precision: 'day' },
      });
    },
  },
  // June 12, 1911, March 3rd
  {
    pattern: new RegExp(
      `\\b${MONTH_NAME}\\s+${DAY}\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|:|%))(?:,?\\s+${YEAR})?`,
      'gi',
    ),
    build: (m) => {
      const month = monthIndex(m[1]!);
      if (month < 0 || Number(m[2]) > 31 || !/^[A-Z]/.test(m[1]!)) return undefined;
      const year = m[3] ? Number(m[3]) : undefined;
      return cue(m, {
        kind: 'absolute',
        point: { ...(year ? { year } : {}), month, day: Number(m[2]), precision: 'day' },
      });
    },
  },
  // November 1907, February of that year, May 2020
  {
    pattern: new RegExp(`\\b${MONTH_NAME},?\\s+(?:of\\s+)?${YEAR}\\b`, 'gi'),
    build: (m) => {
      const month = monthIndex(m[1]!);
      if (month < 0 || !/^[A-Z]/.test(m[1]!)) return undefined;
      return cue(m, { kind: 'absolute', point: { year: Number(m[2]), month, precision: 'month' } });
    },
  },
  // the spring of 1903, winter 2020, autumn of that year
  {
    pattern: new RegExp(`\\b(spring|summer|autumn|fall|winter)\\s+(?:of\\s+)?${YEAR}\\b`, 'gi'),
    build: (m) =>
      cue(m, {
        kind: 'absolute',
        point: { year: Number(m[2]), month: SEASONS[m[1]!.toLowerCase()]!, precision: 'season' },
      }),
  },
  // in 1884, since 2018, the 1990s
  {
    pattern: new RegExp(
      `\\b(in|of|since|by|until|till|from|during|before|after|around|circa|c\\.|early|late|mid-?|year|the)\\s+(?:the\\s+)?(?:(?:early|late|mid-?)\\s*)?${YEAR}(s)?\\b(?![,.]?\\d)`,
      'gi',
    ),
    build: (m) => {
      const year = Number(m[2]);
      if (m[3]) return cue(m, { kind: 'absolute', point: { year: year + 5, precision: 'decade' } });
      if (m[1]!.toLowerCase() === 'the') return undefined;
      return cue(m, { kind: 'absolute', point: { year, precision: 'year' } });
    },
  },
  // 1884: a bare year at the start or before punctuation ('Born 1884, ...', '..., 2016.')
  {
    pattern: new RegExp(`(?:^|[,;(]\\s*)${YEAR}(?=\\s*[,;:).]|\\s*$)`, 'g'),
    build: (m) => cue(m, { kind: 'absolute', point: { year: Number(m[1]), precision: 'year' } }),
  },
  // a month with no year and no day: 'in August', 'early March', 'the end of September', 'October matches'
  {
    pattern: new RegExp(
      `\\b(in|of|by|until|till|since|from|during|early|late|mid-?|through|throughout|last|next|this|that)?\\s*(?:the\\s+)?(?:(?:early|late|mid-?)\\s*)?${MONTH_NAME}\\b(?!\\s+(?:\\d|of\\s+\\d))`,
      'gi',
    ),
    build: (m, sentence) => {
      const name = m[2]!;
      const month = monthIndex(name);
      if (month < 0 || !/^[A-Z]/.test(name)) return undefined;
      const lead = (m[1] ?? '').toLowerCase();
      // 'May' and 'March' are also ordinary words: require a temporal preposition or a following noun.
      if (/^(may|march|jan|mar|jun|sept?|oct|nov|dec|feb|apr|jul|aug)$/i.test(name) && lead === '') {
        const after = sentence.slice(m.index + m[0].length);
        if (
          !/^\s+(?:[a-z]+s\b|matches|sales|figures|meeting|issue)/.test(after) ||
          name.toLowerCase() === 'may'
        )
          return undefined;
      }
      if (lead === 'last' || lead === 'next' || lead === 'this' || lead === 'that') return undefined;
      return cue(m, { kind: 'absolute', point: { month, precision: 'month' } });
    },
  },
  // 2:10 am, 9 pm, 9.30 p.m.
  {
    pattern: /\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.m\.?|p\.m\.?|am|pm)(?![a-z])/gi,
    build: (m) => {
      let hour = Number(m[1]);
      if (hour > 12 || hour === 0) return undefined;
      const pm = m[3]!.toLowerCase().startsWith('p');
      if (hour === 12) hour = pm ? 12 : 0;
      else if (pm) hour += 12;
      return cue(m, {
        kind: 'absolute',
        point: { minutes: hour * 60 + Number(m[2] ?? 0), precision: m[2] ? 'minute' : 'hour' },
      });
    },
  },
  // 14:30, 9:20, 10:05 (24-hour clock)
  {
    pattern: /\b([01]?\d|2[0-3])[:h]([0-5]\d)\b(?!\s*(?:a\.?m|p\.?m)|[:/]\d)/gi,
    build: (m) =>
      cue(m, {
        kind: 'absolute',
        point: { minutes: Number(m[1]) * 60 + Number(m[2]), precision: 'minute' },
      }),
  },
  // 7 o'clock
  {
    pattern: /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o['’]clock\b/gi,
    build: (m) => {
      const hour = /\d/.test(m[1]!) ? Number(m[1]) : numberWordValue(m[1]!);
      if (hour === undefined) return undefined;
      return cue(m, { kind: 'absolute', point: { minutes: hour * 60, precision: 'hour' } });
    },
  },
  // on Tuesday, by Friday (not 'the following Tuesday', handled as relative)
  {
    pattern:
      /\b(on|by|until|till|from|that|this|last|next|following)?\s*(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/g,
    build: (m) => {
      const lead = (m[1] ?? '').toLowerCase();
      if (lead === 'following' || lead === 'next' || lead === 'last' || lead === 'that') return undefined;
      const weekday = WEEKDAY_NAMES.indexOf(m[2]!.toLowerCase());
      return cue(m, { kind: 'absolute', point: { weekday, precision: 'day' } });
    },
  },
  // two years later, a week afterwards, three days earlier, two months after the hearing
  {
    pattern: new RegExp(
      `\\b${COUNT}\\s+(?:more\\s+|further\\s+)?${UNIT}\\s+(later|afterwards?|on|earlier|before|previously|after|prior\\s+to)\\b(\\s+(?:the|that|this|his|her|their|its)\\s+[a-z-]+(?:\\s+[a-z-]+)?)?`,
      'gi',
    ),
    build: (m) => {
      const count = countValue(m[1]!);
      const word = m[3]!.toLowerCase();
      const direction = /^(earlier|before|previously|prior)/.test(word) ? -1 : 1;
      const anchorText = m[4]?.trim();
      if ((word === 'after' || word === 'before' || word.startsWith('prior')) && !anchorText)
        return undefined;
      // 'two years on' counts on from an event; 'two hours on the motorway' is a place.
      if (word === 'on' && anchorText) return undefined;
      return cue(m, {
        kind: 'relative',
        relative: {
          direction,
          ...(count !== undefined ? { days: count * unitDays(m[2]!) } : {}),
          unit: unitName(m[2]!),
          ...(anchorText ? { anchorText } : {}),
        },
      });
    },
  },
  // within ten years, within a decade, over the next two years: a span that counts on from the
  // time before it (the text's previous date), read as that much later. ('After two hours on the
  // motorway' counts from an event the text may not date, so 'after' is left out.)
  {
    pattern: new RegExp(
      `\\b(?:within|over\\s+the\\s+(?:next|following))\\s+${COUNT}\\s+${UNIT}\\b(?!\\s+(?:of|old|ago|later|earlier|before|after))`,
      'gi',
    ),
    build: (m) => {
      const count = countValue(m[1]!);
      return cue(m, {
        kind: 'relative',
        relative: {
          direction: 1,
          ...(count !== undefined ? { days: count * unitDays(m[2]!) } : {}),
          unit: unitName(m[2]!),
        },
      });
    },
  },
  // the following Tuesday, the next morning, the day after, later that year, the previous week
  {
    pattern:
      /\b(?:the\s+)?(following|next|previous|preceding|subsequent)\s+(day|morning|afternoon|evening|night|week|weekend|month|year|spring|summer|autumn|winter|season|decade|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/gi,
    build: (m) => {
      const before = /^(previous|preceding)$/i.test(m[1]!);
      const what = m[2]!.toLowerCase();
      const unit: TimeUnit = MONTH_NAMES.includes(what)
        ? 'month'
        : WEEKDAY_NAMES.includes(what)
          ? 'day'
          : what in PARTS_OF_DAY || what === 'day'
            ? 'day'
            : what === 'weekend'
              ? 'week'
              : what in SEASONS || what === 'season'
                ? 'season'
                : (what as TimeUnit);
      const days = MONTH_NAMES.includes(what)
        ? 180
        : WEEKDAY_NAMES.includes(what)
          ? 4
          : unit === 'day'
            ? 1
            : (UNIT_DAYS[unit] ?? 1);
      return cue(m, { kind: 'relative', relative: { direction: before ? -1 : 1, days, unit } });
    },
  },
  {
    pattern:
      /\b(the\s+(?:day|night|morning|evening|week|month|year)\s+(?:after|before)|later\s+that\s+(?:day|morning|afternoon|evening|night|week|month|year)|(?:that|the\s+same)\s+(?:day|morning|afternoon|evening|night)|(?:shortly|soon|not\s+long|immediately|right)\s+after(?:wards?)?|(?<!as\s)soon(?!\s+as)|afterwards?|eventually|subsequently|later|before\s+long|in\s+the\s+end)\b/gi,
    build: (m) => {
      const text = m[1]!.toLowerCase();
      if (/^the\s+\w+\s+before/.test(text))
        return cue(m, { kind: 'relative', relative: { direction: -1, days: 1, unit: 'day' } });
      if (/^(that|the\s+same)/.test(text))
        return cue(m, { kind: 'relative', relative: { direction: 0, days: 0, unit: 'day' } });
      if (/^(eventually|in\s+the\s+end)$/.test(text)) return cue(m, { kind: 'sequence', rank: 1 });
      if (text === 'later' || text === 'soon')
        return cue(m, { kind: 'relative', relative: { direction: 1, unit: 'day' } });
      const unit: TimeUnit = /year/.test(text)
        ? 'year'
        : /month/.test(text)
          ? 'month'
          : /week/.test(text)
            ? 'week'
            : 'day';
      return cue(m, {
        kind: 'relative',
        relative: { direction: 1, days: /^the/.test(text) ? 1 : 0.5, unit },
      });
    },
  },
  // at first, initially, originally
  {
    pattern:
      /\b(at\s+first(?!\s+(?:light|sight|glance|hand))|initially|originally|in\s+the\s+beginning|to\s+begin\s+with)\b/gi,
    build: (m) => cue(m, { kind: 'sequence', rank: -1 }),
  },
  // parts of the day
  {
    pattern:
      /\b(dawn|daybreak|sunrise|first light|breakfast|mid-morning|morning|midday|noon|lunchtime|lunch|afternoon|teatime|dusk|sunset|evening|dinner|supper|midnight|night|bedtime)\b/gi,
    build: (m, sentence) => {
      const before = sentence.slice(Math.max(0, m.index - 24), m.index).toLowerCase();
      // 'every morning', 'through the night' describe habits or durations, not a moment.
      if (
        /\b(every|each|all|through|throughout|overnight|good)\s+(the\s+)?((long|whole|entire|same)\s+)?$/.test(
          before,
        )
      )
        return undefined;
      // 'the night's events' names a night, not a moment in it; 'my lunch', 'a packed lunch' is food.
      if (/^['’]s\b/.test(sentence.slice(m.index + m[0].length))) return undefined;
      // 'after a night of heavy rain', 'an evening of music': a stretch of time, not a moment.
      if (
        /\b(?:a|an|one|another)\s+(?:[a-z]+\s+)?$/i.test(before) &&
        /^\s+of\b/.test(sentence.slice(m.index + m[0].length))
      )
        return undefined;
      if (FOOD_BEFORE.test(before) && /^(lunch|breakfast|dinner|supper)$/i.test(m[1]!)) return undefined;
      // 'during the night', 'in the middle of the night': the small hours, not the late evening.
      const smallHours =
        m[1]!.toLowerCase() === 'night' && /\b(?:during|in)\s+the\s+(?:middle\s+of\s+the\s+)?$/.test(before);
      return cue(m, {
        kind: 'part-of-day',
        point: {
          minutes: smallHours ? 3 * 60 : PARTS_OF_DAY[m[1]!.toLowerCase()]!,
          precision: 'part-of-day',
        },
      });
    },
  },
  // life events
  {
    pattern: /\b(was born|were born|birth of|died|death|passed away|was buried|funeral)\b/gi,
    build: (m) => cue(m, { kind: 'life-event', rank: /born|birth/i.test(m[1]!) ? -1 : 1 }),
  },
];

const SENTENCE_CUES = new WeakMap<object, readonly TemporalCue[]>();

/**
 * The temporal cues of an analysed sentence, read once and shared by detection and the orderers
 * (read-only).
 */
export function sentenceTemporalCues(sentence: { readonly body: string }): readonly TemporalCue[] {
  let cues = SENTENCE_CUES.get(sentence);
  if (!cues) {
    cues = temporalCues(sentence.body);
    SENTENCE_CUES.set(sentence, cues);
  }
  return cues;
}

/** All temporal cues of one sentence, in order of appearance, without overlaps. */
export function temporalCues(sentence: string): TemporalCue[] {
  const found: TemporalCue[] = [];
  const taken: Array<[number, number]> = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(sentence); m; m = rule.pattern.exec(sentence)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      const built = rule.build(m, sentence);
      if (!built) continue;
      const start = built.offset;
      const end = start + built.text.length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push(built);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

const PRECISION_RANK: Record<TimeUnit, number> = {
  minute: 0,
  hour: 1,
  'part-of-day': 2,
  day: 3,
  week: 4,
  month: 5,
  season: 6,
  year: 7,
  decade: 8,
};

export function precisionRank(unit: TimeUnit): number {
  return PRECISION_RANK[unit];
}

/**
 * The sentence's own point in time: the first expression with a year (else the first calendar
 * expression), combined with a clock time or part of the day mentioned in the same sentence.
 */
export function anchorPoint(cues: readonly TemporalCue[]): { point: TimePoint; text: string } | undefined {
  const absolutes = cues.filter((c) => c.kind === 'absolute' && c.point);
  const calendar = absolutes.filter(
    (c) => c.point!.year !== undefined || c.point!.month !== undefined || c.point!.weekday !== undefined,
  );
  const parts = cues.filter((c) => c.kind === 'part-of-day' && c.point);
  const clock = [...absolutes.filter((c) => !calendar.includes(c)), ...parts];
  const date = calendar.find((c) => c.point!.year !== undefined) ?? calendar[0];
  const time = clock[0];
  if (date && time) {
    return {
      point: { ...date.point!, minutes: time.point!.minutes!, precision: time.point!.precision },
      text: `${date.text}, ${time.text}`,
    };
  }
  const chosen = date ?? time;
  return chosen ? { point: chosen.point!, text: chosen.text } : undefined;
}
