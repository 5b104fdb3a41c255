/**
 * How strongly a sentence reads as a continuation rather than an opener: a connective or pronoun
 * that cannot open a text, 'the' and a participle, 'had already', an additive word, an object
 * pronoun whose antecedent is elsewhere — and, the other way, an indefinite subject that
 * introduces its topic.
 */
import type { Sentence } from '../../text/document.js';
import { COHERENCE_WEIGHTS } from './weights.js';
import { isParticiple } from './word-uses.js';

const W = COHERENCE_WEIGHTS.dependent;

/** Pronouns and demonstratives that cannot open a text. */
const PRONOUN_OPENERS = new Set([
  'he',
  'she',
  'it',
  'they',
  'his',
  'her',
  'its',
  'their',
  'him',
  'them',
  'this',
  'that',
  'these',
  'those',
  'such',
  'there',
]);
/** Connectives that cannot open a text ('As a result', 'Then', 'However', 'Within two hours'). */
const CONTINUATION_OPENERS =
  /^(?:as a result|as a consequence|consequently|therefore|thus|hence|so|then|next|after that|afterwards?|later|also|in addition|additionally|furthermore|moreover|however|but|yet|still|nevertheless|nonetheless|meanwhile|in turn|because of this|because of that|for this reason|this meant|that meant|in response|once|now|again|back|instead|even so|otherwise|besides|likewise|similarly|in short|in conclusion|overall|ultimately|finally|lastly|in the end|by then|by that time|from then on|during that time|at that point|with that|with this|within (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|\d+) (?:minutes?|hours?|days?|weeks?|months?|years?))\b/i;

/** How strongly one sentence reads as a continuation, and why (when it opens like one). */
export function dependence(s: Sentence): { score: number; reason?: string } {
  const first = s.tokens[0];
  if (!first) return { score: 0 };
  let score = 0;
  let reason: string | undefined;
  const opener = CONTINUATION_OPENERS.exec(s.body);
  if (opener && !(opener[0].toLowerCase() === 'once' || opener[0].toLowerCase() === 'now')) {
    score = W.connectiveOpener;
    reason = `opens with '${opener[0]}'`;
  } else if (PRONOUN_OPENERS.has(first.lower) && !(first.lower === 'there' && s.tokens[1]?.lower === 'is')) {
    score = W.pronounOpener;
    reason = `opens with '${first.raw}'`;
  } else if (first.lower === 'the' && s.tokens[1] && isParticiple(s.tokens[1])) {
    score = W.participleOpener;
  }
  // 'The check-in desk had already closed': a state reached by a time the story has already set.
  if (/\bhad\s+already\b/i.test(s.body)) score += W.hadAlready;
  if (/\b(also|too|again|another|other|others|further|both)\b/i.test(s.body.slice(0, 60)))
    score += W.additive;
  // An object 'him' / 'them' in the main clause ('My aunt drove him to the hospital') cannot mean
  // the clause's own subject: unless the sentence introduced something before it ('Crack three
  // eggs into a bowl and beat them'), its antecedent is in an earlier sentence.
  const object = s.tokens.findIndex((t, k) => k > 0 && (t.lower === 'him' || t.lower === 'them'));
  const lead = object > 0 ? s.body.slice(0, s.tokens[object]!.offset) : '';
  if (object > 0 && !lead.includes(',') && !/\b(?:a|an|some|two|three|four|five|six|\d+)\s/i.test(lead))
    score += W.objectPronoun;
  // A sentence whose subject is indefinite ('A fire broke out', 'Three days of rain') introduces its topic.
  if (/^(a|an|one|no|two|three|four|five|several|some)$/i.test(first.raw) || /^\d/.test(first.raw))
    score -= W.indefiniteOpener;
  return reason === undefined ? { score } : { score, reason };
}
