/**
 * The change link: a summarising nominal of B ('This drop') and a change of the same class in A
 * ('cut back'). Half as much when B names what changed and A does not mention it ('The rise in
 * unemployment' after 'repayments jumped').
 */
import type { Sentence } from '../../text/document.js';
import type { LinkTally } from './tally.js';
import type { Profile } from './types.js';
import { CHANGE_CLASSES } from './change-classes.js';
import { credit } from './tally.js';
import { LINKING_WEIGHTS } from './weights.js';

const W = LINKING_WEIGHTS.link;

/** The strongest asserted word of each change class in a sentence: class → word. */
export function assertedChanges(profile: Profile): Map<string, string> {
  const out = new Map<string, string>();
  for (const [other, w] of profile.asserted) {
    const c = CHANGE_CLASSES[other];
    if (c && w >= W.changeWordMin && !out.has(c)) out.set(c, other);
  }
  return out;
}

/** Credits each change B presupposes that A asserts in other words of the same class. */
export function changeLink(
  tally: LinkTally,
  later: Profile,
  earlier: Profile,
  earlierChanges: ReadonlyMap<string, string>,
  earlierSentence: Sentence,
): void {
  const { domain } = later;
  let elsewhere: number | undefined;
  for (const [c, [stem, g]] of later.changes) {
    if (earlier.asserted.has(stem)) continue;
    const other = earlierChanges.get(c);
    if (other !== undefined) {
      elsewhere ??=
        domain.length > 0 && !domain.some((d) => earlierSentence.contentSet.has(d)) ? W.changeElsewhere : 1;
      credit(
        tally,
        W.change * Math.min(g, W.changeCap) * (later.nominal.has(stem) ? elsewhere : 1),
        `${stem}~${other}`,
      );
    }
  }
}
