import { describe, expect, it } from '@jest/globals';
import { checkFidelity } from '../fidelity.js';
import { restructure } from '../restructure.js';
import { FULL_ANALYSIS_LIMIT } from './long-text.js';

const many = (count: number, sentence: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => sentence(i)).join(' ');

describe('texts longer than the full analysis takes', () => {
  it('orders a long process by its step numbers, each unnumbered sentence staying after its step', () => {
    const count = FULL_ANALYSIS_LIMIT + 20;
    const text = many(count, (i) =>
      i % 2 === 0 ? `Step ${count / 2 - i / 2}: Do part ${i}.` : `Check ${i}.`,
    );
    const result = restructure({ text, logicType: 'process' });
    expect(result.order).toHaveLength(count);
    expect(result.order.slice(0, 4)).toEqual([count - 2, count - 1, count - 4, count - 3]);
    expect(checkFidelity(text, result.outputText).ok).toBe(true);
    expect(result.explanation).toContain(`more than the ${FULL_ANALYSIS_LIMIT} Untangle compares`);
    expect(result.explanation).toContain('step numbers');
  });

  it('orders a long chronology by its years and keeps a long cause-effect text as written', () => {
    const count = FULL_ANALYSIS_LIMIT + 5;
    const dated = many(count, (i) => `In ${2000 - i} it rained.`);
    expect(restructure({ text: dated, logicType: 'chronological' }).order).toEqual(
      Array.from({ length: count }, (_, i) => count - 1 - i),
    );
    const causal = many(count, (i) => `Event ${i} happened.`);
    const kept = restructure({ text: causal, logicType: 'cause-effect' });
    expect(kept.order).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(kept.explanation).toContain('so it kept your order');
  });

  it('reads the times without am or pm of a long chronology as its full analysis does', () => {
    const keyed = ['The band played at 9:10.', 'At 8 pm the doors opened.', 'The support act began at 8:30.'];
    const text = `${keyed.join(' ')} ${many(FULL_ANALYSIS_LIMIT, (i) => `Fan ${i} cheered.`)}`;
    const order = restructure({ text, logicType: 'chronological' }).order;
    // The doors at 20:00, the support act at 20:30 with the cheering after it, the band at 21:10.
    expect(order.slice(0, 3)).toEqual([1, 2, 3]);
    expect(order.at(-1)).toBe(0);
  });

  it('keeps the full analysis for a text at the limit', () => {
    const text = many(FULL_ANALYSIS_LIMIT, (i) => `In ${2000 - i} it rained.`);
    expect(restructure({ text, logicType: 'chronological' }).explanation).not.toContain(
      'compares with one another',
    );
  });
});
