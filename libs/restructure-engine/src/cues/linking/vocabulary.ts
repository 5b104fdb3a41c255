/**
 * The closed word lists the backward-link cues read a sentence with: openers of a presupposed
 * clause, determiners, pronouns, auxiliaries and irregular verb forms, prepositions, and nouns that
 * look like something else.
 */

import { COUNT_WORDS } from '../../text/determiners.js';

/** Words that open a leading subordinate clause whose content is presupposed ('Because …,', 'With …,'). */
export const SUBORDINATORS = new Set([
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
/** A leading connective: it says that, not what, the sentence refers back to. */
export const LEADING_CONNECTIVE =
  /^(?:as\s+a\s+(?:direct\s+)?(?:result|consequence)|consequently|therefore|thus|hence|so|in\s+turn|in\s+response|as\s+a\s+knock-on|accordingly|then|next|later|eventually|finally|soon|afterwards?|after\s+that|meanwhile|however|instead|in\s+the\s+end|by\s+then|at\s+that\s+point|within(?:\s+[a-z-]+){1,4}?|for\s+(?:this|that)\s+reason)\s*,\s*/i;
/** Demonstratives: a phrase they open re-labels something said before ('This drop'). */
export const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those', 'such']);
/** The speaker's and reader's possessives ('My alarm'): known without an antecedent. */
export const FIRST_SECOND_PERSON = new Set(['my', 'our', 'your']);
/** Indefinite determiners and counts: the phrase they open is introduced ('A fire', 'Three days'). */
export const INDEFINITES = new Set([
  'a',
  'an',
  'some',
  'several',
  'many',
  'no',
  ...COUNT_WORDS,
  'dozens',
  'hundreds',
  'thousands',
  'millions',
]);
/** Quantifiers that open a partitive subject ('Most of the shops', 'Half of them'). */
export const QUANTIFIERS = new Set([
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
/** Pronoun subjects: they refer back and name nothing themselves. */
export const PRONOUNS = new Set(['it', 'they', 'he', 'she', 'this', 'that', 'these', 'those', 'there']);
/** Auxiliaries, and the relative words that end a noun phrase like them. */
export const AUXILIARIES = new Set([
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
/** Irregular past tenses: the verb that ends a subject noun phrase ('The price rose'). */
export const IRREGULAR_PAST = new Set(
  (
    'fell rose ran grew went came became began broke brought built bought caught chose drew drove ate fed felt ' +
    'fought found flew froze got gave hung held kept knew laid led left lost made met paid rode said saw sold sent ' +
    'shook shot sank slept spoke spent stood stole stuck struck swam took taught tore told thought threw woke wore ' +
    'won wrote burst hit cut put set let shut spread cost hurt quit'
  ).split(' '),
);
/** Personal pronouns and possessives: before the main clause they need an antecedent. */
export const PERSONAL = new Set(['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'him', 'them']);
/** Prepositions: they end the head of a noun phrase. */
export const PREPOSITIONS = new Set([
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
export const PARENTHETICAL =
  /^(?:(?:combined|coupled|together|along|alongside|paired)\s+with|as\s+well\s+as|including|plus|on\s+top\s+of)\b/i;
/** Determiners of a generic mention ('every school'): it introduces nothing to refer to. */
export const GENERIC = new Set(['every', 'each', 'all', 'any', 'most', 'other']);
/** Plural nouns without a plural -s. */
export const IRREGULAR_PLURALS = new Set([
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

/** Units of time: counted, they measure a duration rather than name something. */
export const DURATION_UNITS = new Set([
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

/** Nouns in -ing that do not name an action ('The morning', 'Building work' is still read as one). */
export const ING_NOUNS = new Set([
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

/** Modifiers that relate a noun to an earlier state ('the resulting queues'). */
export const RELATIVE_MODIFIERS = new Set([
  'additional',
  'further',
  'resulting',
  'ensuing',
  'subsequent',
  'renewed',
  'continued',
]);
