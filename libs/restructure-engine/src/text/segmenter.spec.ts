import { describe, expect, it } from '@jest/globals';
import { segment } from './segmenter.js';

const texts = (input: string) => segment(input).map((s) => s.text);

describe('segment', () => {
  it('splits on full stops, question marks and exclamation marks', () => {
    expect(texts('It rained. Did the river rise? It did! Everyone left.')).toEqual([
      'It rained.',
      'Did the river rise?',
      'It did!',
      'Everyone left.',
    ]);
  });

  it('keeps titles and Latin abbreviations inside the sentence', () => {
    expect(texts('Dr. Patel met Mr. Jones at St. Mary’s. They talked, e.g. about rent, i.e. money.')).toEqual(
      ['Dr. Patel met Mr. Jones at St. Mary’s.', 'They talked, e.g. about rent, i.e. money.'],
    );
  });

  it('keeps dotted acronyms unless the next word clearly opens a sentence', () => {
    expect(texts('He moved to the U.S. Army base in 1990. She stayed in the U.K. The war ended.')).toEqual([
      'He moved to the U.S. Army base in 1990.',
      'She stayed in the U.K.',
      'The war ended.',
    ]);
  });

  it('ends a sentence after "pm" and "am"', () => {
    expect(texts('The band played at 10 pm. Guests left at 2 am. Then it rained.')).toHaveLength(3);
  });

  it('ends a sentence after "a.m." or "p.m." unless a day or a zone follows or the time opens its sentence', () => {
    expect(
      texts(
        'Lessons should not start before 9:30 a.m. Research shows why. By 7 a.m. Tom was up, and at 11:50 a.m. Dr. Varga called. We meet at 9 a.m. Monday.',
      ),
    ).toEqual([
      'Lessons should not start before 9:30 a.m.',
      'Research shows why.',
      'By 7 a.m. Tom was up, and at 11:50 a.m. Dr. Varga called.',
      'We meet at 9 a.m. Monday.',
    ]);
  });

  it('ends a sentence on words that are also abbreviations when they are used as words', () => {
    expect(
      texts(
        'He said no. Then he left No. 10 for the shop on Main St. The owner sat in the morning sun. Volunteers came on Sat. Morning.',
      ),
    ).toEqual([
      'He said no.',
      'Then he left No. 10 for the shop on Main St.',
      'The owner sat in the morning sun.',
      'Volunteers came on Sat. Morning.',
    ]);
  });

  it('does not split decimals or times', () => {
    expect(texts('Prices rose 3.5 percent by 9.30 am. Then they fell.')).toEqual([
      'Prices rose 3.5 percent by 9.30 am.',
      'Then they fell.',
    ]);
  });

  it('keeps case names, ranks and old name abbreviations inside the sentence', () => {
    expect(
      texts(
        'Her ruling in Dorrance v. Ashcombe Housing Trust stood. Det. Insp. Rhona Vale came with Wm. Hart. The Rt. Hon. Member left.',
      ),
    ).toEqual([
      'Her ruling in Dorrance v. Ashcombe Housing Trust stood.',
      'Det. Insp. Rhona Vale came with Wm. Hart.',
      'The Rt. Hon. Member left.',
    ]);
  });

  it('does not end a sentence between an abbreviation and the number it introduces', () => {
    expect(
      texts(
        'Ada Byron (b. 1815, d. 1852) wrote notes. The firm, est. 1850, set a time of 3 min. 41 sec. under Art. 12. Dial ext. 4410.',
      ),
    ).toEqual([
      'Ada Byron (b. 1815, d. 1852) wrote notes.',
      'The firm, est. 1850, set a time of 3 min. 41 sec. under Art. 12.',
      'Dial ext. 4410.',
    ]);
  });

  it('still ends a sentence on such a word when no number follows', () => {
    expect(texts('He loved art. Music came later. Henry V. He was king.')).toEqual([
      'He loved art.',
      'Music came later.',
      'Henry V.',
      'He was king.',
    ]);
  });

  it('ends a sentence after a unit in capitals and before a step marker', () => {
    expect(
      texts('It kept reporting 71°C. Swabs grew the strain. Keep it above 11.5 V. Step 2 - connect it.'),
    ).toEqual([
      'It kept reporting 71°C.',
      'Swabs grew the strain.',
      'Keep it above 11.5 V.',
      'Step 2 - connect it.',
    ]);
  });

  it('keeps initials with the name they belong to', () => {
    expect(texts('J. R. R. Tolkien wrote it. Plan B. Then we left.')).toEqual([
      'J. R. R. Tolkien wrote it.',
      'Plan B.',
      'Then we left.',
    ]);
  });

  it('keeps closing quotes with their sentence and does not split inside a quotation', () => {
    expect(texts('She shouted "Stop!" and ran. He said, "It is over." Nobody moved.')).toEqual([
      'She shouted "Stop!" and ran.',
      'He said, "It is over."',
      'Nobody moved.',
    ]);
  });

  it('ends a sentence before one that opens in Markdown emphasis', () => {
    expect(texts('**Finally**, let it cool. **First,** preheat the oven. _Then_ mix the flour.')).toEqual([
      '**Finally**, let it cool.',
      '**First,** preheat the oven.',
      '_Then_ mix the flour.',
    ]);
    expect(texts('Use the snake_case name. It is short.')).toHaveLength(2);
  });

  it('ends sentences for a writer who opens them in lower case, but not at an abbreviation', () => {
    expect(
      texts('we went to the beach after lunch. in the morning we ate. at night we watched a film.'),
    ).toEqual(['we went to the beach after lunch.', 'in the morning we ate.', 'at night we watched a film.']);
    expect(texts('i was born in 1990. i moved in 2010.')).toHaveLength(2);
    expect(texts('we left at 9 a.m. and slept e.g. in the car. then we ate.')).toEqual([
      'we left at 9 a.m. and slept e.g. in the car.',
      'then we ate.',
    ]);
    // A writer who capitalises keeps a lower-case word after a full stop in the sentence.
    expect(texts('It costs approx. ten pounds. The rest is free.')).toHaveLength(2);
  });

  it('reads three lines or more typed without punctuation as one sentence each, and a wrapped sentence as one', () => {
    expect(texts('first we went to the store\nthen we drove home\nafter that we cooked dinner')).toEqual([
      'first we went to the store',
      'then we drove home',
      'after that we cooked dinner',
    ]);
    expect(texts('The river rose after three days of\nrain and the roads\nclosed before noon')).toEqual([
      'The river rose after three days of rain and the roads closed before noon',
    ]);
  });

  it('does not end a sentence at the full stop after a step\'s number, but does after "Step up."', () => {
    expect(texts('Step 1. Buy the paint. Step 3. Clean the brushes.')).toEqual([
      'Step 1. Buy the paint.',
      'Step 3. Clean the brushes.',
    ]);
    expect(texts('Step two. Paint the walls.')).toEqual(['Step two. Paint the walls.']);
    expect(texts('Step up. Then shout.')).toEqual(['Step up.', 'Then shout.']);
  });

  it('treats bullets and numbered lines as sentences even without a full stop', () => {
    expect(texts('- Measure the wall\n- Cut the pole\n1. Drill the holes\n2. Fix the brackets')).toEqual([
      '- Measure the wall',
      '- Cut the pole',
      '1. Drill the holes',
      '2. Fix the brackets',
    ]);
  });

  it('does not split right after the number of a numbered item on one line', () => {
    expect(texts('1. Heat the oil. 2. Add the garlic.')).toEqual(['1. Heat the oil.', '2. Add the garlic.']);
  });

  it('ends a sentence at a line break before a capital and joins wrapped lines', () => {
    expect(texts('The bridge opened in 1911\nIt was widened in 1964. The old\nspan was kept.')).toEqual([
      'The bridge opened in 1911',
      'It was widened in 1964.',
      'The old span was kept.',
    ]);
  });

  it('joins prose wrapped at a fixed width where a line ends on a word no sentence ends on', () => {
    expect(
      texts(
        'The council voted to close the library after talks with\nJames Hart of the residents group. Builders arrived on\nMonday to put up scaffolding.',
      ),
    ).toEqual([
      'The council voted to close the library after talks with James Hart of the residents group.',
      'Builders arrived on Monday to put up scaffolding.',
    ]);
    // A short line, or lines typed without punctuation, are items of their own.
    expect(texts('Turn the lights on\nLock the door.')).toEqual(['Turn the lights on', 'Lock the door.']);
    expect(texts('Leave the keys on\nLock the door\nTurn the heating off')).toHaveLength(3);
  });

  it("keeps emoji after a sentence's end with that sentence", () => {
    expect(texts('We won the final! 🎉 Then we celebrated. Wow! 👍🏽 🇬🇧 Next day we left 😴')).toEqual([
      'We won the final! 🎉',
      'Then we celebrated.',
      'Wow! 👍🏽 🇬🇧',
      'Next day we left 😴',
    ]);
  });

  it('reports offsets into the input', () => {
    const [first, second] = segment('  One.  Two.');
    expect(first).toEqual({ text: 'One.', start: 2, end: 6 });
    expect(second).toEqual({ text: 'Two.', start: 8, end: 12 });
  });

  it('ignores fragments without letters or digits', () => {
    expect(texts('... \n\n * \n\n Real sentence.')).toEqual(['Real sentence.']);
  });
});
