import { describe, expect, it } from '@jest/globals';
import { restructure } from '../restructure.js';

describe('the argument orderer on comma lists', () => {
  it('answers the comma list that once took 35 seconds, and its 4,000-character form, at once', () => {
    // A backtracking list check doubled its time with every ", the"; the linear scan does not notice.
    const attack = 'We should ban cars. Cars' + ', the'.repeat(27) + '.';
    expect(restructure({ text: attack, logicType: 'argument-flow' }).order).toHaveLength(2);
    const long = 'We should ban cars. Cars' + ', the'.repeat(790) + '.';
    expect(restructure({ text: long, logicType: 'argument-flow' }).order).toHaveLength(2);
  });
});
