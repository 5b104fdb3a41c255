/**
 * Calendar dates in mixed formats ('4 March 1958', 'June 12, 1911', '2019-05-01', '03/04/2021',
 * 'the spring of 1903', 'in 1884', 'the 1990s', 'the nineties', 'the 1800s', 'the 19th century',
 * '300 BC', 'AD 43'), months without a year and weekdays.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../text/calendar.js';
import { ordinalWordValue } from '../../text/markers.js';
import { cue, type TemporalRule } from './rule.js';
import { TEMPORAL_CUE_WEIGHTS as W } from './weights.js';
import { DAY, MONTH_ABBR, MONTH_NAME, SEASONS, YEAR } from './words.js';

function monthIndex(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const full = MONTH_NAMES.indexOf(lower);
  if (full >= 0) return full;
  return MONTH_ABBR.indexOf(lower.slice(0, 3));
}

/** 'BC', 'BCE', 'B.C.' count back: 300 BC is year −300 (only their order matters here). */
function eraYear(year: number, era: string | undefined): number {
  return era !== undefined && /^b/i.test(era) ? -year : year;
}

/** A decade named in words after 'the' ('the nineties'); 'in her forties' is an age, not a decade. */
const DECADE_WORDS = [
  'twenties',
  'thirties',
  'forties',
  'fifties',
  'sixties',
  'seventies',
  'eighties',
  'nineties',
];

/** Dates with a year or a day, most specific first, then a month on its own. */
export const DATE_RULES: TemporalRule[] = [
  // 300 BC, 43 AD, 2500 BCE, 79 CE, 410 A.D.: any year, with its era. 'In 2010 BC Hydro raised its
  // rates' names a province after a modern year: a year of the 1900s or 2000s before 'BC' and a
  // capitalised word is no era.
  {
    pattern: /\b(\d{1,4})\s*(BCE|BC|B\.C\.(?:E\.)?|CE|AD|A\.D\.)(?!\w)(?=(\s+\p{Lu}\p{Ll})?)/gu,
    build: (m) =>
      m[3] && /^BC$/.test(m[2]!) && /^(?:19|20)\d\d$/.test(m[1]!)
        ? undefined
        : cue(m, { kind: 'absolute', point: { year: eraYear(Number(m[1]), m[2]), precision: 'year' } }),
  },
  // AD 43, A.D. 410
  {
    pattern: /\b(AD|A\.D\.)\s*(\d{1,4})\b/g,
    build: (m) => cue(m, { kind: 'absolute', point: { year: Number(m[2]), precision: 'year' } }),
  },
  // the 19th century, the seventeenth century, the 5th century BC: dated to its middle
  {
    pattern: /\b(?:(\d{1,2})(?:st|nd|rd|th)|(twenty-first|[a-z]+))\s+century(?:\s+(BCE|BC|AD|CE))?\b/gi,
    build: (m) => {
      const century = m[1]
        ? Number(m[1])
        : m[2]!.toLowerCase() === 'twenty-first'
          ? 21
          : ordinalWordValue(m[2]!);
      if (century === undefined) return undefined;
      const middle = eraYear((century - 1) * 100 + 50, m[3]);
      return cue(m, { kind: 'absolute', point: { year: middle, precision: 'century' } });
    },
  },
  // the nineties, the early sixties
  {
    pattern: new RegExp(`\\bthe\\s+(?:(?:early|late|mid)[-\\s]?)?(${DECADE_WORDS.join('|')})\\b`, 'gi'),
    build: (m) =>
      cue(m, {
        kind: 'absolute',
        point: {
          year: 1920 + 10 * DECADE_WORDS.indexOf(m[1]!.toLowerCase()) + W.decadeMidpoint,
          precision: 'decade',
        },
      }),
  },
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
      const year = m[3]!.length === 2 ? (raw < W.twoDigitYearPivot ? 2000 + raw : 1900 + raw) : raw;
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
    build: (m) => {
      const season = m[1]!.toLowerCase();
      const year = Number(m[2]);
      // A year's winter is its start ('the bitter winter of 1947') or its end ('the winter of 2015
      // and 2016'): it is dated to the year, not ordered against the year's other months.
      if (season === 'winter') return cue(m, { kind: 'absolute', point: { year, precision: 'year' } });
      return cue(m, { kind: 'absolute', point: { year, month: SEASONS[season]!, precision: 'season' } });
    },
  },
  // FY2020, FY 2021, FY22: a fiscal year, dated to its year
  {
    pattern: /\bFY\s?(\d{4}|\d{2})\b/g,
    build: (m) => {
      const year = m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
      return cue(m, { kind: 'absolute', point: { year, precision: 'year' } });
    },
  },
  // in 1884, since 2018, the 1990s
  {
    pattern: new RegExp(
      `\\b(in|of|since|by|until|till|from|during|before|after|around|circa|c\\.|early|late|mid-?|year|the)\\s+(?:the\\s+)?(?:(?:early|late|mid-?)\\s*)?${YEAR}(s)?\\b(?![,.]?\\d)`,
      'gi',
    ),
    build: (m) => {
      const year = Number(m[2]);
      // 'the 1800s' is a century, 'the 1990s' a decade.
      if (m[3] && year % 100 === 0)
        return cue(m, { kind: 'absolute', point: { year: year + 50, precision: 'century' } });
      if (m[3])
        return cue(m, { kind: 'absolute', point: { year: year + W.decadeMidpoint, precision: 'decade' } });
      if (m[1]!.toLowerCase() === 'the') return undefined;
      return cue(m, { kind: 'absolute', point: { year, precision: 'year' } });
    },
  },
  // 1884: a bare year at the start or before punctuation ('Born 1884, ...', '..., 2016.'), or before a
  // spaced dash, as a timeline's lines open ('1990 - The mill closed.', '1950 – The mill opened.')
  {
    pattern: new RegExp(`(?:^|[,;(]\\s*)${YEAR}(?=\\s*[,;:).]|\\s+[-–—]\\s|\\s*$)`, 'g'),
    build: (m) => cue(m, { kind: 'absolute', point: { year: Number(m[1]), precision: 'year' } }),
  },
  // a month with no year and no day: 'in August', 'early March', 'the end of September', 'October matches'
  {
    pattern: new RegExp(
      `\\b(in|of|by|until|till|since|from|during|early|late|mid-?|through|throughout|last|next|this|that|following|previous|preceding|subsequent)?\\s*(?:the\\s+)?(?:(?:early|late|mid-?)\\s*)?${MONTH_NAME}\\b(?!\\s+(?:\\d|of\\s+\\d))`,
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
      // 'next March', 'the following February': counted from another time (relative.ts).
      if (/^(last|next|this|that|following|previous|preceding|subsequent)$/.test(lead)) return undefined;
      return cue(m, { kind: 'absolute', point: { month, precision: 'month' } });
    },
  },
];

const MODIFIED_WEEKDAY = /\b(?:at|the|a|every|each)\s+$/i;

/** A weekday: 'on Tuesday', 'by Friday' ('the following Tuesday' is relative, see relative.ts). */
export const WEEKDAY_RULES: TemporalRule[] = [
  {
    pattern:
      /\b(on|by|until|till|from|that|this|last|next|following)?\s*(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/g,
    build: (m, sentence) => {
      const lead = (m[1] ?? '').toLowerCase();
      if (lead === 'following' || lead === 'next' || lead === 'last' || lead === 'that') return undefined;
      // A weekday as a modifier names a habit, not a day: 'at Sunday services', 'the Saturday market'.
      const start = m.index + m[0].indexOf(m[2]!);
      if (!lead && MODIFIED_WEEKDAY.test(sentence.slice(Math.max(0, start - 8), start))) return undefined;
      const weekday = WEEKDAY_NAMES.indexOf(m[2]!.toLowerCase());
      return cue(m, { kind: 'absolute', point: { weekday, precision: 'day' } });
    },
  },
  {
    // A diary's or an itinerary's day, abbreviated at the head of its entry: 'Mon: arrived in
    // Paris', 'Tues - train to Lyon', 'Sat 14 June'. Elsewhere 'Sun' and 'Sat' are words.
    pattern: /^(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?(?=\s*[:–—-]\s|,?\s+\d{1,2}\b)/g,
    build: (m) => {
      const weekday = WEEKDAY_NAMES.findIndex((name) => name.startsWith(m[1]!.toLowerCase()));
      return cue(m, { kind: 'absolute', point: { weekday, precision: 'day' } });
    },
  },
];
