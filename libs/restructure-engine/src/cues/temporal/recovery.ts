/**
 * Recovery follows disruption: what is rebuilt, restored, reopened or resumed was first destroyed,
 * broken, closed or halted. A relative time on a recovery ('two years later they rebuilt it',
 * 'power was restored twenty minutes later') counts from the disruption it undoes, not from
 * whichever dated sentence shares the most words with it. Stems, as `stem` produces them.
 */
import type { Sentence } from '../../text/document.js';

const RECOVERY = new Set(
  'rebuilt rebuild restor reopen repair resum recover reconstruct reinstat reconnect replant refloat'.split(
    ' ',
  ),
);

const DISRUPTION = new Set(
  'destroy collaps fir fail close shut stop burn storm flood break broke damag darkness blackout outag halt suspend strike crash wreck ruin earthquak bomb explod explosion sank sink'.split(
    ' ',
  ),
);

const hasAny = (sentence: Sentence, stems: ReadonlySet<string>) =>
  sentence.content.some((word) => stems.has(word));

/** Whether a sentence tells of a recovery, and of no disruption itself. */
export function tellsOfRecovery(sentence: Sentence): boolean {
  return hasAny(sentence, RECOVERY) && !hasAny(sentence, DISRUPTION);
}

/** Whether a sentence tells of a disruption that a later recovery could undo. */
export function tellsOfDisruption(sentence: Sentence): boolean {
  return hasAny(sentence, DISRUPTION);
}
