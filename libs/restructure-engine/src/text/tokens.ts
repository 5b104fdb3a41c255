/**
 * Word-level helpers shared by every cue extractor: tokenising, a light lemmatiser (suffix rules
 * plus the common irregular verbs) and a stop-word list for content-word overlap.
 */
import { wordTable } from './word-table.js';

export interface Token {
  /** The word as written. */
  raw: string;
  /** Lower case. */
  lower: string;
  /** Lemma-like stem used to compare words across sentences ('kneaded' and 'knead' share one). */
  stem: string;
  /** Position among the sentence's word tokens. */
  position: number;
  /** Character offset in the sentence. */
  offset: number;
}

const WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]|\d+(?:[.,:]\d+)*/g;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0].replace(/[’]/g, "'");
    const lower = raw.toLowerCase();
    tokens.push({ raw, lower, stem: stem(lower), position: tokens.length, offset: match.index ?? 0 });
  }
  return tokens;
}

const IRREGULAR = wordTable<string>();
for (const line of [
  'be was were been being is are am',
  'have had has having',
  'do did done does',
  'go went gone goes',
  'come came',
  'become became',
  'begin began begun',
  'break broke broken',
  'bring brought',
  'build built',
  'buy bought',
  'catch caught',
  'choose chose chosen',
  'cut',
  'dig dug',
  'draw drew drawn',
  'drink drank drunk',
  'drive drove driven',
  'eat ate eaten',
  'fall fell fallen',
  'feed fed',
  'feel felt',
  'fight fought',
  'find found',
  'fly flew flown',
  'forget forgot forgotten',
  'freeze froze frozen',
  'get got gotten',
  'give gave given',
  'grow grew grown',
  'hang hung',
  'hear heard hearing',
  'hide hid hidden',
  'hit',
  'hold held',
  'keep kept',
  'know knew known',
  'lay laid',
  'lead led',
  'leave left',
  'lend lent',
  'lose lost loss losses',
  'make made',
  'mean meant',
  'meet met',
  'pay paid',
  'put',
  'read',
  'ride rode ridden',
  'rise rose risen rising',
  'run ran',
  'say said',
  'see saw seen',
  'sell sold',
  'send sent',
  'set',
  'shake shook shaken',
  'shoot shot',
  'shut',
  'sing sang sung',
  'sink sank sunk',
  'sit sat',
  'sleep slept',
  'speak spoke spoken',
  'spend spent',
  'spread',
  'stand stood',
  'steal stole stolen',
  'stick stuck',
  'strike struck',
  'swim swam swum',
  'take took taken',
  'teach taught',
  'tear tore torn',
  'tell told',
  'think thought',
  'throw threw thrown',
  'understand understood',
  'wake woke woken',
  'wear wore worn',
  'win won',
  'write wrote written',
  'child children',
  'man men',
  'woman women',
  'person people',
  'die died death dead dying',
  'born birth',
  'marry married marriage',
  'close closed closure closing',
  'dry dried drying',
  'cool cooling cooled',
  // Derivations whose spelling changes, so that an event named by a noun ('the loss', 'its growth')
  // matches the verb or adjective that described it ('lost', 'grew').
  'grow grew grown growth',
  'hot heat',
  'high height',
  'long length',
  'wide width',
  'deep depth',
  'strong strength',
  'young youth',
  'sell sale sales',
  'choose choice',
  'fly flew flown flight',
  'succeed success',
  'believe belief',
  'prove proof',
  'speak speech',
  'weigh weight',
  'know knowledge',
  'destroy destruction',
  'describe description',
  'deliver delivery deliveries',
  'fail failure failures',
  'depart departure',
  'press pressure',
  'short shortage shortages shortfall',
  'block blockage',
  'leak leakage',
  'arrive arrival',
  'remove removal',
  'approve approval',
  'refuse refusal',
  'survive survival',
  'bury burial',
  'deny denial',
  'decide decision',
  'explode explosion',
  'divide division',
  'conclude conclusion',
  'erode erosion',
  'expand expansion',
  'collide collision',
  'invade invasion',
  'include inclusion',
  'fight fought',
  'bleed bled blood',
  'shoot shot',
  'slide slid',
  'swing swung',
  'seek sought',
  'forbid forbade forbidden',
  'ring rang rung',
  'spin spun',
  'split',
  'burst',
  'cost',
  'hurt',
  'quit',
  'light lit',
  'flee fled',
  'lend lent loan',
  'feed fed food',
]) {
  const [base, ...forms] = line.split(' ');
  for (const form of [base!, ...forms]) IRREGULAR[form] = base!;
}

/** Regular stems of the table's base words, so that 'decided' meets 'decision' through 'decide'. */
const BY_REGULAR_STEM = wordTable<string>();
for (const base of new Set(Object.values(IRREGULAR))) {
  const regular = suffixStem(base);
  if (regular !== base && !(regular in IRREGULAR)) BY_REGULAR_STEM[regular] = base;
}

/** A light lemmatiser: irregular forms, then English suffix rules. Stable, not linguistically exact. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/'s$|'$/, '');
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  const regular = suffixStem(lower);
  return BY_REGULAR_STEM[regular] ?? regular;
}

function suffixStem(lower: string): string {
  if (lower.length <= 3 || /\d/.test(lower)) return lower;
  let w = lower;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(ss|us|is)$/.test(w)) {
    // 'glass', 'virus', 'analysis' keep their ending
  } else if (/(ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('ingly')) w = w.slice(0, -5);
  else if (w.endsWith('edly')) w = w.slice(0, -4);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ened') && w.length > 6) w = w.slice(0, -2);
  if (w.endsWith('ment') && w.length > 7) w = w.slice(0, -4);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([bdfgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor so yet for of in on at to from by with without within into onto upon over under ' +
    'about above below after before during until while since as than then that this these those there here ' +
    'it its it’s itself he him his himself she her hers herself they them their theirs themselves we us our ours ' +
    'you your yours i me my mine who whom whose which what when where why how all any both each every few ' +
    'more most other some such no not only own same too very can could will would shall should may might must ' +
    'ought be is are was were been being have has had having do does did done just also again still even ' +
    'if else because though although whether either neither one ones s t now once up down out off away back ' +
    'around through across along between among per via onto like unlike far much many lot lots well ' +
    'first second third last next finally step new old another however therefore thus hence consequently ' +
    'result meanwhile later earlier ago today yesterday tomorrow get got make made let put take took'
  ).split(/\s+/),
);

/** Content stems of a token list (stop words and numbers dropped). */
export function contentStems(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    if (token.lower.length < 3 || STOP_WORDS.has(token.lower) || /^\d/.test(token.lower)) continue;
    out.push(token.stem);
  }
  return out;
}

/**
 * The text with its first letter upper-cased, when its first letter or digit is a letter (behind
 * punctuation such as an opening quote); a text that opens with a number is left as it is.
 */
export function capitalise(text: string): string {
  const index = text.search(/[\p{L}\p{N}]/u);
  if (index < 0 || !/\p{L}/u.test(text.charAt(index))) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}
