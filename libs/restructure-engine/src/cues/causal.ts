/**
 * Causal cues: connectives that mark a sentence as the effect of something said before ('As a
 * result,', 'Consequently,', '… therefore …', 'This meant'), subordinate causes inside a sentence
 * ('Because the bridge was flooded, …'), and verbs that link a cause to its effect ('led to',
 * 'caused', 'prompted').
 */
import type { Sentence } from '../text/document.js';

export interface CausalCue {
  /** 'effect': the sentence follows from an earlier one; 'cause': it states a cause in a clause; 'link': a causal verb. */
  kind: 'effect' | 'cause' | 'link';
  text: string;
  /** True when the cue opens the sentence. */
  leading: boolean;
}

const EFFECT_LEADING =
  /^(as\s+a\s+(?:result|consequence)|consequently|therefore|thus|hence|so|because\s+of\s+(?:this|that|these|those)|for\s+(?:this|that|these)\s+reasons?|as\s+(?:a\s+)?(?:direct\s+)?result\s+of\s+(?:this|that)|in\s+turn|in\s+response|the\s+result\s+(?:was|is)|this\s+(?:meant|means|led|caused|forced|pushed|prompted|triggered|left)|that\s+(?:meant|means|led|caused)|the\s+(?:knock-on|upshot|outcome|consequence)|accordingly)\b/i;
const EFFECT_INSIDE =
  /\b(therefore|consequently|thus|as\s+a\s+(?:result|consequence)|in\s+response|responded\s+by|that\s+followed|the\s+resulting|in\s+turn|as\s+a\s+knock-on)\b/i;
const CAUSE_LEADING =
  /^(because|since|as|due\s+to|owing\s+to|thanks\s+to|with|faced\s+with|unable\s+to|without|after)\b/i;
const CAUSE_INSIDE = /\b(because(?:\s+of)?|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result\s+of)\b/i;
const LINK =
  /\b(led\s+to|leads\s+to|lead\s+to|caused|causes|causing|resulted\s+in|results\s+in|meant\s+that|prompted|triggered|sparked|forced|pushed|drove|so\s+that|,\s*so\b|which\s+(?:meant|caused|led)|made\s+it|helped\s+bring|brought\s+about|gave\s+rise\s+to)\b/i;

const CACHE = new WeakMap<Sentence, CausalCue[]>();

/** The causal cues of a sentence, read once and shared by detection and the orderer (read-only). */
export function causalCues(sentence: Sentence): CausalCue[] {
  let cues = CACHE.get(sentence);
  if (!cues) {
    cues = findCausalCues(sentence);
    CACHE.set(sentence, cues);
  }
  return cues;
}

function findCausalCues(sentence: Sentence): CausalCue[] {
  const text = sentence.body;
  const cues: CausalCue[] = [];
  const effectLead = EFFECT_LEADING.exec(text);
  if (effectLead) cues.push({ kind: 'effect', text: effectLead[1]!, leading: true });
  const effectInside = EFFECT_INSIDE.exec(text);
  if (effectInside && (!effectLead || effectInside.index > effectLead[0].length)) {
    cues.push({ kind: 'effect', text: effectInside[1]!, leading: false });
  }
  const causeLead = CAUSE_LEADING.exec(text);
  // 'As his blood volume dropped, …' and 'With fewer cars …, …' state a cause in a leading clause.
  if (causeLead && !effectLead && /,/.test(text))
    cues.push({ kind: 'cause', text: causeLead[1]!, leading: true });
  const causeInside = CAUSE_INSIDE.exec(text);
  if (causeInside && causeInside.index > 0 && !(causeLead && causeInside.index === 0)) {
    cues.push({ kind: 'cause', text: causeInside[1]!, leading: false });
  }
  const link = LINK.exec(text);
  if (link) cues.push({ kind: 'link', text: link[1]!.replace(/^,\s*/, ''), leading: link.index === 0 });
  return cues;
}

/** Whether the sentence is marked as the consequence of an earlier one. */
export function isMarkedEffect(sentence: Sentence): CausalCue | undefined {
  return causalCues(sentence).find((cue) => cue.kind === 'effect');
}
