/**
 * Sequence cues of instructions and narratives: step markers (see text/markers.ts) and the
 * connectives that place a step after another without numbering it ('Then', 'Next,', 'After that,',
 * 'Once the filtrate has collected,', 'While the skin is cooling,').
 */
import type { Sentence } from '../text/document.js';

export interface SequenceCue {
  /** 'after': cannot open the sequence; 'before': belongs near the start. */
  kind: 'after' | 'before';
  text: string;
}

const AFTER =
  /^(?:then|next|after\s+that|after\s+this|afterwards?|subsequently|now|once\b[^,]*|when\b[^,]*|while\b[^,]*|after\b[^,]*|as\s+soon\s+as\b[^,]*|during\s+(?:that|this)\s+time|meanwhile|following\s+that|from\s+there|at\s+this\s+point|with\s+that\s+done|when\s+(?:that|this)\s+is\s+done|again)\b/i;
const BEFORE =
  /^(?:before\s+(?:you\s+)?(?:begin|start|starting|anything)\b[^,]*|to\s+prepare\b[^,]*|beforehand|in\s+advance)/i;

/**
 * The word that opens a sequence ('First we went', 'First, …', 'At first', 'To begin with',
 * 'Initially') and the words that continue one ('Then', 'Next', 'After that', 'Later', 'Finally').
 */
const OPENS_SEQUENCE =
  /^(?:first(?:ly)?(?:\s*,|\s+of\s+all\b|\s+(?=(?:i|we|you|he|she|they|it|the|a|an|our|my|his|her|their|this|that|there)\s))|at\s+first\b|to\s+(?:begin|start)\s+with\b|initially\b|in\s+the\s+beginning\b)/i;
const CONTINUES_SEQUENCE =
  /^(?:then|next|after\s+that|afterwards?|later|subsequently|eventually|finally|lastly|in\s+the\s+end|at\s+last)\b/i;

/** Where a sentence's opening word puts it in a sequence: its start, its continuation, or neither. */
export function sequenceOpening(sentence: Sentence): 'start' | 'continuation' | undefined {
  if (OPENS_SEQUENCE.test(sentence.body)) return 'start';
  if (CONTINUES_SEQUENCE.test(sentence.body)) return 'continuation';
  return undefined;
}

/** The sentence after its step marker, if it has one. */
export function afterStepMarker(sentence: Sentence): string {
  return (sentence.step ? sentence.text.slice(sentence.step.text.length) : sentence.body).trimStart();
}

export function sequenceCue(sentence: Sentence): SequenceCue | undefined {
  const text = afterStepMarker(sentence);
  const after = AFTER.exec(text);
  if (after) return { kind: 'after', text: after[0].trim() };
  const before = BEFORE.exec(text);
  if (before) return { kind: 'before', text: before[0].trim() };
  return undefined;
}

/** Verbs that open an instruction ('Stir the yeast…'): the imperative mood of how-to texts. */
export const IMPERATIVE_VERBS: ReadonlySet<string> = new Set(
  (
    'add adjust allow apply arrange attach bake beat blend boil book break bring brush buy call charge check chill chop ' +
    'choose clean clear click close collect combine connect cook cool copy cover crack create crush cut decide delete dig ' +
    'dilute dip discard disconnect dissolve divide download drain draw drill drink drop dry ease empty enable enter ' +
    'fill find finish fit fix flip fold follow freeze fry garnish gather give go grab grate grease grind heat hold ' +
    'insert install keep knead knock label lay leave let lift line load loosen lower make mark mash measure melt merge mix ' +
    'move note open pack paint peel pick pin place plant plug post pour prepare preheat press print prune pull push put ' +
    'read record reduce refresh register reheat release remove repeat replace restart return rinse roll rub run sand save ' +
    'scrape screw scroll seal season select send separate serve set shake shape sieve sift sign simmer sketch slice ' +
    'soak sort spoon spray spread sprinkle squeeze stand start stick stir store strain stretch submit switch take tap ' +
    'taste tear test tie tighten tip toss transfer trim turn twist type unplug unscrew update upload use wait warm wash ' +
    'water weigh whisk wipe wrap write backfill firm tag deploy watch reconnect restore wet rotate slide stack water tidy'
  ).split(/\s+/),
);

const PAST_VERB = /^(?:[a-z]{2,}ed|was|were|had|fell|rose|ran|came|went|broke|froze|grew|began)$/;

/** Whether the sentence reads as an instruction (imperative verb first, or 'you' addressed). */
export function isInstruction(sentence: Sentence): boolean {
  const text = afterStepMarker(sentence);
  const words = /([A-Za-z]+)(?:\s+([A-Za-z]+))?/.exec(text);
  const first = words?.[1]?.toLowerCase();
  // 'Water flooded the road', 'Water poured through the ceiling': a noun subject, not an order.
  const subject = words?.[2] !== undefined && PAST_VERB.test(words[2]);
  if (first && IMPERATIVE_VERBS.has(first) && !subject) return true;
  // 'Then stir…', 'Once it is covered, take…'
  const opener = sequenceCue(sentence);
  if (opener) {
    const word = /[A-Za-z]+/.exec(text.slice(opener.text.length))?.[0]?.toLowerCase();
    if (word && IMPERATIVE_VERBS.has(word)) return true;
  }
  return false;
}

/** Participles that are not '-ed' forms, as a procedure's passive uses them ('is cut', 'are laid'). */
const IRREGULAR_PARTICIPLES =
  'cut|set|put|laid|spread|left|kept|held|made|taken|given|shaken|beaten|frozen|sewn|sown|thrown|drawn|ground|hung|brought|sent|built|spun|split|struck|stuck|shut|worn|torn|written|woven|bound|wound|fed|lit|dug|done|sold|shown|grown|read|hidden|broken|driven|rung|slit';
/** A step told in the present passive: 'The curd is cut into cubes', 'The sheets are then hung to dry'. */
const PRESENT_PASSIVE = new RegExp(
  `\\b(?:is|are|gets|get)\\s+(?:(?:then|now|first|next|carefully|gently|slowly|quickly|finally|usually|always|often)\\s+)?(?:[a-z]{3,}ed|${IRREGULAR_PARTICIPLES})\\b`,
  'i',
);

/**
 * The verb of a step told in the present passive, as a described procedure tells them ('The whey
 * is drained off': 'is drained'), or undefined. One such sentence says little (an argument's 'is
 * often claimed'); the detector counts them only where they carry a text (detect.ts).
 */
export function passiveStep(sentence: Sentence): string | undefined {
  return PRESENT_PASSIVE.exec(sentence.body)?.[0];
}
