/**
 * Backward links between sentences. A sentence presupposes part of what it says — the clause of a
 * leading 'Because …,' / 'With …,' / 'Once …,', a subject introduced by 'this' / 'these' / 'the'
 * ('This drop in spending', 'The closure', 'The scale of those losses'), a gerund or partitive
 * subject ('Missing out on …', 'Two of the cafes'), the parenthetical or relative clause on the
 * subject, a noun phrase picked up by a demonstrative anywhere ('those servers') — and asserts the
 * rest, including the main clause after a leading 'Because …,' (what a later sentence picks up) and a
 * relative clause that continues it (', which led to …'). When the presupposed words
 * of B (through stems and word families: 'closure' ~ 'closed', 'losses' ~ 'lost', 'shortage' ~
 * 'short') are what another sentence A asserts, B refers back to A, and in a chain of events B
 * directly follows A. The scores are directed: A → B differs from B → A.
 */
import type { Sentence } from '../text/document.js';
import { numberWordValue } from '../text/markers.js';
import { stemSets } from '../text/stem-sets.js';
import { STOP_WORDS, type Token } from '../text/tokens.js';

export interface Links {
  n: number;
  /** link[a * n + b]: evidence that what b presupposes is what a asserts (a right before b). */
  link: Float64Array;
  /** The part of `link` that comes from plain word overlap outside b's presupposed part (a before b). */
  weak: Float64Array;
  /** The words behind each link, for the explanation. */
  words: Map<number, string[]>;
  /** Per sentence: how it refers back on its own ('pronoun', 'demonstrative', 'definite', 'clause'), if at all. */
  reference: Array<ReferenceKind | undefined>;
  /** Per sentence: whether its subject is introduced as new ('A fire', 'Three days of rain'). */
  introduces: boolean[];
  /** Per sentence: whether its definite subject sums up an earlier change ('The extra cars'). */
  summarises: boolean[];
}

export type ReferenceKind = 'pronoun' | 'demonstrative' | 'definite' | 'clause';

/** Presupposed ('given') and asserted word weights of one sentence. */
export interface Profile {
  given: Map<string, number>;
  asserted: Map<string, number>;
  /** Presupposed words of a noun phrase (the subject, a demonstrative phrase): these can sum up an event by its class. */
  nominal: Set<string>;
  /**
   * Changes the sentence presupposes, by class: named by its subject or a demonstrative phrase
   * ('This drop', 'the extra fares') or stated in its leading clause ('As his blood volume
   * dropped,', 'With fewer cars on the roads,'). Class → [word, weight].
   */
  changes: Map<string, [string, number]>;
  /**
   * What a summarising subject says changed ('unemployment' in 'The rise in unemployment'): the
   * change it sums up is one of that thing.
   */
  domain: string[];
  reference?: ReferenceKind;
  introduces: boolean;
  /** A subject pronoun or possessive ('They', 'Their assembly lines', 'It'): its number. */
  pronoun?: 'singular' | 'plural';
  /** Stems of the main clause's subject phrase: the sentence's theme ('The hospital' in 'The hospital hired …'). */
  theme: Set<string>;
  /** A definite subject that sums up an earlier change or result ('The extra cars', 'The lost trade'). */
  summarises: boolean;
  /** 'One runner': the group the subject is picked from. */
  member?: string;
  /** The head noun of the subject. */
  subject?: { stem: string; plural: boolean };
}

const SUBORDINATORS = new Set([
  'because',
  'since',
  'as',
  'with',
  'after',
  'once',
  'when',
  'whenever',
  'while',
  'without',
  'unable',
  'hearing',
  'seeing',
  'having',
  'following',
  'given',
  'due',
  'owing',
  'thanks',
  'now',
  'despite',
  'although',
  'though',
]);
const LEADING_CONNECTIVE =
  /^(?:as\s+a\s+(?:direct\s+)?(?:result|consequence)|consequently|therefore|thus|hence|so|in\s+turn|in\s+response|as\s+a\s+knock-on|accordingly|then|next|later|eventually|finally|soon|afterwards?|after\s+that|meanwhile|however|instead|in\s+the\s+end|by\s+then|at\s+that\s+point|within(?:\s+[a-z-]+){1,4}?|for\s+(?:this|that)\s+reason)\s*,\s*/i;
const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those', 'such']);
const FIRST_SECOND_PERSON = new Set(['my', 'our', 'your']);
const DEFINITES = new Set(['the', 'its', 'their', 'his', 'her', 'our', 'my', 'your']);
const INDEFINITES = new Set([
  'a',
  'an',
  'one',
  'some',
  'several',
  'many',
  'no',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'dozens',
  'hundreds',
  'thousands',
  'millions',
]);
/** Quantifiers that open a partitive subject ('Most of the shops', 'Half of them'). */
const QUANTIFIERS = new Set([
  'most',
  'many',
  'few',
  'all',
  'both',
  'each',
  'none',
  'half',
  'much',
  'any',
  'either',
  'neither',
]);
const PRONOUNS = new Set(['it', 'they', 'he', 'she', 'this', 'that', 'these', 'those', 'there']);
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'will',
  'would',
  'can',
  'could',
  'may',
  'might',
  'must',
  'should',
  'did',
  'does',
  'do',
  'meant',
  'means',
  'that',
  'which',
  'who',
  'whose',
  'where',
  'when',
]);
const IRREGULAR_PAST = new Set(
  (
    'fell rose ran grew went came became began broke brought built bought caught chose drew drove ate fed felt ' +
    'fought found flew froze got gave hung held kept knew laid led left lost made met paid rode said saw sold sent ' +
    'shook shot sank slept spoke spent stood stole stuck struck swam took taught tore told thought threw woke wore ' +
    'won wrote burst hit cut put set let shut spread cost hurt quit'
  ).split(' '),
);

/**
 * Classes of change that a nominal summarising an event names ('This drop', 'The delay', 'These
 * extra costs', 'The improvement'): the sentence it sums up states a change of the same class in
 * other words ('cut back', 'waiting', 'a much higher price', 'concentrated better'). Stems, as
 * produced by `stem`.
 */
const CHANGE_CLASSES: Record<string, string> = {};
for (const [name, words] of Object.entries({
  increase:
    'rise ris increas grow jump surg soar climb boost extra higher faster doubl expand spik rocket swell peak multiply pil mount heavier bigger larger greater additional record',
  decrease:
    'drop fall declin cut reduc reduction decreas less fewer lower shrink short smaller smallest littl few lose slump plung halv dip scarc scarcity lack weaker',
  stop: 'close shut shutdown halt stop paus suspend suspension idl block cancel cancell freeze outag offlin collaps strike',
  delay: 'delay wait queu stick lat slow slowdown backlog jam congestion strand',
  improve: 'improv improvement better gain recover recovery progress benefit',
  damage: 'damag destroy destruction kill die burn ruin harm injur injury wreck',
  strain: 'strain press load burden stress overload struggl',
  demand: 'demand buyer rush flock popularity popular',
  cost: 'cost pric expens bill fee charg spend payment',
  change: 'chang shift switch replac',
})) {
  for (const word of words.split(' ')) CHANGE_CLASSES[word] = name;
}

/** Comparatives that are stop words elsewhere but state a change inside a presupposed clause ('With more of their income …'). */
const CLAUSE_CHANGES: Record<string, string> = { more: 'increase', fewer: 'decrease', less: 'decrease' };

/** The change class of a stem ('dropped' → 'decrease'), if it names one. */
export function changeClass(stemmed: string): string | undefined {
  return CHANGE_CLASSES[stemmed];
}

/** Whether a token reads as the verb that ends a subject noun phrase. */
function isVerbLike(token: Token, afterDeterminer: boolean): boolean {
  if (AUXILIARIES.has(token.lower) || IRREGULAR_PAST.has(token.lower)) return true;
  return !afterDeterminer && /[a-z]ed$/.test(token.lower) && token.lower.length > 4;
}

function isContent(token: Token): boolean {
  return token.lower.length >= 3 && !STOP_WORDS.has(token.lower) && !/^\d/.test(token.lower);
}

/** How much a given word counts when it picks up the earlier sentence's subject rather than its rheme. */
const THEME_FACTOR = 0.5;
/**
 * Words of a relative clause after the main clause (', which led developers to build …'): they
 * add to what the sentence asserts, though often in words said before, so they neither tie the
 * sentence back nor count as its news.
 */
const CONTINUATIVE_WEIGHT = 0.45;
/** Words of a presupposed clause: a little below the head of a definite subject. */
const CLAUSE_WEIGHT = 0.95;
const PERSONAL = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'him', 'them']);
const PREPOSITIONS = new Set([
  'of',
  'in',
  'on',
  'at',
  'for',
  'from',
  'with',
  'to',
  'among',
  'between',
  'across',
  'along',
]);
/** Openers of a parenthetical that adds to a subject ('…, combined with …,', '…, along with …,'). */
const PARENTHETICAL =
  /^(?:(?:combined|coupled|together|along|alongside|paired)\s+with|as\s+well\s+as|including|plus|on\s+top\s+of)\b/i;
const GENERIC = new Set(['every', 'each', 'all', 'any', 'most', 'other']);
const IRREGULAR_PLURALS = new Set([
  'people',
  'children',
  'police',
  'staff',
  'men',
  'women',
  'cattle',
  'crew',
  'public',
]);

const DURATION_UNITS = new Set([
  'second',
  'seconds',
  'minute',
  'minutes',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
]);

/**
 * Marks counted units of time ('after twenty minutes', 'with a minute to spare', 'four hours'):
 * a duration measures, it names nothing a later sentence could refer to.
 */
function durations(tokens: readonly Token[]): boolean[] {
  return tokens.map((token, k) => {
    if (k === 0 || !DURATION_UNITS.has(token.lower)) return false;
    const count = tokens[k - 1]!.lower;
    return (
      /^\d/.test(count) ||
      /^(a|an|few|several|many|some|couple|two|three|four|five|six|seven|eight|nine|ten)$/.test(count) ||
      numberWordValue(count) !== undefined
    );
  });
}

/** Marks the words of indefinite noun phrases ('an unusually hot day', 'three litres'): they introduce, not presuppose. */
function indefiniteSpans(tokens: readonly Token[]): boolean[] {
  const out = new Array<boolean>(tokens.length).fill(false);
  for (let k = 0; k < tokens.length; k++) {
    const lower = tokens[k]!.lower;
    if (!(INDEFINITES.has(lower) || /^\d/.test(lower)) || lower === 'no') continue;
    // 'so many breeding cows', 'too many cars' point back at a number already given.
    if (k > 0 && /^(so|too|as|how)$/.test(tokens[k - 1]!.lower)) continue;
    for (let m = k + 1; m < tokens.length && m <= k + 4; m++) {
      const t = tokens[m]!;
      if (PREPOSITIONS.has(t.lower) || AUXILIARIES.has(t.lower) || isVerbLike(t, true)) break;
      if (STOP_WORDS.has(t.lower) && !/ly$/.test(t.lower)) break;
      out[m] = true;
    }
  }
  return out;
}

function pronounNumber(lower: string): 'singular' | 'plural' {
  return /^(they|them|their)$/.test(lower) ? 'plural' : 'singular';
}

/** The number of the subject of a leading clause ('Because the staff had little training,' → plural). */
function clauseSubjectNumber(tokens: readonly Token[], end: number): 'singular' | 'plural' | undefined {
  let head: Token | undefined;
  for (let m = 1; m < end; m++) {
    const token = tokens[m]!;
    if (m > 1 && isVerbLike(token, false)) break;
    if (isContent(token)) head = token;
    else if (head) break;
  }
  if (!head) return undefined;
  return isPlural(head) ? 'plural' : 'singular';
}

/** Nouns in -ing that do not name an action ('The morning', 'Building work' is still read as one). */
const ING_NOUNS = new Set([
  'morning',
  'evening',
  'spring',
  'nothing',
  'something',
  'anything',
  'everything',
  'during',
  'following',
  'including',
  'according',
  'ceiling',
  'king',
  'thing',
  'string',
  'ring',
  'wing',
  'sibling',
  'pudding',
  'ding',
]);

/** A sentence-initial gerund phrase used as the subject ('Missing out on …', 'Raising rates …'). */
function isGerund(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k];
  const next = tokens[k + 1];
  if (!token || !next || !/^[a-z]{3,}ing$/.test(token.lower) || ING_NOUNS.has(token.lower)) return false;
  // Followed by its object or particle, not by a finite verb ('Swimming is fun' is a gerund too).
  return !isVerbLike(next, false) || AUXILIARIES.has(next.lower);
}

const RELATIVE_MODIFIERS = new Set([
  'additional',
  'further',
  'resulting',
  'ensuing',
  'subsequent',
  'renewed',
  'continued',
]);

/** A modifier relative to an earlier state: a comparative of change ('extra', 'higher', 'fewer') or 'resulting'. */
function isRelativeModifier(token: Token): boolean {
  const c = CHANGE_CLASSES[token.stem];
  return (
    RELATIVE_MODIFIERS.has(token.lower) ||
    ((c === 'increase' || c === 'decrease') && /(er|extra)$/.test(token.lower))
  );
}

/** A participle used as a modifier ('the infected bushes', 'the frozen pipes'). */
function isParticipleModifier(token: Token): boolean {
  return /[a-z]{3}(?:ed|en)$/.test(token.lower) && !STOP_WORDS.has(token.lower);
}

function isPlural(token: Token): boolean {
  return IRREGULAR_PLURALS.has(token.lower) || (/[^su]s$/.test(token.lower) && token.lower.length > 3);
}

export function profile(sentence: Sentence): Profile {
  const tokens = sentence.tokens;
  const body = sentence.body;
  const given = new Map<string, number>();
  const nominal = new Set<string>();
  const fresh = indefiniteSpans(tokens);
  const measure = durations(tokens);
  const mark = (map: Map<string, number>, k: number, w: number) => {
    const token = tokens[k]!;
    if (!isContent(token) || fresh[k] || measure[k]) return;
    map.set(token.stem, Math.max(map.get(token.stem) ?? 0, w));
  };
  let k = 0;
  let reference: ReferenceKind | undefined;
  let clauseIntroduces = false;
  const clauseChanges: number[] = [];
  // A leading connective ('As a result,') is skipped: it says that, not what, is referred to.
  const connective = LEADING_CONNECTIVE.exec(body);
  if (connective) {
    const end = connective[0].length;
    while (k < tokens.length && tokens[k]!.offset < end) k++;
  }
  // A leading subordinate clause up to its comma is presupposed (its indefinite phrases excepted).
  const first = tokens[k];
  if (first && SUBORDINATORS.has(first.lower) && !/^as\s+a\s+result/i.test(body.slice(first.offset))) {
    const comma = body.indexOf(',', first.offset);
    if (comma > 0) {
      let m = k + 1;
      for (; m < tokens.length && tokens[m]!.offset < comma; m++) {
        mark(given, m, CLAUSE_WEIGHT);
        if (!fresh[m]) clauseChanges.push(m);
      }
      if (m > k + 1) reference = 'clause';
      // 'Because the race started on an unusually hot day': a clause that introduces something new.
      if (fresh.slice(k, m).some(Boolean)) clauseIntroduces = true;
      k = m;
    }
  }
  // A personal pronoun before the main clause ('With more of their income going …,') needs an
  // antecedent — unless the main clause's subject is it ('…, households cut back'; decided below).
  const clauseEnd = reference === 'clause' ? k : 0;
  const clausePronoun = tokens.slice(0, k).find((t) => PERSONAL.has(t.lower));
  // The subject noun phrase: its head noun ('The rise in unemployment') and complements count most.
  let introduces = false;
  let pronoun: 'singular' | 'plural' | undefined;
  let partitive = false;
  let subject: { stem: string; plural: boolean } | undefined;
  let summarises = false;
  const domain: string[] = [];
  /** Where the comma that closes the subject phrase is, if one does. */
  let subjectComma = -1;
  const theme = new Set<string>();
  const head = tokens[k];
  if (head) {
    let weight = 0.3;
    let start = k;
    const lower = head.lower;
    if (DEMONSTRATIVES.has(lower) && tokens[k + 1] && !isVerbLike(tokens[k + 1]!, false)) {
      weight = 1.5;
      start = k + 1;
      reference ??= 'demonstrative';
    } else if (PRONOUNS.has(lower)) {
      weight = 0;
      reference ??= 'pronoun';
      if (lower === 'they') pronoun = 'plural';
      if (lower === 'it') pronoun = 'singular';
    } else if (DEFINITES.has(lower)) {
      weight = 1;
      start = k + 1;
      if (lower === 'the') reference ??= 'definite';
      else if (FIRST_SECOND_PERSON.has(lower)) {
        // 'My alarm', 'Our flight': the speaker's own, known without an antecedent.
      } else {
        reference ??= 'pronoun';
        if (lower === 'their') pronoun = 'plural';
        if (lower === 'its') pronoun = 'singular';
      }
    } else if (isGerund(tokens, k)) {
      // 'Missing out on the top places cost the club millions': a gerund subject names an event
      // as known, like 'The closure'.
      weight = CLAUSE_WEIGHT;
      reference ??= 'clause';
    } else if (
      (INDEFINITES.has(lower) || QUANTIFIERS.has(lower)) &&
      tokens[k + 1]?.lower === 'of' &&
      tokens[k + 2]
    ) {
      // 'Several of them', 'Many of those workers', 'Two of the cafes': a part of a group the
      // text has already introduced.
      const det = tokens[k + 2]!.lower;
      start = k + 3;
      partitive = true;
      if (det === 'them' || det === 'us') {
        weight = 0;
        reference ??= 'pronoun';
        pronoun = 'plural';
      } else if (DEMONSTRATIVES.has(det)) {
        weight = 1.5;
        reference ??= 'demonstrative';
      } else if (DEFINITES.has(det)) {
        weight = 1;
        if (det === 'the') reference ??= 'definite';
        else {
          reference ??= 'pronoun';
          if (det === 'their') pronoun = 'plural';
          if (det === 'its') pronoun = 'singular';
        }
      } else {
        weight = 0;
        introduces = true;
        start = k + 1;
      }
    } else if (INDEFINITES.has(lower) || /^\d/.test(lower)) {
      weight = 0;
      introduces = true;
      start = k + 1;
      // 'One runner': a member of a group that was introduced before.
      if (lower === 'one') partitive = true;
    }
    const phrase: number[] = [];
    for (let m = start; m < tokens.length && m < start + 8; m++) {
      const token = tokens[m]!;
      if (isVerbLike(token, m === start)) break;
      if (m > start && body.slice(tokens[m - 1]!.offset, token.offset).includes(',')) break;
      phrase.push(m);
    }
    const prep = phrase.findIndex((m) => PREPOSITIONS.has(tokens[m]!.lower));
    const headEnd = prep < 0 ? phrase.length : prep;
    let headIndex = -1;
    for (let q = headEnd - 1; q >= 0; q--) {
      if (isContent(tokens[phrase[q]!]!)) {
        headIndex = q;
        break;
      }
    }
    if (pronoun && clauseEnd > 0 && clauseSubjectNumber(tokens, clauseEnd) === pronoun) {
      // 'Because the staff had little training, they …': the pronoun's antecedent is in the clause.
      pronoun = undefined;
      reference = 'clause';
    }
    // A demonstrative re-labels what was just said in its own words ('This drop in spending' after
    // 'cut back on eating out'); a definite ('The rise in unemployment') names a change of that thing.
    if (
      lower === 'the' &&
      headIndex >= 0 &&
      prep >= 0 &&
      CHANGE_CLASSES[tokens[phrase[headIndex]!]!.stem] !== undefined
    ) {
      for (const m of phrase.slice(prep + 1)) if (isContent(tokens[m]!)) domain.push(tokens[m]!.stem);
    }
    if (headIndex >= 0) {
      const token = tokens[phrase[headIndex]!]!;
      subject = { stem: token.stem, plural: isPlural(token) };
      for (const m of phrase.slice(0, headIndex + 1)) if (isContent(tokens[m]!)) theme.add(tokens[m]!.stem);
    }
    // The clause's pronoun refers forward to a full noun subject of the same number.
    const forward =
      subject !== undefined &&
      weight !== 0 &&
      !PERSONAL.has(lower) &&
      pronounNumber(clausePronoun?.lower ?? '') === (subject.plural ? 'plural' : 'singular');
    if (clausePronoun && !forward) reference = 'pronoun';
    // 'The extra cars', 'The lost trade', 'The rise in unemployment': a definite subject whose
    // head or modifier names a change or a result sums up an earlier event and cannot open a text.
    if (lower === 'the' && headIndex >= 0) {
      summarises = phrase.slice(0, headIndex + 1).some((m) => {
        const token = tokens[m]!;
        return (
          CHANGE_CLASSES[token.stem] !== undefined || (m < phrase[headIndex]! && isParticipleModifier(token))
        );
      });
    }
    if (weight > 0) {
      phrase.forEach((m, q) => {
        // 'The scale of those losses': a demonstrative inside the phrase is stronger still.
        // A modifier that compares with or results from what came before ('the extra fares', 'the
        // resulting queues') is as anaphoric as the head.
        const relative = q < headIndex && isRelativeModifier(tokens[m]!);
        const w = q < headIndex && !relative ? 0.5 * weight : q <= headIndex ? weight : 0.8 * weight;
        mark(given, m, DEMONSTRATIVES.has(tokens[m - 1]?.lower ?? '') && q > 0 ? 1.5 : w);
        // Its modifiers too ('the extra fares'): they can name the change the phrase sums up.
        if ((w >= 0.75 || q < headIndex) && isContent(tokens[m]!)) nominal.add(tokens[m]!.stem);
      });
    }
    // A parenthetical between the subject and its verb ('That extra strain, combined with less
    // blood reaching his skin, caused …'; 'the extra fares, together with the money raised by the
    // charge, gave …') is part of the subject: background, presupposed like the subject itself.
    const after = phrase.length > 0 ? phrase[phrase.length - 1]! + 1 : -1;
    if (after > 0 && after < tokens.length) {
      const gap = body.slice(tokens[after - 1]!.offset, tokens[after]!.offset);
      if (gap.includes(',')) subjectComma = body.indexOf(',', tokens[after - 1]!.offset);
      const rest = body.slice(tokens[after]!.offset);
      const close = rest.indexOf(',');
      if (gap.includes(',') && close > 0 && PARENTHETICAL.test(rest)) {
        const end = tokens[after]!.offset + close;
        for (let m = after; m < tokens.length && tokens[m]!.offset < end; m++) mark(given, m, 0.8);
      }
    }
  }
  // A non-restrictive relative clause on the subject ('Beavers, which depend on willow for food,
  // returned …') is background: given. One after the main clause (', which led developers to
  // build …') continues the sentence: asserted.
  for (const m of body.matchAll(/,\s+(?:which|who)\s+([^,.;]+)/gi)) {
    const weight = m.index === subjectComma ? 0.8 : CONTINUATIVE_WEIGHT;
    const from = m.index;
    const to = from + m[0].length;
    tokens.forEach((token, q) => {
      if (token.offset > from && token.offset < to && !/^(which|who)$/i.test(token.raw))
        mark(given, q, weight);
    });
  }
  // Demonstrative phrases anywhere ('hosted on those servers'), 'the resulting X'.
  for (let m = 0; m < tokens.length; m++) {
    const lower = tokens[m]!.lower;
    if ((DEMONSTRATIVES.has(lower) && lower !== 'that') || lower === 'resulting') {
      for (let q = m + 1; q < Math.min(tokens.length, m + 4); q++) {
        if (isVerbLike(tokens[q]!, q === m + 1)) break;
        mark(given, q, 1.2);
        if (isContent(tokens[q]!)) nominal.add(tokens[q]!.stem);
      }
    }
  }
  const asserted = new Map<string, number>();
  tokens.forEach((token, m) => {
    if (!isContent(token) || measure[m]) return;
    // A generic mention ('every school', 'all the shops') does not introduce anything to refer to.
    const generic = m > 0 && GENERIC.has(tokens[m - 1]!.lower);
    // An introduction ('a daily charge') is the best antecedent, a definite re-mention a weaker one.
    const definite = m > 0 && tokens[m - 1]!.lower === 'the';
    const w = given.has(token.stem) ? 0.2 : generic ? 0.3 : fresh[m] ? 1.3 : definite ? 0.8 : 1;
    asserted.set(token.stem, Math.max(asserted.get(token.stem) ?? 0, w));
  });
  tokens.forEach((token, m) => {
    if (isContent(token) && !fresh[m] && !measure[m] && !given.has(token.stem)) given.set(token.stem, 0.15);
  });
  const changes = new Map<string, [string, number]>();
  for (const [stem, g] of given) {
    const c = nominal.has(stem) ? CHANGE_CLASSES[stem] : undefined;
    if (c && g > (changes.get(c)?.[1] ?? 0)) changes.set(c, [stem, g]);
  }
  // In a clause, only a change of degree ('more', 'fewer', 'dropped') is relative to a state the
  // text set up before; a plain state ('the plant was shut') is matched by its words alone.
  for (const m of clauseChanges) {
    const token = tokens[m]!;
    const c = CHANGE_CLASSES[token.stem] ?? CLAUSE_CHANGES[token.lower];
    if ((c === 'increase' || c === 'decrease') && !changes.has(c))
      changes.set(c, [token.stem, CLAUSE_WEIGHT]);
  }
  return {
    given,
    asserted,
    nominal,
    changes,
    domain,
    ...(reference ? { reference } : {}),
    introduces: introduces || clauseIntroduces,
    summarises,
    theme,
    ...(pronoun ? { pronoun } : {}),
    ...(subject ? { subject } : {}),
    ...(partitive && subject ? { member: subject.stem } : {}),
  };
}

export function analyseLinks(
  sentences: readonly Sentence[],
  weight: ReadonlyMap<string, number>,
  /** Only sentences for which this holds are scored as the later one of a link (all by default). */
  only?: (profile: Profile) => boolean,
): Links {
  const n = sentences.length;
  const profiles = sentences.map(profile);
  // The strongest asserted word of each change class, per sentence.
  const classWords = profiles.map((p) => {
    const out = new Map<string, string>();
    for (const [other, w] of p.asserted) {
      const c = CHANGE_CLASSES[other];
      if (c && w >= 0.8 && !out.has(c)) out.set(c, other);
    }
    return out;
  });
  const objects = sentences.map((s): 'singular' | 'plural' | undefined => {
    const m =
      /\b(?:behind|beside|on|onto|into|under|over|from|with|around|near|through|past|across|inside)\s+(it|them)\b/i.exec(
        s.body,
      );
    if (!m || /\b(?:a|an|some|several|two|three|four|five)\s/i.test(s.body.slice(0, m.index)))
      return undefined;
    return m[1]!.toLowerCase() === 'them' ? 'plural' : 'singular';
  });
  const stems = stemSets([profiles.map((p) => p.given), profiles.map((p) => p.asserted)]);
  const link = new Float64Array(n * n);
  const weak = new Float64Array(n * n);
  const words = new Map<number, string[]>();
  for (let b = 0; b < n; b++) {
    const later = profiles[b]!;
    if (only && !only(later)) continue;
    // Per-stem factors of B's given words, computed once for all candidates A.
    const given = [...later.given].map(([stem, g]) => ({
      stem,
      g,
      weighted: g * (weight.get(stem) ?? 1),
      theme: later.theme.has(stem),
    }));
    const { pronoun, member, domain, changes } = later;
    const object = objects[b];
    for (let a = 0; a < n; a++) {
      if (a === b) continue;
      const earlier = profiles[a]!;
      const asserted = earlier.asserted;
      let score = 0;
      let loose = 0;
      let list: string[] | undefined;
      if (stems.meet(0, b, 1, a))
        for (const { stem, g, weighted, theme } of given) {
          const w = asserted.get(stem);
          if (w === undefined) continue;
          // Linear progression (B's given part picks up what A said about its subject) ties B to A;
          // a constant theme (both subjects are 'the hospital') only says they share a topic.
          const amount = weighted * w * (theme && earlier.theme.has(stem) ? THEME_FACTOR : 1);
          if (g >= 0.5) {
            score += amount;
            (list ??= []).push(stem);
          } else loose += amount;
        }
      weak[a * n + b] = loose;
      // A pronoun subject of B ('Their assembly lines', 'It therefore …') picks up the subject of A.
      const subject = earlier.subject;
      if (pronoun && subject && subject.plural === (pronoun === 'plural')) {
        score += 0.5;
        (list ??= []).push(`${pronoun}:${subject.stem}`);
      }
      // 'Traffic backed up for miles behind it': a pronoun after a preposition picks up a thing
      // another sentence introduced as its subject ('A broken-down lorry blocked …').
      if (object && subject && earlier.introduces && subject.plural === (object === 'plural')) {
        score += 0.4;
        (list ??= []).push(`${object}:${subject.stem}`);
      }
      // 'One runner' after the sentence about the runners.
      if (member && asserted.has(member)) {
        score += 0.6;
        (list ??= []).push(`one ${member}`);
      }
      // A summarising nominal of B ('This drop') and a change of the same class in A ('cut back').
      // Half as much when B names what changed and A does not mention it ('The rise in
      // unemployment' after 'repayments jumped').
      let elsewhere: number | undefined;
      for (const [c, [stem, g]] of changes) {
        if (asserted.has(stem)) continue;
        const other = classWords[a]!.get(c);
        if (other !== undefined) {
          elsewhere ??= domain.length > 0 && !domain.some((d) => sentences[a]!.contentSet.has(d)) ? 0.5 : 1;
          score += 0.6 * Math.min(g, 1.2) * (later.nominal.has(stem) ? elsewhere : 1);
          (list ??= []).push(`${stem}~${other}`);
        }
      }
      link[a * n + b] = score;
      if (list) words.set(a * n + b, list);
    }
  }
  return {
    n,
    link,
    weak,
    words,
    reference: profiles.map((p) => p.reference),
    introduces: profiles.map((p) => p.introduces),
    summarises: profiles.map((p) => p.summarises),
  };
}
