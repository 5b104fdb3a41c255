import { describe, expect, it } from '@jest/globals';
import {
  containsPhrase,
  MAX_EXPLANATION_CHARS,
  normalise,
  quotedSpans,
  checkExplanation,
} from './explanation-cues.js';

const sentences = ['First, unplug the router.', 'Wait thirty seconds — then plug it back in.'];
const check = (explanation: string, cues: string[] = []) =>
  checkExplanation({ explanation, cues, sentences, order: [0, 1], type: 'process' });

describe(quotedSpans.name, () => {
  it('finds straight, curly, low and angle double quotes', () => {
    expect(quotedSpans('A "one", “two”, „three“ and «four».')).toEqual(['one', 'two', 'three', 'four']);
  });

  it('gives up on a quote that is never closed or on too many quotes', () => {
    expect(quotedSpans('It opens with "First')).toBeUndefined();
    expect(quotedSpans('"a" '.repeat(17))).toBeUndefined();
  });
});

describe(containsPhrase.name, () => {
  it('matches whole words only', () => {
    expect(containsPhrase(normalise('Plug it back in.'), 'plug it')).toBe(true);
    expect(containsPhrase(normalise('Unplug the router.'), 'plug')).toBe(false);
    expect(containsPhrase(normalise('In 2019 she moved.'), '201')).toBe(false);
  });

  it('ignores case, whitespace, quote and dash styles and a cue’s trailing full stop', () => {
    expect(
      containsPhrase(normalise('Wait  thirty seconds — then'), normalise('wait thirty seconds - Then.')),
    ).toBe(true);
    expect(containsPhrase(normalise('the router’s light'), normalise("router's"))).toBe(true);
  });
});

describe(checkExplanation.name, () => {
  it('keeps an explanation whose every quote is in the text', () => {
    expect(check('It starts with "First" and waits "thirty seconds".')).toEqual({
      explanation: 'It starts with "First" and waits "thirty seconds".',
      replaced: false,
    });
  });

  it.each([
    ['one quote is invented', 'It starts with "First" and ends with "Finally".'],
    ['it is too long', `It starts with "First".${' More.'.repeat(MAX_EXPLANATION_CHARS / 5)}`],
    ['it is empty', ''],
  ])('replaces it when %s, using only cues found in the text, in result order', (_, explanation) => {
    expect(check(explanation, ['then', 'Finally', 'First'])).toEqual({
      explanation:
        'The 2 sentences were ordered as Process/How-To. The order follows the cues “First” and “then”, in that sequence.',
      replaced: true,
    });
  });
});
