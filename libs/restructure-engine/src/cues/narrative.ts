/**
 * Narrative cues that order events without dates:
 * - tense: in a past-tense story, a sentence in the present perfect or the present ('has since
 *   grown', 'now bring', 'still feeds') describes where the story has ended up;
 * - the time of day, with its modifiers ('before lunch' comes before 'over lunch', 'as the sun went
 *   down' is evening, 'when the sky grew pale' after a night is the next dawn);
 * - the stages of a life ('grew up', 'left school', 'married', 'their daughter', 'retired', 'his
 *   grandfather's', 'died');
 * - the phases of a story: its opening ('woke', 'signed up', 'arrived', 'for the first few weeks')
 *   and its close ('on the way home', 'back at', 'finally', 'in the end', 'to this day').
 */
import type { Sentence } from '../text/document.js';
import { FOOD_BEFORE } from './temporal/index.js';

export type Tense = 'past' | 'present';

/**
 * 'would have', 'could not have', 'won't have', 'was found to have': no present perfect. Tested on
 * the few words before 'have' only (MODAL_REACH characters), so a long word costs nothing.
 */
const MODAL_BEFORE = /\b(?:(?:would|could|should|might|must|may|will)(?:\s+not)?|[a-z]+n['’]t|to)\s+$/i;
const MODAL_REACH = 24;
const PRESENT_PERFECT =
  /\b(has|have)\s+(?:(?:since|now|already|also|long|recently|never|always|steadily|quickly|slowly)\s+)?(?:been|grown|become|gone|seen|known|taken|given|done|made|kept|won|lost|built|spent|[a-z]+ed)\b/gi;
const NOW = /\b(now|today|nowadays|these\s+days|still)\s+([a-z]+)/gi;
const PRESENT_VERB = /^[a-z]+[^s]s$/;
const PRESENT_COPULA = /\b(is|are)\b/i;
const PAST =
  /\b(was|were|had|did|fell|rose|ran|grew|went|came|became|began|broke|brought|built|bought|caught|chose|drew|drove|ate|fed|felt|fought|found|flew|froze|got|gave|hung|held|kept|knew|laid|led|left|lost|made|meant|met|paid|rode|said|saw|sold|sent|shook|shot|sank|slept|spoke|spent|stood|stole|stuck|struck|swam|took|taught|tore|told|thought|threw|woke|wore|won|wrote|[a-z]{2,}ed)\b/i;

/** The tense a sentence reports its main event in, when it can be told. */
export function narrativeTense(sentence: Sentence): Tense | undefined {
  const body = sentence.body;
  for (const m of body.matchAll(PRESENT_PERFECT)) {
    if (!MODAL_BEFORE.test(body.slice(Math.max(0, m.index - MODAL_REACH), m.index))) return 'present';
  }
  for (const m of body.matchAll(NOW)) {
    const verb = m[2]!.toLowerCase();
    // 'now bring', 'still feeds' — not 'now kept', 'still untying', 'still inside'.
    if (
      m[1]!.toLowerCase() === 'still'
        ? !PRESENT_VERB.test(verb)
        : PAST.test(verb) || /^[a-z]{3,}ing$/.test(verb)
    )
      continue;
    if (!/^(that|the|a|an|on|in|at|and|no|not|only|is|was|has|had)$/.test(verb)) return 'present';
  }
  const past = PAST.test(body);
  if (past) return 'past';
  if (PRESENT_COPULA.test(body)) return 'present';
  return undefined;
}

const DAY_PARTS: Array<[RegExp, number]> = [
  [
    /\b(?:dawn|daybreak|sunrise|first\s+light|(?:the\s+)?sky\s+(?:grew|turned|began\s+to\s+grow)\s+(?:pale|light|grey|gray))\b/i,
    5 * 60,
  ],
  [/\b(?:woke|wakes|wake\s+up|alarm)\b/i, 6.5 * 60],
  [/\bbreakfast\b/i, 7.5 * 60],
  [/\b(?:morning)\b/i, 9 * 60],
  [/\b(?:midday|noon)\b/i, 12 * 60],
  [/\b(?:lunch|lunchtime)\b/i, 12.5 * 60],
  [/\bafternoon\b/i, 15 * 60],
  [
    /\b(?:home\s+for\s+the\s+day|end\s+of\s+the\s+(?:day|shift)|train\s+home|way\s+home|went\s+home|got\s+home)\b/i,
    18 * 60,
  ],
  [/\b(?:dusk|sunset|nightfall|sundown|(?:the\s+)?sun\s+(?:went|was\s+going|goes)\s+down)\b/i, 19 * 60],
  [/\b(?:evening|dinner|supper)\b/i, 19.5 * 60],
  [/\b(?:bedtime|went\s+to\s+bed)\b/i, 22.5 * 60],
  [/\bmidnight\b/i, 24 * 60],
];

/**
 * The time of day a sentence is set at, in minutes from the start of its day, or undefined.
 * 'before lunch' is an hour before lunch; 'just after midnight' is the start of a day.
 */
export function timeOfDay(sentence: Sentence): number | undefined {
  const body = sentence.body;
  let best: { minutes: number; index: number } | undefined;
  for (const [pattern, minutes] of DAY_PARTS) {
    const m = pattern.exec(body);
    if (!m) continue;
    const before = body.slice(Math.max(0, m.index - 30), m.index).toLowerCase();
    // 'every morning', 'through the night' describe habits or durations, not a moment.
    if (/\b(every|each|all|through|throughout|overnight|good)\s+(the\s+)?(long\s+)?$/.test(before)) continue;
    if (FOOD_BEFORE.test(before) && /^(?:lunch|breakfast|dinner|supper)/i.test(m[0])) continue;
    let value = minutes;
    if (/\b(before|until|till)\s+(the\s+)?$/.test(before) || /\bthe\s+hours\s+before\s+$/.test(before))
      value -= 60;
    else if (/\b(after|past)\s+$/.test(before)) value = minutes === 24 * 60 ? 15 : value + 30;
    if (!best || m.index < best.index) best = { minutes: value, index: m.index };
  }
  return best?.minutes;
}

const PREVIOUS_EVENING = /\bthe\s+(?:night|evening)\s+before\b|\bthe\s+previous\s+(?:night|evening)\b/i;

/**
 * Times of day along a text, read as one night when it runs from evening through midnight to the
 * small hours: an early-morning time then counts as the next day.
 */
export function timesOfDay(sentences: readonly Sentence[]): Array<number | undefined> {
  const times = sentences.map((s) => {
    const t = timeOfDay(s);
    // 'We packed the car the night before and went to bed early': the evening of the day before.
    const previous = PREVIOUS_EVENING.exec(s.body);
    if (!previous || /\bhad\s+(?!to\s)(?:[a-z'’-]+\s+){0,3}$/i.test(s.body.slice(0, previous.index)))
      return t;
    return (t ?? 21 * 60) - 24 * 60;
  });
  const known = times.filter((t): t is number => t !== undefined);
  const night = known.some((t) => t >= 19 * 60) && known.some((t) => t < 8 * 60);
  const daytime = known.some((t) => t >= 9 * 60 && t < 18 * 60);
  if (!night || daytime) return times;
  return times.map((t) => (t !== undefined && t < 8 * 60 ? t + 24 * 60 : t));
}

const LIFE_STAGES: Array<[RegExp, number]> = [
  [/\b(?:was|were)\s+born\b|\bbirth\b/i, 0],
  [
    /\b(?:as\s+a\s+(?:child|boy|girl)|in\s+(?:his|her|their)\s+childhood|grew\s+up|at\s+primary\s+school)\b/i,
    1,
  ],
  [
    /\b(?:left\s+school|at\s+university|went\s+to\s+(?:university|college)|graduated|trained\s+as|apprentice(?:ship)?|first\s+job)\b/i,
    2,
  ],
  [/\b(?:married|wedding|engaged\s+to)\b/i, 3],
  [/\b(?:(?:their|his|her)\s+(?:daughter|son|children|baby)|had\s+a\s+(?:daughter|son|baby))\b/i, 4],
  [/\b(?:retired|retirement|old\s+age|in\s+(?:his|her)\s+(?:sixties|seventies|eighties))\b/i, 5],
  [/\b(?:grandfather|grandmother|grandparents?|grandchildren|grandson|granddaughter)(?:'s)?\b/i, 6],
  [/\b(?:died|death|passed\s+away|funeral|was\s+buried)\b/i, 7],
];

/**
 * The stage of a life a sentence reports, 0 (birth) to 7 (death), taking the latest stage it
 * names ('Their daughter Lucia grew up …' is the next generation, not a childhood before the
 * wedding).
 */
export function lifeStage(sentence: Sentence): number | undefined {
  let stage: number | undefined;
  for (const [pattern, value] of LIFE_STAGES)
    if (pattern.test(sentence.body)) stage = Math.max(stage ?? 0, value);
  return stage;
}

const OPENING =
  /\b(?:woke|signed\s+up|set\s+off|set\s+out|for\s+the\s+first\s+(?:few\s+)?(?:days|weeks|months|years)|at\s+first|one\s+(?:day|morning|evening|night)|arrived\s+(?:in|at)|reached\s+the)\b/i;
const CLOSING =
  /\b(?:back\s+at|back\s+home|returned\s+home|on\s+the\s+(?:train|way|bus|drive|walk)\s+home|in\s+the\s+end|at\s+last|to\s+this\s+day|ever\s+since|never\s+(?:again|forgot)|finally|eventually)\b/i;

/** Whether a sentence reads as the opening or the close of a story. */
export function storyPhase(sentence: Sentence): 'opening' | 'closing' | undefined {
  if (CLOSING.test(sentence.body)) return 'closing';
  if (OPENING.test(sentence.body)) return 'opening';
  return undefined;
}
