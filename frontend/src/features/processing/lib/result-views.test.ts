import { describe, expect, it } from 'vitest';
import { argumentLabel, causalLabel, splitProcessSteps, splitSentences } from './result-views';

describe(splitSentences.name, () => {
  it("splits on '. ' and puts the removed period back", () => {
    expect(splitSentences('It rained. I was late. The bus broke down.')).toEqual([
      'It rained.',
      'I was late.',
      'The bus broke down.',
    ]);
  });

  it('also splits on line breaks and drops empty parts', () => {
    expect(splitSentences('First.\n\nSecond!\nThird?')).toEqual(['First.', 'Second!', 'Third?']);
  });

  it('does not split inside numbers or at a final period', () => {
    expect(splitSentences('It costs 3.50 dollars. Pay now.')).toEqual(['It costs 3.50 dollars.', 'Pay now.']);
  });
});

describe(splitProcessSteps.name, () => {
  it("splits on 'Step N:' markers", () => {
    expect(splitProcessSteps('Step 1: Grind the beans. Step 2: Add water. Step 3: Wait.')).toEqual([
      'Grind the beans.',
      'Add water.',
      'Wait.',
    ]);
  });

  it("splits on 'N.' markers", () => {
    expect(splitProcessSteps('1. Grind the beans 2. Add water 3. Wait')).toEqual([
      'Grind the beans',
      'Add water',
      'Wait',
    ]);
  });

  it('falls back to sentences when there is no marker', () => {
    expect(splitProcessSteps('Grind the beans. Add water.')).toEqual(['Grind the beans.', 'Add water.']);
  });
});

describe('labels', () => {
  it('alternates CAUSE and EFFECT', () => {
    expect([0, 1, 2, 3].map(causalLabel)).toEqual(['CAUSE', 'EFFECT', 'CAUSE', 'EFFECT']);
  });

  it('labels CLAIM, EVIDENCE, COUNTER, CONCLUSION and keeps CONCLUSION after the fourth', () => {
    expect([0, 1, 2, 3, 4, 5].map(argumentLabel)).toEqual([
      'CLAIM',
      'EVIDENCE',
      'COUNTER',
      'CONCLUSION',
      'CONCLUSION',
      'CONCLUSION',
    ]);
  });
});
