import { describe, expect, it } from '@jest/globals';
import { deicticSpan } from './deictic.js';

describe('deicticSpan', () => {
  it.each([
    ['Yesterday I went to the dentist.', 'Yesterday', -1, 0],
    ['My tooth still hurts today.', 'today', 0, 1],
    ['Tomorrow I will call them.', 'Tomorrow', 1, 2],
    ['The day before yesterday it rained.', 'The day before yesterday', -2, -1],
    ['Last night the storm broke.', 'Last night', -0.25, 0],
    ['I will ring tonight.', 'tonight', 0.75, 1],
    ['Last week the boiler broke.', 'Last week', -10, -3],
    ['Next year we will travel.', 'Next year', 183, 547],
    ['Two years ago we married.', 'Two years ago', -912.5, -547.5],
  ])('reads %j as %j, days [%d, %d) from today', (sentence, text, from, to) => {
    expect(deicticSpan(sentence)).toEqual({ text, from, to });
  });

  it('reads nothing in a sentence dated otherwise', () => {
    expect(deicticSpan('In 1990 the mill closed.')).toBeUndefined();
    expect(deicticSpan('The next week was quiet.')).toBeUndefined();
  });
});
