/** Words that put a sentence first or last: 'at first', 'initially' (first); 'was born' first, 'died' last. */
import { cue, type TemporalRule } from './rule.js';

/** 'at first', 'initially', 'originally': the start of a sequence ('eventually' is in relative.ts). */
export const SEQUENCE_RULES: TemporalRule[] = [
  {
    pattern:
      /\b(at\s+first(?!\s+(?:light|sight|glance|hand))|initially|originally|in\s+the\s+beginning|to\s+begin\s+with)\b/gi,
    build: (m) => cue(m, { kind: 'sequence', rank: -1 }),
  },
];

/** Life events: a birth comes first, a death or a funeral last. */
export const LIFE_EVENT_RULES: TemporalRule[] = [
  {
    pattern: /\b(was born|were born|birth of|died|death|passed away|was buried|funeral)\b/gi,
    build: (m) => cue(m, { kind: 'life-event', rank: /born|birth/i.test(m[1]!) ? -1 : 1 }),
  },
];
