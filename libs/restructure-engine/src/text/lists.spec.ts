import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { opensWithListBeforeAnd } from './lists.js';

/** The backtracking pattern this scan replaces; exponential in the number of commas, so only ever run on short texts here. */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the reference under test, on texts of at most 18 short pieces
const REFERENCE = /^[^,.]{0,60}(?:,\s*[^,.]{1,40})*\s+and\s+/;

describe('a sentence opening with a comma list before "and"', () => {
  it('recognises a list of reasons', () => {
    expect(opensWithListBeforeAnd('Cleaner air, quieter streets and safer schools follow.')).toBe(true);
    expect(opensWithListBeforeAnd('Bread and butter.')).toBe(true);
  });

  it('rejects a list broken by a full stop, an empty item or an over-long item', () => {
    expect(opensWithListBeforeAnd('Dr. Smith, Ann and Bo came.')).toBe(false);
    expect(opensWithListBeforeAnd('Apples,, pears and plums.')).toBe(false);
    expect(opensWithListBeforeAnd(`Apples, ${'x'.repeat(41)} and plums.`)).toBe(false);
    expect(opensWithListBeforeAnd(`${'x'.repeat(61)} and plums.`)).toBe(false);
  });

  it('agrees with the backtracking pattern on generated short texts', () => {
    const piece = fc.constantFrom('a', 'and', ' ', ',', '.', 'the', 'x'.repeat(15), '  ', 'And');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 18 }), (pieces) => {
        const text = pieces.join('');
        expect(opensWithListBeforeAnd(text)).toBe(REFERENCE.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers the 4,000-character comma list that stalled the engine in one pass', () => {
    const hostile = `We should ban cars. Cars${', the'.repeat(800)}.`.slice(20);
    expect(opensWithListBeforeAnd(hostile)).toBe(false);
  });
});
