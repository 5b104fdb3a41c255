import { describe, expect, it } from '@jest/globals';
import { layoutOf } from './layout.js';

describe('layoutOf', () => {
  it('reads running text as inline, however it is wrapped', () => {
    expect(layoutOf('The river rose. Roads closed.').kind).toBe('inline');
    expect(layoutOf('The river rose after three days of\nrain. Roads closed.').kind).toBe('inline');
  });

  it('reads one sentence per line as lines, without a list style when the lines carry no marker', () => {
    const layout = layoutOf('In 1847 the mill opened.\nIn 1902 it burned down.\nIn 1960 it became a museum.');
    expect(layout).toMatchObject({ kind: 'lines', blankLines: false });
    expect(layout.list).toBeUndefined();
  });

  it('recognises a numbered list and its closing character', () => {
    expect(layoutOf('1. Unplug it.\n2. Wait.\n3. Plug it back in.').list).toEqual({
      kind: 'numbered',
      close: '.',
    });
    expect(layoutOf('1) Unplug it.\n2) Wait.').list).toEqual({ kind: 'numbered', close: ')' });
  });

  it('recognises a bulleted list by its bullet', () => {
    expect(layoutOf('- Born in 1884.\n- Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '-' });
    expect(layoutOf('• Born in 1884.\n• Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '•' });
  });

  it('lets each line keep its own marker when only some lines carry one, or markers differ', () => {
    expect(layoutOf('Notes from the meeting:\n- Costs rose.\n- Staff left.').list).toEqual({ kind: 'own' });
    expect(layoutOf('- Costs rose.\n* Staff left.').list).toEqual({ kind: 'own' });
  });

  it('treats lines separated by blank lines, one sentence each, as lines with blank lines', () => {
    expect(layoutOf('In 1847 the mill opened.\n\nIn 1902 it burned down.')).toMatchObject({
      kind: 'lines',
      blankLines: true,
    });
  });

  it('counts the sentences of every paragraph', () => {
    const layout = layoutOf(
      'The river rose. Roads closed.\n\nThe bakery shut. Bread ran out. People queued.',
    );
    expect(layout).toMatchObject({ kind: 'paragraphs', paragraphSizes: [2, 3] });
  });

  it('handles Windows line breaks and blank lines holding spaces', () => {
    expect(layoutOf('A rose. B fell.\r\n   \r\nC came. D went.').paragraphSizes).toEqual([2, 2]);
  });
});
