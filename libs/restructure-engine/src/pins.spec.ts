import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RestructureInputError } from './errors.js';
import { applyPins, checkPins, InvalidPinsError, orderAsLaidOut, pinsNote, withLayoutPins } from './pins.js';
import { layoutOf } from './text/layout.js';

describe('applyPins', () => {
  it('puts each pinned sentence at its position and the rest in the engine’s order around them', () => {
    // Engine order: 3 1 0 4 2. Pin sentence 2 first and sentence 3 last.
    expect(
      applyPins(
        [3, 1, 0, 4, 2],
        [
          { sentence: 2, position: 0 },
          { sentence: 3, position: 4 },
        ],
      ),
    ).toEqual([2, 1, 0, 4, 3]);
  });

  it('keeps the engine’s order without pins, and the pinned order when every sentence is pinned', () => {
    expect(applyPins([2, 0, 1], [])).toEqual([2, 0, 1]);
    const all = [
      { sentence: 0, position: 2 },
      { sentence: 1, position: 0 },
      { sentence: 2, position: 1 },
    ];
    expect(applyPins([2, 0, 1], all)).toEqual([1, 2, 0]);
  });

  it('always answers a permutation that honours every pin and keeps the others’ relative order', () => {
    const orderAndPins = fc
      .integer({ min: 1, max: 40 })
      .chain((n) =>
        fc.tuple(
          fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
          fc.shuffledSubarray([...Array(n).keys()]),
          fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
        ),
      )
      .map(([order, pinnedSentences, positions]) => ({
        order,
        pins: pinnedSentences.map((sentence, k) => ({ sentence, position: positions[k]! })),
      }));
    fc.assert(
      fc.property(orderAndPins, ({ order, pins }) => {
        const result = applyPins(order, pins);
        expect([...result].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
        for (const pin of pins) expect(result[pin.position]).toBe(pin.sentence);
        const pinned = new Set(pins.map((pin) => pin.sentence));
        const free = (list: number[]) => list.filter((sentence) => !pinned.has(sentence));
        expect(free(result)).toEqual(free(order));
      }),
    );
  });
});

describe('checkPins', () => {
  it.each([
    [[{ sentence: 4, position: 0 }], 'A pin names sentence 4, but the text has 4 sentences (0 to 3).'],
    [[{ sentence: 0, position: 9 }], 'A pin names position 9, but the text has 4 sentences (0 to 3).'],
    [
      [
        { sentence: 1, position: 0 },
        { sentence: 1, position: 1 },
      ],
      'Sentence 1 is pinned more than once.',
    ],
    [
      [
        { sentence: 1, position: 2 },
        { sentence: 0, position: 2 },
      ],
      'More than one sentence is pinned to position 2.',
    ],
  ])('refuses %j for a text of four sentences with a clear input error', (pins, message) => {
    expect(() => checkPins(pins, 4)).toThrow(message);
    expect(() => checkPins(pins, 4)).toThrow(InvalidPinsError);
    expect(() => checkPins(pins, 4)).toThrow(RestructureInputError);
  });

  it('accepts pins inside the text', () => {
    expect(() => checkPins([{ sentence: 3, position: 0 }], 4)).not.toThrow();
  });
});

describe('pinsNote', () => {
  it('tells the member the pinned sentences stayed, in the singular or the plural', () => {
    expect(pinsNote([{ sentence: 0, position: 1 }])).toBe(
      "One sentence stays where you pinned it; the others keep Untangle's order around it.",
    );
    expect(
      pinsNote([
        { sentence: 0, position: 1 },
        { sentence: 2, position: 0 },
      ]),
    ).toBe("2 sentences stay where you pinned them; the others keep Untangle's order around them.");
    expect(pinsNote([])).toBe('');
  });
});

describe('withLayoutPins', () => {
  const heading = layoutOf('Timeline:\nIn 1964 it was widened.\nIn 1872 it was built.');

  it('pins a heading line to the top, beside the member’s own pins', () => {
    expect(withLayoutPins([{ sentence: 2, position: 2 }], heading, 3)).toEqual([
      { sentence: 2, position: 2 },
      { sentence: 0, position: 0 },
    ]);
    expect(withLayoutPins([], layoutOf('In 1964 it was widened.\nIn 1872 it was built.'), 2)).toEqual([]);
  });

  it('pins a sign-off to the bottom unless the member placed it or pinned another sentence there', () => {
    const letter = layoutOf('Dear Sam,\nThe roof leaks. The rent is due.\nThanks,\nAnna');
    expect(withLayoutPins([], letter, 4)).toEqual([
      { sentence: 0, position: 0 },
      { sentence: 3, position: 3 },
    ]);
    expect(withLayoutPins([{ sentence: 1, position: 3 }], letter, 4)).toEqual([
      { sentence: 1, position: 3 },
      { sentence: 0, position: 0 },
    ]);
  });

  it('leaves the top to the member when they pinned the heading or another sentence there', () => {
    expect(withLayoutPins([{ sentence: 1, position: 0 }], heading, 3)).toEqual([
      { sentence: 1, position: 0 },
    ]);
    expect(withLayoutPins([{ sentence: 0, position: 2 }], heading, 3)).toEqual([
      { sentence: 0, position: 2 },
    ]);
  });
});

describe('orderAsLaidOut', () => {
  const recipe = layoutOf(
    'Ingredients:\n- 2 eggs\n- 1 cup milk\nMethod:\n1. Fry the batter.\n2. Whisk the eggs.',
  );

  it('puts every sentence back in its section, each section keeping the order it was given', () => {
    expect(orderAsLaidOut([5, 2, 3, 1, 4, 0], [], recipe)).toEqual([0, 2, 1, 3, 5, 4]);
  });

  it('lets a member pin a sentence into another section', () => {
    expect(orderAsLaidOut([5, 2, 3, 1, 4, 0], [{ sentence: 4, position: 1 }], recipe)).toEqual([
      0, 4, 2, 1, 3, 5,
    ]);
  });
});
