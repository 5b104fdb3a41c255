import { describe, expect, it } from '@jest/globals';
import {
  listMarker,
  numberingOf,
  numberLabel,
  numberWordValue,
  ordinalWordValue,
  romanValue,
  stepCueText,
  stepMarker,
  stripStepMarker,
} from './markers.js';

describe('number and ordinal words', () => {
  it('reads spelled-out numbers and ordinals, and nothing from words that name object properties', () => {
    expect(numberWordValue('Three')).toBe(3);
    expect(ordinalWordValue('second')).toBe(2);
    for (const word of ['constructor', '__proto__', 'toString'])
      expect([numberWordValue(word), ordinalWordValue(word)]).toEqual([undefined, undefined]);
  });
});

describe('stepMarker', () => {
  it.each([
    ['Step 1: Unplug the router.', 1],
    ['Step one: merge the request.', 1],
    ['Step 3 - tag the commit.', 3],
    ['Step five is to deploy the build.', 5],
    ['Step III: dig in compost.', 3],
    ['Step 2 of 5: wait for the light.', 2],
    ['4th: deploy to staging.', 4],
    ['Second, wait for the build.', 2],
    ['Thirdly, sign in.', 3],
    ['3. Fit the washer.', 3],
    ['2) Open the tap.', 2],
  ])('reads %j as step %i', (sentence, value) => {
    expect(stepMarker(sentence)).toMatchObject({ kind: 'number', value });
  });

  it('reads a step marker behind a bullet, the bullet part of the marker and left out of its cue', () => {
    const step = stepMarker('- Step 3: Clean the brushes');
    expect(step).toMatchObject({ kind: 'number', value: 3, text: '- Step 3: ' });
    expect(stepCueText(step!)).toBe('Step 3:');
    expect(stripStepMarker('• finally, rinse the cup')).toBe('Rinse the cup');
    expect(stripStepMarker('Step 2 of 5: wait for the light.')).toBe('Wait for the light.');
    expect(stepMarker('- Paint the walls')).toBeUndefined();
    expect(stepMarker('- - Step 3: Clean')).toBeUndefined();
    expect(stepCueText(stepMarker('3. Fit the washer.')!)).toBe('3.');
  });

  it.each(['First, grind the beans.', 'To begin, remove the bulb.', 'First of all, check the fuse.'])(
    'reads %j as the first step',
    (sentence) => {
      expect(stepMarker(sentence)).toMatchObject({ kind: 'first' });
    },
  );

  it.each(['Finally, strain the coffee.', 'Last of all, post the notes.', 'Lastly, rinse the glassware.'])(
    'reads %j as the last step',
    (sentence) => {
      expect(stepMarker(sentence)?.kind).toBe('last');
    },
  );

  it('reads a marker a chat app wrote in Markdown emphasis, with its emphasis', () => {
    expect(stepMarker('**Step 2:** Wait for the light.')).toEqual({
      kind: 'number',
      value: 2,
      text: '**Step 2:** ',
    });
    expect(stepMarker('**Step 2**: Wait.')).toEqual({ kind: 'number', value: 2, text: '**Step 2**: ' });
    expect(stepMarker('__First,__ preheat the oven.')).toEqual({
      kind: 'first',
      value: 1,
      text: '__First,__ ',
    });
    expect(stepMarker('*Finally*, let it cool.')).toEqual({ kind: 'last', text: '*Finally*, ' });
    expect(stripStepMarker('**Step 1:** unplug the router.')).toBe('Unplug the router.');
    // Emphasis that closes after the marker's words, or around a plain word, holds no marker.
    expect(stepMarker('**Step 1: Unplug the router.**')).toBeUndefined();
    expect(stepMarker('**Preheat** the oven.')).toBeUndefined();
  });

  it('finds no marker in an ordinary sentence', () => {
    expect(stepMarker('Stir the sauce until it thickens.')).toBeUndefined();
    expect(stepMarker('Step by step, the team improved.')).toBeUndefined();
  });
});

describe('stripStepMarker', () => {
  it('removes the marker and capitalises what follows', () => {
    expect(stripStepMarker('Second, wait for the build.')).toBe('Wait for the build.');
    expect(stripStepMarker('Step five is to deploy the build.')).toBe('Deploy the build.');
    expect(stripStepMarker('4th: deploy to staging.')).toBe('Deploy to staging.');
  });

  it('leaves a sentence without a marker unchanged', () => {
    expect(stripStepMarker('Then stir the grounds.')).toBe('Then stir the grounds.');
  });
});

describe('listMarker and romanValue', () => {
  it('recognises bullets and numbering', () => {
    expect(listMarker('- Cut the pole')).toEqual({ text: '- ' });
    expect(listMarker('• Cut the pole')).toEqual({ text: '• ' });
    expect(listMarker('12. Cut the pole')).toEqual({ text: '12. ', value: 12 });
    expect(listMarker('Cut the pole')).toBeUndefined();
  });

  it('reads keycap emoji as numbering, renumbered in keycaps up to ten and in digits after', () => {
    expect(listMarker('3️⃣ Fit the washer.')).toEqual({ text: '3️⃣ ', value: 3 });
    expect(listMarker('🔟 Test it.')).toEqual({ text: '🔟 ', value: 10 });
    const keycaps = numberingOf('1️⃣')!;
    expect([1, 9, 10, 11].map((place) => numberLabel(keycaps, place))).toEqual(['1️⃣', '9️⃣', '🔟', '11.']);
    expect(stepMarker('2️⃣ Warm the pot.')).toMatchObject({ kind: 'number', value: 2 });
  });

  it('reads Roman numerals', () => {
    expect(romanValue('IV')).toBe(4);
    expect(romanValue('xii')).toBe(12);
    expect(romanValue('IIII')).toBeUndefined();
  });
});
