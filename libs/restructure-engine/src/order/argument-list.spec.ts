import { describe, expect, it } from '@jest/globals';
import { restructure } from '../restructure.js';
import { opensWithList } from './argument.js';

describe('opensWithList', () => {
  it('finds a list of items before the first "and"', () => {
    expect(opensWithList('Cars, buses, lorries and vans all pollute.')).toBe(true);
    expect(opensWithList('Cars and buses pollute.')).toBe(true);
  });

  it('rejects a long item, a full stop, or no "and"', () => {
    expect(opensWithList('Cars, buses that run every ten minutes along the whole ring road and vans.')).toBe(
      false,
    );
    expect(opensWithList('Cars. Buses and vans.')).toBe(false);
    expect(opensWithList('Cars, buses, lorries.')).toBe(false);
  });

  it('answers the comma list that once took 35 seconds, and its 4,000-character form, at once', () => {
    // A backtracking pattern doubled its time with every ", the"; a linear scan does not notice.
    const attack = 'We should ban cars. Cars' + ', the'.repeat(27) + '.';
    expect(restructure({ text: attack, logicType: 'argument-flow' }).order).toHaveLength(2);
    const long = 'We should ban cars. Cars' + ', the'.repeat(790) + '.';
    expect(restructure({ text: long, logicType: 'argument-flow' }).order).toHaveLength(2);
  });
});
