import { describe, expect, it } from '@jest/globals';
import { analyse, toSentence } from '../text/document.js';
import { lookBack, scriptOrder, sentenceStages, stageCues, stageLabel } from './everyday/index.js';

const s = (text: string) => toSentence(text, 0);
const day = (text: string) => sentenceStages(s(text)).day;
const meal = (text: string) => sentenceStages(s(text)).meal;

describe('everyday scripts: the stages of a day or an outing', () => {
  it('places the stages of a working day in their conventional order', () => {
    const stages = [
      'I woke up at seven.',
      'He showered and got dressed.',
      'Over breakfast we read the paper.',
      'She locked the front door behind her.',
      'We waited for the bus in the rain.',
      'They reached the office at nine.',
      'The meeting dragged on.',
      'I left work early.',
      'She got home tired.',
      'We cooked dinner together.',
      'He went to bed.',
    ].map((text) => day(text)!.min);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(new Set(stages).size).toBe(stages.length);
  });

  it('places the stages of a trip: packing, setting off, travelling, arriving, checking in', () => {
    const stages = [
      'We packed our bags.',
      'We set off at first light.',
      'Halfway there we stopped at a service station.',
      'We reached the coast just after noon.',
      'The receptionist handed us our keys and showed us up to the room.',
    ].map((text) => day(text)!.max);
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
  });

  it('reads irregular and inflected forms', () => {
    expect(day('My alarm never went off.')!.min).toBe(0);
    expect(day('They were waking up slowly.')!.min).toBe(0);
    expect(day('I ran out of the house.')!.min).toBe(2);
    expect(day('We flew to Rome.')!.min).toBe(3);
    expect(day('She came home late.')!.min).toBe(7);
    expect(day('The children fell asleep in the car.')!.max).toBe(9);
  });

  it('places a sentence set the night before ahead of the whole day', () => {
    const stages = day('We packed the car the night before and went to bed early.')!;
    expect(stages.min).toBeLessThan(0);
    expect(stages.max).toBeLessThan(0);
  });

  it('ignores a cue inside a past-perfect clause, which looks further back', () => {
    expect(day('He put on the shirt he had ironed the night before.')!.min).toBeGreaterThan(0);
    expect(day('The barista at the cafe where she had bought breakfast waved.')).toBeUndefined();
  });

  it('reads a leading "before" / "after" as the time of the whole sentence', () => {
    expect(day('Before leaving the house, Maya checked the traffic report.')!.max).toBeLessThan(
      day('She left the house at eight.')!.min,
    );
    expect(day('After lunch the class went to the hall for a music lesson.')!.min).toBeGreaterThan(
      day('Over lunch we talked.')!.max,
    );
  });

  it('is not fooled by look-alikes', () => {
    expect(day('She reached into her bag.')).toBeUndefined();
    expect(day('The smoke set off the smoke alarm.')).toBeUndefined();
    expect(day('I checked the train times.')).toBeUndefined();
    expect(day('The tickets arrived in the post.')).toBeUndefined();
    expect(day('A mature plane tree shaded the square.')).toBeUndefined();
    expect(day('Parents packed the village hall.')).toBeUndefined();
    expect(day('She called about her interview.')).toBeUndefined();
    expect(day('I left my lunch on the counter.')).toBeUndefined();
  });

  it('places the stages of a meal: shopping, preparing, cooking, serving, eating, clearing up', () => {
    const stages = [
      'After work I stopped at the shop for onions.',
      'I chopped the onions.',
      'The onions softened in olive oil.',
      'I drained the pasta.',
      'We ate at the kitchen table.',
      'Nobody wanted to do the washing-up.',
    ].map((text) => meal(text)!.min);
    expect(stages).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('names the stages for the explanation', () => {
    expect(stageLabel('day', 0)).toBe('waking');
    expect(stageLabel('day', 3.4)).toBe('on the way');
    expect(stageLabel('meal', 2)).toBe('cooking');
    expect(stageCues(s('I woke up late.'))[0]!.text).toBe('woke up');
  });

  it('orders pairs softly, more weakly when stages are close or overlap, and leaves timed pairs to the clock', () => {
    const sentences = analyse(
      'I woke up late. I grabbed my keys and caught the bus. The bus was full. I ate lunch at noon. I had dinner at 7 pm.',
    );
    const { order } = scriptOrder(sentences, [undefined, undefined, undefined, 720, 1140]);
    const n = sentences.length;
    expect(order[0 * n + 1]).toBe(1);
    expect(order[1 * n + 0]).toBe(0);
    expect(order[1 * n + 2]).toBeCloseTo(0.4);
    expect(order[3 * n + 4]).toBe(0);
  });
});

describe('looking back from a later point', () => {
  it('finds a leading "By the time …," and the reference point it names', () => {
    expect(
      lookBack(s('By the time I reached the office, my shoes were soaked and the meeting had started.')),
    ).toEqual({ text: 'By the time I reached the office', leading: true });
    expect(lookBack(s('By the time they got home it was dark.'))).toEqual({
      text: 'By the time they got home',
      leading: true,
    });
    expect(lookBack(s('By then, the shop had closed.'))).toEqual({ text: 'By then', leading: true });
  });

  it('tells a "by the time" inside a sentence from a leading one', () => {
    expect(lookBack(s('My shoes were soaked by the time I got to work.'))).toMatchObject({ leading: false });
  });

  it('does not read a clock time or an ordinary "by" as looking back', () => {
    expect(lookBack(s('By 9:00 the report was done.'))).toBeUndefined();
    expect(lookBack(s('The letter was written by the time-keeper.'))).toBeUndefined();
    expect(lookBack(s('I went by train.'))).toBeUndefined();
  });
});
