import { describe, expect, it } from '@jest/globals';
import { segment } from './segmenter.js';

const texts = (input: string) => segment(input).map((s) => s.text);

describe('list items as units', () => {
  it('keeps a nested list under its item, each sub-item on its own line', () => {
    expect(
      texts('- Paint the walls\n  - use a roller\n  - use a brush at the edges\n- Buy the paint\n- Clean up'),
    ).toEqual([
      '- Paint the walls\n  - use a roller\n  - use a brush at the edges',
      '- Buy the paint',
      '- Clean up',
    ]);
  });

  it('keeps every sentence of an item with it, on its line or on an indented line under it', () => {
    expect(texts('1. Paint the walls. Use a roller.\n2. Buy the paint.\n3. Clean the brushes.')).toEqual([
      '1. Paint the walls. Use a roller.',
      '2. Buy the paint.',
      '3. Clean the brushes.',
    ]);
    expect(texts('1. Paint the walls.\n   Use a roller.\n2. Buy the paint.')).toEqual([
      '1. Paint the walls. Use a roller.',
      '2. Buy the paint.',
    ]);
  });

  it('keeps sub-items indented as written relative to their item, blank lines between them dropped', () => {
    expect(texts('  * Plan\n\n      * book the hall\n  * Invite people')).toEqual([
      '* Plan\n    * book the hall',
      '* Invite people',
    ]);
  });

  it('leaves a heading above the list and a line below it that is not indented as they were', () => {
    expect(
      texts('How to paint:\n- Paint the walls. Use a roller.\n- Buy the paint.\nThat is all. Enjoy.'),
    ).toEqual([
      'How to paint:',
      '- Paint the walls. Use a roller.',
      '- Buy the paint.',
      'That is all.',
      'Enjoy.',
    ]);
  });

  it('reads no items where fewer than two lines open with a marker at the same indentation', () => {
    expect(texts('- Paint the walls. Use a roller.\nThen buy the paint.')).toEqual([
      '- Paint the walls.',
      'Use a roller.',
      'Then buy the paint.',
    ]);
    expect(texts('We painted. It dried.\n  - first coat\n    - second coat')).toEqual([
      'We painted.',
      'It dried.',
      '- first coat',
      '- second coat',
    ]);
  });

  it('keeps an answer with its question, on its own line, up to the next question or a blank line', () => {
    expect(
      texts(
        'Q: How do I reset it?\nA: Hold the button. Then wait.\nQ: Where is the button?\nA: On the back.\n\nThat is all.',
      ),
    ).toEqual([
      'Q: How do I reset it?\nA: Hold the button. Then wait.',
      'Q: Where is the button?\nA: On the back.',
      'That is all.',
    ]);
    expect(texts('Question: Why?\nAnswer: Because it rained.')).toEqual([
      'Question: Why?\nAnswer: Because it rained.',
    ]);
    // A question with no answer under it stays a sentence of its own.
    expect(texts('Q: Why?\nIt rained.')).toEqual(['Q: Why?', 'It rained.']);
  });

  it('joins a note to the sentence or item before it in its paragraph, on its own line if it had one', () => {
    expect(texts('1. Slice the onions.\n2. Fry them.\nNote: keep stirring.\n3. Add the stock.')).toEqual([
      '1. Slice the onions.',
      '2. Fry them.\nNote: keep stirring.',
      '3. Add the stock.',
    ]);
    expect(texts('Mix the flour. Bake for 20 minutes. Tip - check after 15.')).toEqual([
      'Mix the flour.',
      'Bake for 20 minutes. Tip - check after 15.',
    ]);
    // A note that opens the text, or stands in a paragraph of its own, comments on the whole.
    expect(texts('Warning: the pan is hot. Lift it with a cloth.')).toHaveLength(2);
    expect(texts('Mix the flour. Bake it.\n\nNote: prices include VAT.')).toHaveLength(3);
  });
});
