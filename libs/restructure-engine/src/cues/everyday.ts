/**
 * Everyday scripts: the conventional order of the stages of a day or an outing, and of a meal, read
 * like the stages of a life (`narrative.ts`) — as soft pairwise preferences, never as hard
 * constraints.
 *
 * - The day / outing script: waking → getting ready (washing, dressing, breakfast, packing) →
 *   setting off (leaving the house, locking the door) → on the way (bus, train, traffic, a flight)
 *   → arriving (reaching the office, landing, checking in) → there (a meeting, a lesson, a match:
 *   its start, the break, the late part) → leaving for home → back home → the evening → bed. A trip
 *   follows the same stages (packing, setting off, travelling, arriving, checking in), and
 *   something done the night before comes before all of them.
 * - The meal script: shopping → preparing (chopping, peeling) → cooking → serving (draining,
 *   dishing up) → eating → clearing up.
 *
 * A cue inside a past-perfect clause ('the shirt he had ironed the night before') looks back to an
 * earlier time and is not the sentence's stage; 'before' / 'after' right in front of a cue ('before
 * leaving the house', 'after lunch') puts the sentence just before or after that stage.
 *
 * Also here: sentences that look back from a later reference point ('By the time I reached the
 * office, the meeting had started', 'By then …'). Such a sentence reports where a sequence has got
 * to, so it comes late — typically last — and never opens a story or a causal chain.
 */
import type { Sentence } from '../text/document.js';
import { FOOD_BEFORE } from './temporal/index.js';

export type Script = 'day' | 'meal';

export interface StageCue {
  script: Script;
  /** Position on the script's scale (day: -0.5 the day before … 9 bed; meal: 0 shopping … 5 clearing up). */
  stage: number;
  /** The words as written. */
  text: string;
  offset: number;
  /**
   * Set when the cue is a reference point with 'before' / 'after' ('After lunch', 'before leaving
   * the house'): it then sets the time of the whole sentence.
   */
  anchored?: boolean;
}

export interface SentenceStages {
  /** The stage cues of one script found in the sentence, in order of appearance. */
  cues: StageCue[];
  min: number;
  max: number;
}

interface StageRule {
  script: Script;
  stage: number;
  /**
   * Words (lower case; a trailing '*' for a prefix) of which the pattern needs at least one: a
   * sentence without any of them is not matched against it, which keeps the scan cheap.
   */
  keys: string;
  pattern: RegExp;
}

const POSSESSIVE = '(?:my|his|her|their|our|your)';
const DETERMINER = '(?:the|a|an|my|his|her|their|our|your|this|that)';
const VEHICLE_MODIFIER =
  '(?:school|last|first|next|early|late|night|morning|evening|second|same|local|express|return|connecting|delayed|crowded|packed|only|airport|shuttle|overnight|\\d+)';
const PRONOUN_OBJECT = '(?:him|her|them|us|me|it|myself|ourselves|himself|herself|themselves)';

/**
 * In priority order: a span matched by an earlier rule is masked for the later ones ('the train
 * home' is the way home, not a commute; 'out of bed' is waking, not going to bed).
 */
const RULES: StageRule[] = [
  // the day script — back home and the way home first, because 'home' also ends 'left home'
  {
    script: 'day',
    stage: 6.5,
    keys: 'home',
    pattern:
      /\b(?:train|bus|tram|drive|walk|way|journey|ride|flight|taxi|cab|trip|road)\s+(?:back\s+)?home\b/gi,
  },
  {
    script: 'day',
    stage: 7,
    keys: 'home hotel flat house tent campsite cabin room myself ourselves himself herself themselves',
    pattern: new RegExp(
      `\\b(?:got|get|gets|getting|came|come|comes|coming|went|go|goes|going|walked|walking|drove|driving|cycled|headed|ran|hurried|rushed|flew|travelled|traveled|returned|arrived|carried|brought|took|back)\\s+(?:${PRONOUN_OBJECT}\\s+)?(?:back\\s+)?home\\b|\\bback\\s+(?:at\\s+)?home\\b|\\b(?:walked|went|got|came|headed|drove|hurried)\\s+back\\s+to\\s+(?:the|our|my|his|her|their)\\s+(?:hotel|flat|house|tent|campsite|cabin|room)\\b|\\bhome\\s+again\\b|\\blet\\s+(?:myself|ourselves|himself|herself|themselves)\\s+in\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: 6,
    keys: 'work school class meeting match game show concert party ceremony lesson lecture office home end whistle full-time full way clocked',
    pattern:
      /\b(?:after\s+(?:work|school|class|the\s+(?:meeting|match|game|show|concert|party|ceremony|lesson|lecture))|(?:left|leave|leaving|finished)\s+(?:work|the\s+office|school)|home\s+time|end\s+of\s+the\s+(?:day|shift|school\s+day|match|game|show)|final\s+whistle|full[-\s]time|on\s+the\s+way\s+out|clocked\s+(?:off|out))\b/gi,
  },
  // the night before: before everything of the day itself
  {
    script: 'day',
    stage: -0.5,
    keys: 'before previous',
    pattern: /\bthe\s+(?:night|evening|day)\s+before\b|\bthe\s+previous\s+(?:night|evening|day)\b/gi,
  },
  // waking
  {
    script: 'day',
    stage: 0,
    keys: 'woke wake wakes waking awoke overslept oversleep alarm up bed',
    pattern: new RegExp(
      `(?<!\\bthe\\s)\\b(?:(?:woke|wake|wakes|waking)(?:\\s+up)?|awoke|overslept|oversleep)\\b|\\b${POSSESSIVE}\\s+(?:phone\\s+)?alarm\\b|\\balarm\\s+clock\\b|(?<!(?:smoke|fire|burglar|car|security)\\s)\\balarm\\s+(?:rang|went\\s+off|never\\s+went\\s+off|sounded|buzzed|beeped|failed)\\b|\\b(?:got|get|gets|getting)\\s+up\\b(?!\\s+(?:to|from)\\b)|\\bout\\s+of\\s+bed\\b`,
      'gi',
    ),
  },
  // getting ready
  {
    script: 'day',
    stage: 1,
    keys: 'showered showering shower teeth face hair',
    pattern: new RegExp(
      `\\b(?:showered|showering|had\\s+a\\s+shower|took\\s+a\\s+shower|brushed\\s+${POSSESSIVE}\\s+teeth|washed\\s+${POSSESSIVE}\\s+(?:face|hair))\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: 1.1,
    keys: 'dressed ironed shirt coat shoes boots wellies uniform clothes scarf scarves jacket suit dress kit hat gloves jumper trousers',
    pattern: new RegExp(
      `\\b(?:got\\s+dressed|getting\\s+dressed|ironed|(?:put|puts|putting|pulled|pulls|pulling)\\s+on\\s+(?:${POSSESSIVE}|the|a|an|some)\\s+(?:\\w+\\s+)?(?:shirt|coat|shoes|boots|wellies|uniform|clothes|scarf|scarves|jacket|suit|dress|kit|hat|gloves|jumper|trousers))\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: 1.2,
    keys: 'breakfast cereal porridge coffee tea',
    pattern:
      /\b(?:breakfast|cereal|porridge|(?:made|makes|making)\s+(?:a\s+|some\s+|the\s+)?(?:(?:pot|cup|mug)\s+of\s+)?(?:coffee|tea))\b/gi,
  },
  {
    script: 'day',
    stage: 1.3,
    keys: 'pack packs packed packing loaded car boot van checked',
    pattern: new RegExp(
      `\\b(?:pack|packs|packed|packing)(?:\\s+up)?\\s+(?:${POSSESSIVE}\\s+|(?:the|a|an|some)\\s+)?(?:\\w+\\s+)?(?:bags?|suitcases?|case|car|boot|van|lunch|sandwiches|picnic|boxes|things|clothes|kit|rucksack|tent|belongings)\\b|\\b(?:pack|packs|packed|packing)(?:\\s+up)?\\s+${POSSESSIVE}\\s+[a-z-]+|\\bloaded\\s+(?:up\\s+)?(?:${POSSESSIVE}|the)\\s+(?:car|van|boot)\\b|\\binto\\s+the\\s+(?:car|boot|van)\\b(?!\\s+park)|\\bchecked\\s+in\\s+(?:for\\s+${DETERMINER}\\s+flight|online)\\b`,
      'gi',
    ),
  },
  // setting off
  {
    script: 'day',
    stage: 2,
    keys: 'left leave leaves leaving house flat door drive driveway locked set headed grabbed moving',
    pattern: new RegExp(
      `\\b(?:we|i|he|she|they)\\s+left\\b(?!\\s+(?:the|a|an|my|his|her|our|their|it|them|me|us|him|for|behind)\\b)|\\b(?:left|leave|leaves|leaving)\\s+(?:the\\s+(?:house|flat|hotel)|home|for\\s+(?:work|school|the\\s+(?:office|station|airport)))\\b|\\b(?:ran|run|rushed|hurried|dashed|stepped|headed|went|walked|came|backed\\s+\\w+(?:\\s+\\w+)?)\\s+out\\s+(?:of\\s+)?(?:the\\s+)?(?:house|flat|front\\s+door|door|drive|driveway)\\b|\\blocked\\s+(?:${POSSESSIVE}|the)\\s+(?:front\\s+)?door\\b|\\bset\\s+(?:off|out)\\b(?!\\s+(?:the|a|an|to)\\b)|\\bheaded\\s+(?:off|out)\\b|\\bgrabbed\\s+(?:${POSSESSIVE}|the)\\s+(?:keys|coat|bag|umbrella|jacket)\\b|\\bmoving\\s+day\\b`,
      'gi',
    ),
  },
  // on the way
  {
    script: 'day',
    stage: 3,
    keys: 'bus train tram ferry taxi cab plane flight tube board boarded commut* traffic motorway road roundabout carriageway station halfway way drove drive driving cycled cycling flew',
    pattern: new RegExp(
      `\\b(?:(?:waited|waiting|queued)\\s+for\\s+|(?:caught|took|boarded)\\s+)?${DETERMINER}\\s+(?:${VEHICLE_MODIFIER}\\s+)?(?:bus|train|tram|ferry|taxi|cab|plane|flight(?!s?\\s+of)|tube(?!\\s+of))\\b(?!\\s+(?:times|timetables?|tickets?|fares?))|\\bbus\\s+stop\\b|\\bto\\s+board\\b|\\bboarded\\b|\\bcommut\\w*|(?<!the\\s)\\btraffic\\b(?!\\s+(?:report|news|update|lights?|warden))|\\b(?:motorway|ring\\s+road|roundabout|dual\\s+carriageway|service\\s+station|halfway\\s+there)\\b|\\bon\\s+the\\s+way\\s+(?:to|there)\\b|\\b(?:drove|drive|driving|cycled|cycling|flew)\\s+(?:to|into|through|across|north|south|east|west|${PRONOUN_OBJECT})\\b`,
      'gi',
    ),
  },
  // arriving: at the place (4), then inside it (4.3)
  {
    script: 'day',
    stage: 4.3,
    keys: 'signed clocked checked reception waiting seats room key keys',
    pattern: new RegExp(
      `\\b(?:signed\\s+in|clocked\\s+in|checked\\s+in|at\\s+(?:the\\s+)?reception|waiting\\s+room|(?:found|took)\\s+${POSSESSIVE}\\s+seats|(?:showed|took)\\s+${PRONOUN_OBJECT}\\s+(?:up\\s+)?to\\s+(?:${POSSESSIVE}|the)\\s+room|handed\\s+${PRONOUN_OBJECT}\\s+(?:${POSSESSIVE}|the)\\s+(?:room\\s+)?keys?)\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: 4,
    keys: 'arrived arrive arrives arriving arrival reached got pulled turnstile turnstiles office classroom building lobby hall gate',
    pattern: new RegExp(
      `\\b(?:arrived|arrive|arrives|arriving|arrival)\\b(?!\\s+(?:in|by)\\s+(?:the\\s+)?(?:post|mail|email|e-mail))|\\breached\\s+(?!(?:into|for|out|over|across|down|up|a|an)\\b|the\\s+(?:peak|point|stage|limit|age|end|conclusion|decision|record|level|top)\\b)(?:(?:the|${POSSESSIVE})\\s+)?[a-z-]+|\\bgot\\s+(?:${PRONOUN_OBJECT}\\s+)?to\\s+(?:(?:the|${POSSESSIVE})\\s+[a-z-]+|work|school)\\b|\\bpulled\\s+(?:into|up\\s+(?:at|outside))\\b|\\bturnstiles?\\b|\\b(?:walked|stepped|came)\\s+into\\s+(?:the|a)\\s+(?:office|classroom|building|lobby|hall)\\b|\\bschool\\s+gate\\b`,
      'gi',
    ),
  },
  // the end of a flight, then on from the airport or the station
  { script: 'day', stage: 3.4, keys: 'landed', pattern: /\b(?:plane|flight|we|i|they|he|she)\s+landed\b/gi },
  {
    script: 'day',
    stage: 3.5,
    keys: 'airport station port harbour terminal',
    pattern: /\bfrom\s+the\s+(?:airport|station|port|harbour|terminal)\b/gi,
  },
  // there: the business of the day or the event, its start, its break, its late part
  {
    script: 'day',
    stage: 5,
    keys: 'meeting lesson lecture seminar interview register classroom shift kick-off kickoff kick kicked desk call class name',
    pattern: new RegExp(
      `\\b(?:meeting|lesson|lecture|seminar|interview|register|classroom|(?:${POSSESSIVE}|the\\s+(?:early|late|night|day|morning))\\s+shift|kick[-\\s]?off|kicked\\s+off|(?:${POSSESSIVE}|a|the)\\s+desk|(?:first|morning)\\s+(?:call|class)|(?:called|calls|call)\\s+${POSSESSIVE}\\s+name)\\b`,
      'gi',
    ),
  },
  {
    script: 'day',
    stage: 5.1,
    keys: 'minutes',
    pattern:
      /\b(?:in|within|during)\s+the\s+(?:first|opening)\s+(?:(?:few|five|ten|fifteen|twenty)\s+)?minutes\b/gi,
  },
  {
    script: 'day',
    stage: 5.3,
    keys: 'break breaktime',
    pattern: /\b(?:at\s+break(?:time)?|morning\s+break|coffee\s+break|breaktime)\b/gi,
  },
  {
    script: 'day',
    stage: 5.5,
    keys: 'lunch lunchtime half-time half interval',
    pattern: /\b(?:lunch|lunchtime|half[-\s]time|(?:the|an)\s+interval)\b/gi,
  },
  { script: 'day', stage: 5.7, keys: 'half break', pattern: /\b(?:second\s+half|after\s+the\s+break)\b/gi },
  {
    script: 'day',
    stage: 5.9,
    keys: 'late minute injury stoppage encore encores',
    pattern:
      /\b(?:late\s+(?:goal|penalty|winner|equaliser|equalizer|try)|last\s+minute|injury\s+time|stoppage\s+time|encores?)\b/gi,
  },
  // the evening, bed
  {
    script: 'day',
    stage: 8,
    keys: 'dinner supper evening watched',
    pattern: /\b(?:dinner|supper|evening\s+meal|watched\s+(?:tv|television|a\s+film|a\s+movie))\b/gi,
  },
  {
    script: 'day',
    stage: 9,
    keys: 'bed bedtime asleep slept sleep lights sleeping',
    pattern: new RegExp(
      `\\b(?:went|go|goes|going|got|get|crawled|climbed|tucked\\s+\\w+)\\s+(?:straight\\s+|back\\s+)?(?:in)?to\\s+bed\\b|\\bbedtime\\b|\\basleep\\b|\\bslept\\b|\\b(?:go|went|going)\\s+to\\s+sleep\\b|\\blights\\s+out\\b|\\b(?:crawled|climbed|got)\\s+into\\s+(?:${POSSESSIVE}|the)\\s+sleeping\\s+bags?\\b`,
      'gi',
    ),
  },
  // the meal script
  {
    script: 'meal',
    stage: 0,
    keys: "shop shops supermarket market butcher's baker's greengrocer's ingredients groceries",
    pattern:
      /\b(?:stopped|went|popped|called)\s+(?:in\s+)?(?:at|to|into)\s+the\s+(?:shop|shops|supermarket|market|butcher's|baker's|greengrocer's|corner\s+shop)\b|\bbought\s+(?:some\s+)?(?:ingredients|groceries)\b/gi,
  },
  {
    script: 'meal',
    stage: 1,
    keys: 'chopped chopping peeled peeling sliced slicing diced dicing grated grating marinated',
    pattern: /\b(?:chopped|chopping|peeled|peeling|sliced|slicing|diced|dicing|grated|grating|marinated)\b/gi,
  },
  {
    script: 'meal',
    stage: 2,
    keys: 'fried frying boiled boiling boil simmered simmering softened roasted roasting baked baking browned oven added',
    pattern:
      /\b(?:fried|frying|boiled|boiling|came\s+to\s+the\s+boil|simmered|simmering|softened|roasted|roasting|baked|baking|browned|(?:in|into)\s+the\s+oven|added\s+the\s+\w+)\b/gi,
  },
  {
    script: 'meal',
    stage: 3,
    keys: 'drained served dished plated table',
    pattern:
      /\b(?:drained|(?:was|were)\s+served|served\s+up|dished\s+up|plated\s+up|(?:laid|set)\s+the\s+table)\b/gi,
  },
  {
    script: 'meal',
    stage: 4,
    keys: 'ate eat eats eating tucked',
    pattern: /\b(?:ate|eat|eats|eating|tucked\s+in)\b/gi,
  },
  {
    script: 'meal',
    stage: 5,
    keys: 'washing-up washing washed dishes cleared dishwasher',
    pattern:
      /\b(?:washing[-\s]up|washed\s+up|did\s+the\s+dishes|cleared\s+(?:the\s+table|away)|loaded\s+the\s+dishwasher)\b/gi,
  },
];

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
const BEFORE =
  /\b(?:just\s+)?(?:before|until|till)\s+(?:(?:the|my|his|her|our|their|we|i|he|she|they|you|it)\s+)?$/i;
const AFTER =
  /\b(?:just\s+|shortly\s+|soon\s+)?after\s+(?:(?:the|my|his|her|our|their|we|i|he|she|they|you|it)\s+)?$/i;

const MENTION = /\b(?:(?:day|date|eve|week)\s+of|about)\s+(?:[a-z'’-]+\s+){0,2}$/i;
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
      // 'on the day of her interview', 'a reminder about my appointment' name an event, not its time.
      if (rule.stage === 5 && MENTION.test(before)) continue;
      // 'we missed our flight' happens where the flight leaves from, not on the way.
      if (rule.stage === 3 && /\bmiss(?:ed|es|ing)?\s+$/i.test(before)) continue;
      if (FOOD_BEFORE.test(before) && /^(?:lunch|breakfast|dinner|supper)$/i.test(words)) continue;
      let stage = rule.stage;
      let shown = words;
      // A leading 'After lunch …', 'Before leaving the house, …' sets the time of the sentence; a
      // trailing '… before I added the tomatoes' only puts its own event a little later.
      let anchored = (/^(?:after|before)\b/i.test(words) && m.index === 0) || /^from\s/i.test(words);
      const modifier = anchored ? null : (BEFORE.exec(before) ?? AFTER.exec(before));
      if (modifier) {
        stage += /\bafter\b/i.test(modifier[0]) ? 0.1 : -0.1;
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
const LOOK_BACKS = new WeakMap<Sentence, LookBack | null>();

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

/** Labels of the day script's stages, for the explanation. */
export function stageLabel(script: Script, stage: number): string {
  if (script === 'meal')
    return (
      ['shopping', 'preparing', 'cooking', 'serving', 'eating', 'clearing up'][Math.round(stage)] ??
      'the meal'
    );
  if (stage < 0) return 'the day before';
  const labels = [
    'waking',
    'getting ready',
    'setting off',
    'on the way',
    'arriving',
    'the main part',
    'leaving for home',
    'back home',
    'the evening',
    'bedtime',
  ];
  return labels[Math.min(labels.length - 1, Math.floor(stage + 0.05))]!;
}

export interface ScriptOrder {
  /** order[i * n + j]: how strongly a script puts i before j (0 … 1: a stage or more apart). */
  order: Float64Array;
  stages: Array<Partial<Record<Script, SentenceStages>>>;
  back: Array<LookBack | undefined>;
}

/**
 * The order everyday scripts give pairs of sentences: 1 when j's earliest stage is a stage or more
 * after i's latest, less when they are closer, 0.4 when they overlap but i starts or ends earlier.
 * Pairs whose times of day are both known are left to them (`times`, minutes or undefined); a
 * sentence that looks back is left out (it is placed by that); two sentences set on different
 * stages of the day are not ordered by the meal script (lunch at the desk, dinner at home).
 */
export function scriptOrder(
  sentences: readonly Sentence[],
  times: ReadonlyArray<number | undefined>,
): ScriptOrder {
  const n = sentences.length;
  const stages = sentences.map(sentenceStages);
  const back = sentences.map(lookBack);
  const order = new Float64Array(n * n);
  for (const script of ['day', 'meal'] as const) {
    for (let i = 0; i < n; i++) {
      const a = stages[i]![script];
      if (!a || back[i]) continue;
      for (let j = 0; j < n; j++) {
        const b = stages[j]![script];
        if (i === j || !b || back[j]) continue;
        if (times[i] !== undefined && times[j] !== undefined) continue;
        if (script === 'meal') {
          const da = stages[i]!.day;
          const db = stages[j]!.day;
          if (da && db && (da.min !== db.min || da.max !== db.max)) continue;
        }
        const gap = b.min - a.max;
        let value = 0;
        if (gap > 0) value = Math.min(1, 0.5 + gap);
        else if ((a.min < b.min && a.max <= b.max) || (a.min <= b.min && a.max < b.max)) value = 0.4;
        order[i * n + j] = Math.max(order[i * n + j]!, value);
      }
    }
  }
  return { order, stages, back };
}

export interface LookBack {
  /** The reference point as written ('By the time I reached the office', 'By then'). */
  text: string;
  /** True when it opens the sentence: the whole sentence is seen from that later point. */
  leading: boolean;
}

const LOOK_BACK_LEADING =
  /^(?:(?:and|but|so)\s+)?(by\s+the\s+time\b(?!-)[^,;]{0,120}?(?=,|;|\s+(?:i|we|he|she|they|it|my|his|her|our|their|the)\s+(?:had|was|were|could|would)\b)|by\s+then|by\s+that\s+(?:time|point|stage)|by\s+now)/i;
const LOOK_BACK_INSIDE = /\bby\s+the\s+time\b(?!-)/i;

/** Whether a sentence looks back from a later reference point ('By the time I got home, …'). */
export function lookBack(sentence: Sentence): LookBack | undefined {
  let found = LOOK_BACKS.get(sentence);
  if (found === undefined) {
    found = findLookBack(sentence.body);
    LOOK_BACKS.set(sentence, found);
  }
  return found ?? undefined;
}

function findLookBack(body: string): LookBack | null {
  const leading = LOOK_BACK_LEADING.exec(body);
  if (leading) return { text: leading[1]!.trim(), leading: true };
  const inside = LOOK_BACK_INSIDE.exec(body);
  if (inside) {
    const rest = body.slice(inside.index);
    const end = rest.search(/[,;.!?]/);
    const words = (end < 0 ? rest : rest.slice(0, end)).split(/\s+/).slice(0, 8).join(' ');
    return { text: words, leading: false };
  }
  return null;
}
