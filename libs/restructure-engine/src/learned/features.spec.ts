import { describe, expect, it } from '@jest/globals';
import { analyseCoherence } from '../cues/coherence/index.js';
import { analyse } from '../text/document.js';
import { stem } from '../text/tokens.js';
import { sentenceFeatureCount, type Lexicon } from './lexicon.js';
import { SENTENCE_FEATURES } from './sentence-features.js';
import { extractFeatures, NEXT_FEATURES, PAIR_FEATURES } from './pairs.js';
import { packStemPairs, stemPairKey } from './stem-order.js';

const EMPTY: Lexicon = { openers: [], words: [] };

function tableOf(text: string, lexicon: Lexicon = EMPTY) {
  const sentences = analyse(text);
  return { sentences, table: extractFeatures(sentences, analyseCoherence(sentences), lexicon) };
}

function sentenceValue(text: string, name: string, index = 0): number {
  const { table } = tableOf(text);
  return table.sentence[index * table.stride + SENTENCE_FEATURES.indexOf(name)]!;
}

function pairValue(text: string, name: (typeof PAIR_FEATURES)[number], i: number, j: number): number {
  const { table } = tableOf(text);
  return table.pair[(i * table.n + j) * PAIR_FEATURES.length + PAIR_FEATURES.indexOf(name)]!;
}

function nextValue(text: string, name: (typeof NEXT_FEATURES)[number], i: number, j: number): number {
  const { table } = tableOf(text);
  return table.next[(i * table.n + j) * NEXT_FEATURES.length + NEXT_FEATURES.indexOf(name)]!;
}

describe('learned ordering features', () => {
  it('classifies how a sentence opens, longest phrase first', () => {
    expect(sentenceValue('As a result, the road closed.', 'opens-result')).toBe(1);
    expect(sentenceValue('As a result, the road closed.', 'opens-cause')).toBe(0);
    expect(sentenceValue('As the water rose, the road closed.', 'opens-cause')).toBe(1);
    expect(sentenceValue('However, the road stayed open.', 'opens-contrast')).toBe(1);
    expect(sentenceValue('For example, the road stayed open.', 'opens-example')).toBe(1);
  });

  it('orders an everyday script and named times of day, in both directions', () => {
    const day = 'We got back home tired and happy. We left the house and caught the bus.';
    expect(pairValue(day, 'script-order', 1, 0)).toBeGreaterThan(0);
    expect(pairValue(day, 'script-order', 0, 1)).toBeLessThan(0);
    const times = 'We woke up early the next morning. We ate dinner at a small cafe.';
    // Dinner, then waking: an evening followed by the small hours reads as one night.
    expect(pairValue(times, 'time-of-day-order', 1, 0)).toBe(1);
    expect(pairValue(times, 'time-of-day-order', 0, 1)).toBe(-1);
    expect(pairValue('The bridge opened. The river froze.', 'script-order', 0, 1)).toBe(0);
  });

  it("reads a sentence's place among the others: what its opening picks up, and what picks up its end", () => {
    // 1 ends on the broadcast rights that 2's opening takes up; nothing takes up 0's opening.
    const chain =
      'The league shortened its shot clock to please the fans. Higher scores then raised the price of its broadcast rights. The broadcast deal paid for stronger players.';
    expect(sentenceValue(chain, 'flow-in', 2)).toBeGreaterThan(0);
    expect(sentenceValue(chain, 'flow-out', 1)).toBeGreaterThan(0);
    expect(sentenceValue(chain, 'flow-in', 0)).toBe(0);
    // 'A storm' introduced, then 'The storm' given: evidence that something comes before 1, and that 0 comes before something.
    const storm = 'A storm hit the coast. The storm closed the harbour.';
    expect(sentenceValue(storm, 'given-in', 1)).toBeGreaterThan(0);
    expect(sentenceValue(storm, 'given-out', 0)).toBeGreaterThan(0);
    expect(sentenceValue(storm, 'given-in', 0)).toBe(0);
    for (const name of ['flow-in', 'flow-out', 'given-in', 'given-out'])
      expect(sentenceValue(chain, name, 1)).toBeLessThanOrEqual(1);
  });

  it('marks a sentence that looks back from the end of the story', () => {
    expect(sentenceValue('By the time we got home, the rain had stopped.', 'looks-back')).toBe(1);
    expect(sentenceValue('We got home before the rain.', 'looks-back')).toBe(0);
  });

  it('marks dates, questions and instructions', () => {
    expect(sentenceValue('In 1847 the mill opened.', 'date')).toBe(1);
    expect(sentenceValue('Why should we care?', 'question')).toBe(1);
    expect(sentenceValue('Stir the sauce until it thickens.', 'instruction')).toBe(1);
  });

  it('orders dated sentences by the timeline, in both directions', () => {
    const text = 'In 1902 it burned down. In 1847 the mill opened.';
    expect(pairValue(text, 'date-order', 1, 0)).toBe(1);
    expect(pairValue(text, 'date-order', 0, 1)).toBe(-1);
  });

  it('orders numbered steps', () => {
    const text = 'Step 2: Wait a minute. Step 1: Unplug the router.';
    expect(pairValue(text, 'step-order', 1, 0)).toBe(1);
    expect(nextValue(text, 'step-consecutive', 1, 0)).toBe(1);
  });

  it('sees an entity introduced with "a" before it is referred to with "the"', () => {
    const text = 'The storm flooded the cellar. A storm hit the town at night.';
    expect(pairValue(text, 'indefinite-then-definite', 1, 0)).toBe(1);
    expect(pairValue(text, 'indefinite-then-definite', 0, 1)).toBe(0);
  });

  it('links a sentence that opens with a reference to the one it shares words with', () => {
    const text = 'Our bakery ran out of flour. This shortage of flour closed it.';
    expect(nextValue(text, 'reference-overlap', 0, 1)).toBe(1);
    expect(nextValue(text, 'reference-overlap', 1, 0)).toBe(0);
  });

  it('gives a sentence the mean place its known words take in ordered prose, scaled to ±1', () => {
    const positions = { [stem('founded')]: -0.05, [stem('closed')]: 0.04, [stem('bankrupt')]: 0.2 };
    const text = 'Her grandfather founded the mill. The mill closed when it went bankrupt. Nobody knows why.';
    const { table } = tableOf(text, { ...EMPTY, positions });
    const slot = SENTENCE_FEATURES.indexOf('word-position');
    const value = (i: number) => table.sentence[i * table.stride + slot]!;
    expect(value(0)).toBeCloseTo(-0.5);
    expect(value(1)).toBe(1);
    expect(value(2)).toBe(0);
  });

  it('reads the tendencies of members’ kind of text into their own feature, ignoring inherited keys', () => {
    const genrePositions = { [stem('retired')]: 0.03 };
    const text = 'The constructor retired to the coast. The toString of it all.';
    const { table } = tableOf(text, { ...EMPTY, genrePositions });
    const at = (i: number, name: string) =>
      table.sentence[i * table.stride + SENTENCE_FEATURES.indexOf(name)]!;
    expect(at(0, 'genre-position')).toBeCloseTo(0.3);
    expect(at(0, 'word-position')).toBe(0);
    expect(at(1, 'genre-position')).toBe(0);
  });

  it('reads the order members’ kind of text gives two sentences’ stems, antisymmetric and clipped to ±1', () => {
    const [born, died, school] = [stem('born'), stem('died'), stem('school')];
    // Keys name the pair in key order: 'born' < 'died', so +0.4 says a birth comes before a death.
    const stemPairs = { [stemPairKey(born, died)]: 0.4, [stemPairKey(died, school)]: 0.1 };
    const text = 'The painter died in poverty. She was born in a village. Her school was small.';
    const { table } = tableOf(text, { ...EMPTY, stemPairs: packStemPairs(stemPairs) });
    const at = (i: number, j: number) =>
      table.pair[(i * table.n + j) * PAIR_FEATURES.length + PAIR_FEATURES.indexOf('stem-order')]!;
    expect(at(1, 0)).toBeCloseTo(0.8);
    expect(at(0, 1)).toBeCloseTo(-0.8);
    // 'died' before 'school' at 0.1: scaled to 0.2.
    expect(at(0, 2)).toBeCloseTo(0.2, 1);
    expect(at(1, 2)).toBe(0);
    const strong = { [stemPairKey(born, died)]: 0.5, [stemPairKey(born, school)]: 0.5 };
    const both = 'She was born in a village. The painter died at school.';
    const clipped = tableOf(both, { ...EMPTY, stemPairs: packStemPairs(strong) }).table;
    expect(clipped.pair[(0 * 2 + 1) * PAIR_FEATURES.length + PAIR_FEATURES.indexOf('stem-order')]).toBe(1);
  });

  it('gives no stem order without a table, or for pairs it does not hold', () => {
    const text = 'The painter died in poverty. She was born in a village.';
    const slot = PAIR_FEATURES.indexOf('stem-order');
    const without = tableOf(text).table;
    const unrelated = tableOf(text, {
      ...EMPTY,
      stemPairs: packStemPairs({ [stemPairKey('tide', 'wave')]: 0.4 }),
    }).table;
    for (const table of [without, unrelated])
      expect([0, 1].map((k) => table.pair[(k * 2 + (1 - k)) * PAIR_FEATURES.length + slot])).toEqual([0, 0]);
  });

  it('adds one feature per learned opening and function word', () => {
    const lexicon: Lexicon = { openers: ['however', 'as a'], words: ['also'] };
    expect(sentenceFeatureCount(lexicon)).toBe(SENTENCE_FEATURES.length + 3);
    const { table } = tableOf('As a rule we also rest.', lexicon);
    const row = Array.from(table.sentence.subarray(SENTENCE_FEATURES.length, table.stride));
    expect(row).toEqual([0, 1, 1]);
  });
});
