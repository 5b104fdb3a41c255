/**
 * Validation rule 5: does the text look like natural language? The product counts these signals
 * ("common words, capitalised words, alphanumeric mixes, sentence boundaries, e-mail or
 * domain-like fragments, money, percent or fraction forms"); how they combine is decided here.
 *
 * The text is split on whitespace into tokens; a "word token" is one holding a letter or a digit.
 * Each word token scores at most once, by its strongest signal:
 * - 1 point (strong): a common English word (`COMMON_WORDS`, case-insensitive, surrounding
 *   punctuation ignored); an e-mail address (`ann@example.com`); a domain or URL
 *   (`example.com`, `https://x.io/a`); money (`$5`, `€3.50`, `-£1,200`, `20€`); a percentage
 *   (`20%`, `3.5%`); a fraction (`1/2`, `½`);
 * - 0.5 point (weak): a capitalised word (`Paris`: one uppercase letter then lowercase letters);
 *   an alphanumeric mix (`B2`, `COVID19`, `mp3`, `COVID-19`).
 * Each sentence boundary adds 0.5 (weak): a token ending in '.', '!' or '?' (closing quotes or
 * brackets allowed) followed by a token starting with an uppercase letter ('... end. Next').
 *
 * The text looks like natural language when the score is at least `MIN_SCORE` (2) AND at least
 * `MIN_SCORE_PER_WORD` (0.2) per word token. So a sentence needs about two common words, or one
 * plus some weaker signals; weak signals alone need four ('Asdf Qwer Zxcv Uiop' scores 2 and
 * passes, which is harmless: rule 5 only waives the symbol, vowel and uppercase checks, the
 * repetition check still applies). The per-word share stops a long keyboard-mash or consonant
 * soup from passing just because it happens to contain 'a' and 'I' somewhere. Keyboard mash
 * ('asdf qwer zxcv'), symbol soup ('#@!$ %^&*') and repeated characters score 0.
 *
 * Linear time: tokens longer than `MAX_TOKEN_LENGTH` are counted as word tokens but not matched
 * against the signal patterns (no natural word is that long), so no pattern ever runs on more
 * than 64 code units.
 */
import { trimEndMatching, trimMatching, trimStartMatching } from './trim.js';

export function looksLikeNaturalLanguage(text: string): boolean {
  const { score, wordTokens } = naturalLanguageScore(text);
  return score >= MIN_SCORE && score >= MIN_SCORE_PER_WORD * wordTokens;
}

export const MIN_SCORE = 2;
export const MIN_SCORE_PER_WORD = 0.2;
const MAX_TOKEN_LENGTH = 64;
const STRONG = 1;
const WEAK = 0.5;

/**
 * Common English words: a list of everyday examples plus other very frequent function words
 * and contractions. Short words only appear here when they are real words.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  [
    // Everyday examples.
    'the and of to a in is it that was for on with as i you he she they we this be at by not but',
    'from or have an are',
    // Other frequent function words.
    'has had will would can could should may might must do does did were been being am my your',
    'his her our their its me him them us there here what which who whom whose when where why how',
    'all some any no if so than then about into out up more most also just one because these',
    'those other very only after before over under between through during while each such same',
    'both many much own again now yes',
    // Frequent contractions.
    "don't doesn't didn't isn't aren't wasn't weren't can't won't it's i'm i've i'll i'd you're",
    "we're they're that's there's let's",
  ]
    .join(' ')
    .split(' '),
);

export interface NaturalLanguageScore {
  score: number;
  /** Tokens holding at least one letter or digit. */
  wordTokens: number;
}

/** The score and word-token count behind `looksLikeNaturalLanguage`. */
export function naturalLanguageScore(text: string): NaturalLanguageScore {
  const tokens = text.split(/\s+/).filter((token) => token !== '');
  let score = 0;
  let wordTokens = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!HAS_WORD_CHARACTER.test(token)) continue;
    wordTokens++;
    if (token.length > MAX_TOKEN_LENGTH) continue;
    score += tokenScore(token);
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      next.length <= MAX_TOKEN_LENGTH &&
      SENTENCE_END.test(token) &&
      SENTENCE_START.test(next)
    ) {
      score += WEAK;
    }
  }
  return { score, wordTokens };
}

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SENTENCE_END = /[.!?]["'”’)\]]*$/u;
const SENTENCE_START = /^["'“‘([]?\p{Lu}/u;
const NOT_LETTER_OR_NUMBER = /[^\p{L}\p{N}]/u;
const OPENING_PUNCTUATION = /["'“‘([{]/u;
const CLOSING_PUNCTUATION = /["'”’)\]}.,;:!?]/u;
const EMAIL = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;
const DOMAIN = /^(?:https?:\/\/)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{Ll}{2,}(?:[/?#]\S*)?$/u;
const MONEY = /^[-+]?(?:\p{Sc}\d+(?:[.,]\d+)*(?:k|m|bn|K|M|B)?|\d+(?:[.,]\d+)*\p{Sc})$/u;
const PERCENT = /^[-+]?\d+(?:[.,]\d+)?%$/;
const FRACTION = /^(?:\d+\/\d+|[\u00BC-\u00BE\u2150-\u215E])$/;
const CAPITALISED = /^\p{Lu}\p{Ll}+(?:['’-]\p{Ll}+)*$/u;
const ALPHANUMERIC_MIX = /^(?=[^\p{L}]*\p{L})(?=[^\p{N}]*\p{N})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

function tokenScore(token: string): number {
  const core = trimMatching(token, NOT_LETTER_OR_NUMBER);
  const word = core.toLowerCase().replace(/’/g, "'");
  if (COMMON_WORDS.has(word)) return STRONG;
  const bare = trimEndMatching(trimStartMatching(token, OPENING_PUNCTUATION), CLOSING_PUNCTUATION);
  if (
    EMAIL.test(bare) ||
    DOMAIN.test(bare) ||
    MONEY.test(bare) ||
    PERCENT.test(bare) ||
    FRACTION.test(bare)
  ) {
    return STRONG;
  }
  if (CAPITALISED.test(core) || ALPHANUMERIC_MIX.test(core)) return WEAK;
  return 0;
}
