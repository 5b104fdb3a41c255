/**
 * Finding the everyday-script stages a sentence names. A cue inside a past-perfect clause ('the
 * shirt he had ironed the night before') looks back to an earlier time and is not the sentence's
 * stage; 'before' / 'after' right in front of a cue ('before leaving the house', 'after lunch') puts
 * the sentence just before or after that stage.
 */
import type { Sentence } from '../../text/document.js';
import { FOOD_BEFORE } from '../temporal/index.js';
import { DAY_RULES } from './day-rules.js';
import { MEAL_RULES } from './meal-rules.js';
import { DAY_STAGE } from './stages.js';
import type { Script, SentenceStages, StageCue } from './types.js';
import { EVERYDAY_CUE_WEIGHTS as W } from './weights.js';

/** In priority order within each script (see day-rules.ts). */
const RULES = [...DAY_RULES, ...MEAL_RULES];

const RULES_BY_KEY = new Map<string, number[]>();
const PREFIX_KEYS: Array<[string, number]> = [];
RULES.forEach((rule, r) => {
  for (const key of rule.keys.split(' ')) {
    if (key.endsWith('*')) PREFIX_KEYS.push([key.slice(0, -1), r]);
    else RULES_BY_KEY.set(key, [...(RULES_BY_KEY.get(key) ?? []), r]);
  }
});

/** A past-perfect clause right before a cue: 'he had ironed', 'she had bought' (not 'had to'). */
const PAST_PERFECT_BEFORE = /\bhad\s+(?!to\s)(?:[a-z'’-]+\s+){0,3}$/i;
/** 'before' / 'until' right in front of a cue. */
const BEFORE =
  /\b(?:just\s+)?(?:before|until|till)\s+(?:(?:the|my|his|her|our|their|we|i|he|she|they|you|it)\s+)?$/i;
/** 'after' right in front of a cue. */
const AFTER =
  /\b(?:just\s+|shortly\s+|soon\s+)?after\s+(?:(?:the|my|his|her|our|their|we|i|he|she|they|you|it)\s+)?$/i;
/** 'on the day of …', 'about …': the event is named, not happening. */
const MENTION = /\b(?:(?:day|date|eve|week)\s+of|about)\s+(?:[a-z'’-]+\s+){0,2}$/i;
/** The 'before' / 'after' opens the sentence. */
const LEADING = /^\s*(?:just\s+|shortly\s+|soon\s+)?(?:before|after|until|till)\s+(?:[a-z]+\s+)?$/i;

/** The stage cues of each script in one sentence. */
export function stageCues(sentence: Sentence): StageCue[] {
  const body = sentence.body;
  const masked: Record<Script, string> = { day: body, meal: body };
  const found: StageCue[] = [];
  // The rules whose key words the sentence has, found from its tokens.
  const candidate = new Array<boolean>(RULES.length).fill(false);
  for (const token of sentence.tokens) {
    for (const r of RULES_BY_KEY.get(token.lower) ?? []) candidate[r] = true;
    for (const [prefix, r] of PREFIX_KEYS) if (token.lower.startsWith(prefix)) candidate[r] = true;
  }
  for (let r = 0; r < RULES.length; r++) {
    if (!candidate[r]) continue;
    const rule = RULES[r]!;
    rule.pattern.lastIndex = 0;
    let text = masked[rule.script];
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const words = body.slice(m.index, m.index + m[0].length).trim();
      if (words.length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      text = text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length);
      const before = body.slice(Math.max(0, m.index - 40), m.index);
      if (PAST_PERFECT_BEFORE.test(before)) continue;
      // The two checks below compare stage values, so they also apply to the meal stages with the
      // same number (clearing up, serving).
      // 'on the day of her interview', 'a reminder about my appointment' name an event, not its time.
      if (rule.stage === DAY_STAGE.mainPart && MENTION.test(before)) continue;
      // 'we missed our flight' happens where the flight leaves from, not on the way.
      if (rule.stage === DAY_STAGE.onTheWay && /\bmiss(?:ed|es|ing)?\s+$/i.test(before)) continue;
      if (FOOD_BEFORE.test(before) && /^(?:lunch|breakfast|dinner|supper)$/i.test(words)) continue;
      let stage = rule.stage;
      let shown = words;
      // A leading 'After lunch …', 'Before leaving the house, …' sets the time of the sentence; a
      // trailing '… before I added the tomatoes' only puts its own event a little later.
      let anchored = (/^(?:after|before)\b/i.test(words) && m.index === 0) || /^from\s/i.test(words);
      const modifier = anchored ? null : (BEFORE.exec(before) ?? AFTER.exec(before));
      if (modifier) {
        stage += /\bafter\b/i.test(modifier[0]) ? W.beforeAfterShift : -W.beforeAfterShift;
        anchored = LEADING.test(before);
        shown = `${modifier[0]}${words}`.trim();
      }
      found.push({
        script: rule.script,
        stage,
        text: shown,
        offset: m.index,
        ...(anchored ? { anchored } : {}),
      });
    }
    masked[rule.script] = text;
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/** Detection and the orderers read the same sentences: each is scanned once. */
const STAGES = new WeakMap<Sentence, Partial<Record<Script, SentenceStages>>>();

/**
 * The sentence's span on each script: the lowest and highest stage it names. A sentence set the
 * night before belongs there as a whole ('We packed the car the night before and went to bed').
 */
export function sentenceStages(sentence: Sentence): Partial<Record<Script, SentenceStages>> {
  const cached = STAGES.get(sentence);
  if (cached) return cached;
  const out: Partial<Record<Script, SentenceStages>> = {};
  STAGES.set(sentence, out);
  const cues = stageCues(sentence);
  for (const script of ['day', 'meal'] as const) {
    const own = cues.filter((c) => c.script === script);
    if (own.length === 0) continue;
    // The night before, or a reference point ('After lunch the class went to a music lesson'),
    // sets the time of the whole sentence.
    const previous = own.filter((c) => c.stage < 0);
    const anchored = own.filter((c) => c.anchored);
    const used = previous.length > 0 ? previous : anchored.length > 0 ? anchored : own;
    out[script] = {
      cues: used,
      min: Math.min(...used.map((c) => c.stage)),
      max: Math.max(...used.map((c) => c.stage)),
    };
  }
  return out;
}
