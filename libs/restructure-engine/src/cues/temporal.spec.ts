import { describe, expect, it } from '@jest/globals';
import { anchorPoint, temporalCues } from './temporal/index.js';

const point = (sentence: string) => anchorPoint(temporalCues(sentence))?.point;

describe('temporalCues: absolute dates and times', () => {
  it.each([
    ['She died on 4 March 1958.', { year: 1958, month: 2, day: 4 }],
    ['On June 12, 1911, she sailed for Chile.', { year: 1911, month: 5, day: 12 }],
    ['It was proposed on 2019-05-01.', { year: 2019, month: 4, day: 1 }],
    ['The form arrived on 03/04/2021.', { year: 2021, month: 3, day: 3 }],
    ['In the spring of 1903 she moved.', { year: 1903, month: 2, precision: 'season' }],
    ['She was born in 1884 in a village.', { year: 1884, precision: 'year' }],
    ['The storm came in January 2005.', { year: 2005, month: 0, precision: 'month' }],
    ['In the 1950s the valley was farmed.', { year: 1955, precision: 'decade' }],
    ['1990: The mill closed.', { year: 1990, precision: 'year' }],
    ['1990 - The mill closed.', { year: 1990, precision: 'year' }],
    ['1950 – The mill opened.', { year: 1950, precision: 'year' }],
    ['In 300 BC the city was founded.', { year: -300, precision: 'year' }],
    ['In AD 43 the Romans landed.', { year: 43, precision: 'year' }],
    ['The fort was built in 122 A.D. by the legion.', { year: 122, precision: 'year' }],
    ['In the nineties the band split.', { year: 1995, precision: 'decade' }],
    ['In the 17th century it was a village.', { year: 1650, precision: 'century' }],
    ['In the fifth century BC the temple rose.', { year: -450, precision: 'century' }],
    ['In the 1800s the railway came.', { year: 1850, precision: 'century' }],
    ['In 753 BC Rome was founded.', { year: -753, precision: 'year' }],
    ['In 43 AD Claudius invaded.', { year: 43, precision: 'year' }],
    ['In 2010 BC Hydro raised its rates.', { year: 2010, precision: 'year' }],
    ['In FY2022 profits rose.', { year: 2022, precision: 'year' }],
    ['Costs fell in FY 21.', { year: 2021, precision: 'year' }],
  ])('dates %j', (sentence, expected) => {
    expect(point(sentence)).toMatchObject(expected);
  });

  it.each([
    ['At 2:10 am the alarm went off.', 130],
    ['The coastguard called at 14:30.', 870],
    ['Dinner was served at 8:15 pm.', 1215],
    ['The crew left at dawn.', 300],
    ['We met at noon.', 720],
  ])('reads the time of day in %j', (sentence, minutes) => {
    expect(point(sentence)?.minutes).toBe(minutes);
  });

  it("reads a weekday abbreviated at the head of a diary's entry, and 'Sun' and 'Sat' elsewhere as words", () => {
    expect(point('Mon: Arrived in Paris.')).toMatchObject({ weekday: 0 });
    expect(point('Tues - Took the train to Lyon.')).toMatchObject({ weekday: 1 });
    expect(point('Thurs 14 June: rain all day.')).toMatchObject({ weekday: 3 });
    expect(point('Sun: Flew home.')).toMatchObject({ weekday: 6 });
    expect(point('Sun came through the clouds.')).toBeUndefined();
    expect(point('Sat on the bench, she waited.')).toBeUndefined();
  });

  it('reads a month without a year only where it is a date', () => {
    expect(point('His return in early March sparked a run of wins.')).toMatchObject({ month: 2 });
    expect(point('You may go now.')).toBeUndefined();
  });

  it('combines a date and a clock time in one sentence', () => {
    expect(point('On 3 March 2021 at 9:20 the letter arrived.')).toMatchObject({
      year: 2021,
      month: 2,
      day: 3,
      minutes: 560,
    });
  });
});

describe('temporalCues: ages', () => {
  it.each([
    ['At nineteen she left for the capital.', 19],
    ['By thirty, she was defending dockworkers.', 30],
    ['She became the first woman mayor at fifty and served two terms.', 50],
    ['At seventy-eight she died in the same rooms.', 78],
    ['By the age of six months he had begun to nibble grass.', 0.5],
    ['Aged 40 he sailed alone.', 40],
    ['Now eleven, Kibo weighs four tonnes.', 11],
  ])('reads an age in %s', (sentence, age) => {
    expect(point(sentence)?.age).toBeCloseTo(age, 6);
    expect(point(sentence)?.ageOpen).toBeUndefined();
  });

  it('marks a bare age up to twelve as maybe a time of day, and reads no age in a figure', () => {
    expect(point('At nine he was moved to a separate herd.')).toMatchObject({ age: 9, ageOpen: true });
    expect(point('Unemployment peaked at 15.5 per cent.')).toBeUndefined();
    expect(point('The fund grew to 40 members.')).toBeUndefined();
  });

  it('places a sentence by its age rather than by a weekday it mentions in passing', () => {
    expect(point('At the age of nine she played the organ at Sunday services.')).toMatchObject({ age: 9 });
  });

  it('reads no day in a weekday used as a modifier ("the Saturday market"), but a day after "on"', () => {
    expect(point('The Saturday market closed early.')).toBeUndefined();
    expect(point('Every Friday the crew met.')).toBeUndefined();
    expect(point('On Saturday the market closed early.')).toMatchObject({ weekday: 5 });
  });
});

describe('temporalCues: relative expressions and life events', () => {
  it('quantifies offsets and names their anchor event', () => {
    const [cue] = temporalCues('Two months after the hearing the pipe was replaced.');
    expect(cue).toMatchObject({ kind: 'relative', relative: { direction: 1, days: 60, unit: 'month' } });
    expect(cue!.relative!.anchorText).toMatch(/^the hearing/);
    expect(temporalCues('She returned two years later.')[0]).toMatchObject({
      relative: { direction: 1, days: 730 },
    });
    expect(temporalCues('Three days earlier, the pump failed.')[0]).toMatchObject({
      relative: { direction: -1, days: 3 },
    });
  });

  it('names no event after "later" or "earlier": the words that follow are the clause\'s own', () => {
    const [later] = temporalCues('Two years later the company replaced her with a screw steamer.');
    expect(later).toMatchObject({
      kind: 'relative',
      text: 'Two years later',
      relative: { direction: 1, days: 730 },
    });
    expect(later!.relative!.anchorText).toBeUndefined();
    const [earlier] = temporalCues('Three days earlier the pump had failed.');
    expect(earlier).toMatchObject({ text: 'Three days earlier', relative: { direction: -1, days: 3 } });
    expect(earlier!.relative!.anchorText).toBeUndefined();
    expect(temporalCues('Two hours on the motorway had tired us.')).toEqual([]);
  });

  it('reads a month after "the following" or "the previous" as counted from another time', () => {
    expect(temporalCues('The following February it won album of the year.')).toEqual([
      expect.objectContaining({
        kind: 'relative',
        text: 'The following February',
        relative: expect.objectContaining({ direction: 1 }),
      }),
    ]);
    expect(temporalCues('By the previous March the money had run out.')[0]).toMatchObject({
      kind: 'relative',
      relative: { direction: -1 },
    });
    expect(temporalCues('In February the river froze.')[0]).toMatchObject({
      kind: 'absolute',
      point: { month: 1 },
    });
  });

  it("dates a year's winter to the year and a year's other seasons to their months", () => {
    expect(temporalCues('In the bitter winter of 1947 the colonies died.')[0]).toMatchObject({
      kind: 'absolute',
      point: { year: 1947, precision: 'year' },
    });
    expect(temporalCues('In the spring of 1903 they sailed.')[0]).toMatchObject({
      point: { year: 1903, month: 2, precision: 'season' },
    });
  });

  it('reads "within ten years" as a span after the time before it, but not "after two hours on the road"', () => {
    expect(temporalCues('Within ten years the town had doubled in size.')[0]).toMatchObject({
      kind: 'relative',
      relative: { direction: 1, days: 3650, unit: 'year' },
    });
    expect(temporalCues('Over the next two months, prices fell.')[0]).toMatchObject({
      relative: { direction: 1, days: 60 },
    });
    expect(temporalCues('After two hours on the motorway we stopped for petrol.')).toEqual([]);
    expect(temporalCues('Within a few years of work, she knew every street.')).toEqual([]);
  });

  it('reads "the following Tuesday" and "the next morning" as after their anchor', () => {
    expect(temporalCues('The following Tuesday, a surveyor came.')[0]).toMatchObject({
      kind: 'relative',
      relative: { direction: 1 },
    });
    expect(temporalCues('The next morning the vet called.')[0]).toMatchObject({
      kind: 'relative',
      relative: { direction: 1, days: 1 },
    });
  });

  it('marks births as first and deaths as last', () => {
    expect(temporalCues('Agnes was born in a fishing village.')[0]).toMatchObject({
      kind: 'life-event',
      rank: -1,
    });
    expect(temporalCues('She died in Edinburgh.')[0]).toMatchObject({ kind: 'life-event', rank: 1 });
  });

  it('does not read "as soon as" or habits as moments', () => {
    expect(temporalCues('She would pay as soon as it was fixed.')).toEqual([]);
    expect(temporalCues('He feeds the culture every morning.')).toEqual([]);
  });
});
