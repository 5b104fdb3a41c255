/**
 * Links through reference: a pronoun subject of B ('Their assembly lines', 'It therefore …') picks
 * up the subject of A, a pronoun after a preposition ('behind it') the subject A introduced, and
 * 'One runner' the runners A asserted.
 */
import type { Sentence } from '../../text/document.js';
import type { LinkTally } from './tally.js';
import type { GrammaticalNumber, Profile } from './types.js';
import { credit } from './tally.js';
import { LINKING_WEIGHTS } from './weights.js';

const W = LINKING_WEIGHTS.link;

/**
 * The number of a pronoun after a preposition ('behind it', 'into them'), unless an indefinite
 * phrase before it ('Put a lid on it') gives the pronoun its meaning inside the sentence.
 */
export function prepositionalObject(sentence: Sentence): GrammaticalNumber | undefined {
  const m =
    /\b(?:behind|beside|on|onto|into|under|over|from|with|around|near|through|past|across|inside)\s+(it|them)\b/i.exec(
      sentence.body,
    );
  if (!m || /\b(?:a|an|some|several|two|three|four|five)\s/i.test(sentence.body.slice(0, m.index)))
    return undefined;
  return m[1]!.toLowerCase() === 'them' ? 'plural' : 'singular';
}

/** A pronoun subject of B picks up the subject of A of the same number. */
export function pronounLink(
  tally: LinkTally,
  pronoun: GrammaticalNumber | undefined,
  earlier: Profile,
): void {
  const subject = earlier.subject;
  if (pronoun && subject && subject.plural === (pronoun === 'plural')) {
    credit(tally, W.pronounSubject, `${pronoun}:${subject.stem}`);
  }
}

/**
 * 'Traffic backed up for miles behind it': a pronoun after a preposition picks up a thing another
 * sentence introduced as its subject ('A broken-down lorry blocked …').
 */
export function objectLink(tally: LinkTally, object: GrammaticalNumber | undefined, earlier: Profile): void {
  const subject = earlier.subject;
  if (object && subject && earlier.introduces && subject.plural === (object === 'plural')) {
    credit(tally, W.objectPronoun, `${object}:${subject.stem}`);
  }
}

/** 'One runner' after the sentence about the runners. */
export function memberLink(tally: LinkTally, member: string | undefined, earlier: Profile): void {
  if (member && earlier.asserted.has(member)) credit(tally, W.member, `one ${member}`);
}
