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

/** Whether `later` undoes something `earlier` tells of: a recovery after a disruption. */
export function recoversFrom(later: Sentence, earlier: Sentence): boolean {
  return hasAny(later, RECOVERY) && !hasAny(later, DISRUPTION) && hasAny(earlier, DISRUPTION);
}
