/** Classes of change (increase, delay, damage, …) and the stems that name one. */
import { wordTable } from '../../text/word-table.js';

/**
 * Classes of change that a nominal summarising an event names ('This drop', 'The delay', 'These
 * extra costs', 'The improvement'): the sentence it sums up states a change of the same class in
 * other words ('cut back', 'waiting', 'a much higher price', 'concentrated better'). Stems, as
 * produced by `stem`.
 */
export const CHANGE_CLASSES = wordTable<string>();
for (const [name, words] of Object.entries({
  increase:
    'rise ris increas grow jump surg soar climb boost extra higher faster doubl expand spik rocket swell peak multiply pil mount heavier bigger larger greater additional record',
  decrease:
    'drop fall declin cut reduc reduction decreas less fewer lower shrink short smaller smallest littl few lose slump plung halv dip scarc scarcity lack weaker',
  stop: 'close shut shutdown halt stop paus suspend suspension idl block cancel cancell freeze outag offlin collaps strike',
  delay: 'delay wait queu stick lat slow slowdown backlog jam congestion strand',
  improve: 'improv improvement better gain recover recovery progress benefit',
  damage: 'damag destroy destruction kill die burn ruin harm injur injury wreck',
  strain: 'strain press load burden stress overload struggl',
  demand: 'demand buyer rush flock popularity popular',
  cost: 'cost pric expens bill fee charg spend payment',
  change: 'chang shift switch replac',
})) {
  for (const word of words.split(' ')) CHANGE_CLASSES[word] = name;
}

/** Comparatives that are stop words elsewhere but state a change inside a presupposed clause ('With more of their income …'). */
export const CLAUSE_CHANGES = wordTable<string>({
  more: 'increase',
  fewer: 'decrease',
  less: 'decrease',
});

/** The change class of a stem ('dropped' → 'decrease'), if it names one. */
export function changeClass(stemmed: string): string | undefined {
  return CHANGE_CLASSES[stemmed];
}

/** Whether a change class is one of degree, relative to a state the text set up before. */
export function isChangeOfDegree(c: string | undefined): c is 'increase' | 'decrease' {
  return c === 'increase' || c === 'decrease';
}
