/**
 * Argument cues: markers of a claim (thesis), evidence, a counter-argument, a rebuttal of it and a
 * conclusion; plus the weaker signals that carry implicit arguments (modal and evaluative wording
 * for claims, figures for evidence, questions and concessions for objections).
 */
import type { Sentence } from '../text/document.js';

export type ArgumentRole = 'claim' | 'evidence' | 'counter' | 'rebuttal' | 'conclusion';

export interface ArgumentCue {
  role: ArgumentRole;
  /** The marker as written ('Critics argue', 'In short'). */
  text: string;
  /** 1 for an explicit marker, less for a weaker signal. */
  strength: number;
}

const CONCLUSION =
  /^(in\s+conclusion|in\s+short|in\s+sum|in\s+summary|to\s+sum\s+up|to\s+summari[sz]e|to\s+conclude|overall|ultimately|therefore|thus|hence|all\s+in\s+all|all\s+things\s+considered|on\s+balance|for\s+(?:all\s+)?(?:these|those)\s+reasons|taken\s+together|in\s+the\s+end|the\s+bottom\s+line\s+is|clearly|so\b|(?:conclusion|bottom\s+line|verdict)\s*:)/i;
/**
 * A conclusion marker set off after the subject: 'Homework, then, costs more than it gives',
 * 'The ban, in short, works'. Only the markers that close an argument when placed there.
 */
const CONCLUSION_INSIDE =
  /^[^,;:]{3,80},\s+(then|therefore|thus|hence|in\s+short|in\s+sum|in\s+the\s+end|ultimately|on\s+balance|all\s+in\s+all|in\s+conclusion),/i;
const COUNTER_LEADING =
  /^(critics|opponents|sceptics|skeptics|detractors|some\s+(?:people|critics|observers|experts|parents|teachers|residents|economists|commentators)?|others|many\s+people|one\s+(?:might|could|may)\s+(?:argue|object|say)|it\s+(?:is|has\s+been)\s+(?:often\s+|sometimes\s+|commonly\s+)?(?:said|argued|claimed|objected)|admittedly|of\s+course|granted|to\s+be\s+sure|detractors)\b/i;
const COUNTER_VERB =
  /\b(argue|argues|argued|claim|claims|insist|insists|object|objects|worry|worries|fear|fears|complain|complains|contend|contends|point\s+out|warn|warns|say|says|believe|believes|suggest|suggests)\b(?:\s+that)?/i;
const REBUTTAL =
  /^(however|but|yet|nevertheless|nonetheless|still|even\s+so|that\s+said|on\s+the\s+other\s+hand|in\s+fact|in\s+reality|actually|this\s+(?:argument|objection|concern|worry)\s+(?:ignores|overlooks|misses)|it\s+is\s+true\s+that\b.*?,\s+but|while\s+it\s+is\s+true|(?:they|this|that|these\s+\w+|such\s+\w+)\s+(?:are|is|were|was)\s+(?:simply\s+|plainly\s+|quite\s+)?(?:wrong|mistaken|incorrect|misguided|false|untrue|misleading|not\s+true|not\s+the\s+case)\b|(?:this|that)\s+(?:isn't|is\s+not)\s+(?:true|so)\b|(?:that|this)\s+is\s+(?:true|fair|right),?\s+(?:but|yet|which|and)\b|i\s+agree,?\s+(?:but|and|yet)\b)/i;
const EVIDENCE_LEADING =
  /^(for\s+example|for\s+instance|to\s+illustrate|studies|study|research|evidence|data|surveys?|statistics|figures|according\s+to|in\s+addition|additionally|furthermore|moreover|also|besides|what\s+is\s+more|first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|last\s+year|in\s+\d{4}|trials?|experts|a\s+(?:recent\s+)?(?:study|survey|report|trial|review)|one\s+(?:study|survey|report)|when\b)/i;
const EVIDENCE_INSIDE =
  /\b(studies|study|research|survey|surveys|data|trials|evidence|report|found|finds|shown|show|shows|per\s+cent|percent|%)\b/i;
const CLAIM_MODAL =
  /\b(should|must|ought\s+to|need\s+to|needs\s+to|deserves?|has\s+to|have\s+to|is\s+essential|is\s+vital)\b/i;
const EVALUATIVE =
  /\b(best|worst|better|worse|fairer|safer|greatest|essential|vital|crucial|obvious|worth|deserve|deserves|wise|mistake|right\s+to|wrong\s+to)\b/i;

/** Explicit role markers (and their strength); an empty list means no marker. */
export function argumentCues(sentence: Sentence): ArgumentCue[] {
  const text = sentence.body;
  const cues: ArgumentCue[] = [];
  const conclusion = CONCLUSION.exec(text);
  const conclusionInside = conclusion ? null : CONCLUSION_INSIDE.exec(text);
  if (conclusion)
    cues.push({
      role: 'conclusion',
      text: conclusion[1]!,
      strength: /^(so|clearly)$/i.test(conclusion[1]!) ? 0.6 : 1,
    });
  else if (conclusionInside) cues.push({ role: 'conclusion', text: conclusionInside[1]!, strength: 1 });
  const counterLead = COUNTER_LEADING.exec(text);
  const counterVerb = COUNTER_VERB.exec(text);
  if (
    counterLead &&
    (counterVerb || /^(admittedly|of course|granted|to be sure|one|it)/i.test(counterLead[1]!))
  ) {
    const end =
      counterVerb && counterVerb.index < 60
        ? counterVerb.index + counterVerb[1]!.length
        : counterLead[0].length;
    cues.push({ role: 'counter', text: text.slice(0, end), strength: 1 });
  } else if (
    counterVerb &&
    counterVerb.index < 40 &&
    !/^(i|we|studies|research|evidence|data|experts|surveys?|the\s+data|trials?)\b/i.test(text)
  ) {
    const subject = text.slice(0, counterVerb.index).trim();
    // 'Budget cutters insist that …': a third party voicing a view.
    if (
      /\b(that)\b/i.test(text.slice(counterVerb.index, counterVerb.index + counterVerb[0].length + 1)) &&
      subject.split(/\s+/).length <= 4 &&
      !/\b(study|studies|research|report|survey)\b/i.test(subject)
    ) {
      cues.push({
        role: 'counter',
        text: text.slice(0, counterVerb.index + counterVerb[1]!.length),
        strength: 0.8,
      });
    }
  }
  if (!cues.some((c) => c.role === 'counter')) {
    // 'some riders would rather pay a professional': a concession voiced inside the sentence.
    const inside = /\b(?:some|many|other)\s+\w+\s+(?:would\s+rather|prefer|insist|object|worry|fear)\b/i.exec(
      text,
    );
    if (inside) cues.push({ role: 'counter', text: inside[0], strength: 0.6 });
  }
  const rebuttal = REBUTTAL.exec(text);
  if (rebuttal)
    cues.push({
      role: 'rebuttal',
      text: /^it is true|^while it is true/i.test(rebuttal[1]!) ? 'It is true that …, but' : rebuttal[1]!,
      strength: 1,
    });
  const evidence = EVIDENCE_LEADING.exec(text);
  if (evidence)
    cues.push({
      role: 'evidence',
      text: evidence[1]!,
      strength: /^(when|also)$/i.test(evidence[1]!) ? 0.5 : 1,
    });
  else if (EVIDENCE_INSIDE.test(text) || /\d/.test(text))
    cues.push({
      role: 'evidence',
      text: (EVIDENCE_INSIDE.exec(text)?.[1] ?? /\d[\d,.]*/.exec(text)?.[0])!,
      strength: 0.4,
    });
  return cues;
}

/** How much a sentence reads like a thesis: a modal or evaluative judgement. */
export function claimStrength(sentence: Sentence): number {
  let score = 0;
  if (CLAIM_MODAL.test(sentence.body)) score += 1;
  if (EVALUATIVE.test(sentence.body)) score += 0.6;
  if (/\b(i|we)\s+(?:think|believe|argue|maintain)\b/i.test(sentence.body)) score += 0.8;
  return score;
}

export function isQuestion(sentence: Sentence): boolean {
  return /\?["'”’)]*$/.test(sentence.body.trim());
}
