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

  it('recognises a numbered list and how it is written', () => {
    expect(layoutOf('1. Unplug it.\n2. Wait.\n3. Plug it back in.').list).toEqual({
      kind: 'numbered',
      numbering: { open: '', close: '.', system: 'digits', upper: false },
    });
    expect(layoutOf('(1) Unplug it.\n(2) Wait.').list).toEqual({
      kind: 'numbered',
      numbering: { open: '(', close: ')', system: 'digits', upper: false },
    });
  });

  it('recognises lists numbered by letters or roman numerals', () => {
    const numbering = (text: string) => {
      const list = layoutOf(text).list;
      return list?.kind === 'numbered' ? list.numbering : list;
    };
    expect(numbering('a. Unplug it.\nb. Wait.\nc. Plug it in.')).toMatchObject({
      system: 'letters',
      close: '.',
    });
    expect(numbering('A) Unplug it.\nB) Wait.')).toMatchObject({ system: 'letters', upper: true });
    expect(numbering('i. Unplug it.\nii. Wait.\niii. Plug it in.')).toMatchObject({ system: 'roman' });
    expect(numbering('(iv) Unplug it.\n(v) Wait.')).toMatchObject({ system: 'roman', open: '(' });
    // A letter list may reach 'i': it stays a letter list.
    const nine = 'abcdefghi'
      .split('')
      .map((letter) => `${letter}) Step ${letter}.`)
      .join('\n');
    expect(numbering(nine)).toMatchObject({ system: 'letters' });
  });

  it('recognises a bulleted list by its bullet', () => {
    expect(layoutOf('- Born in 1884.\n- Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '-' });
    expect(layoutOf('• Born in 1884.\n• Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '•' });
    expect(layoutOf('● Born in 1884.\n● Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '●' });
    expect(layoutOf('→ Born in 1884.\n→ Died in 1958.').list).toEqual({ kind: 'bullet', bullet: '→' });
  });

  it('reads a first line that ends with a colon, or has no full stop over a list, as a heading', () => {
    expect(layoutOf('Notes from the meeting:\n- Costs rose.\n- Staff left.')).toMatchObject({
      kind: 'lines',
      heading: true,
      list: { kind: 'bullet', bullet: '-' },
    });
    expect(layoutOf('Our history\n1. The mill opened.\n2. It closed.')).toMatchObject({ heading: true });
    expect(layoutOf('Timeline:\nIn 1950 it opened.\nIn 1990 it closed.')).toMatchObject({ heading: true });
    // A sentence is not a heading, nor is a line without a full stop over lines without markers.
    expect(layoutOf('The mill opened.\n- Costs rose.\n- Staff left.').heading).toBeUndefined();
    expect(layoutOf('In 1950 it opened\nIn 1990 it closed\nIn 2000 it burned').heading).toBeUndefined();
    expect(layoutOf('Notes:\n- Costs rose.').heading).toBeUndefined();
  });

  it('reads a title over running text or paragraphs as a heading, and whether a blank line follows it', () => {
    expect(
      layoutOf('The story of the mill\n\nIt closed in 1990. It opened in 1850. It grew in 1900.'),
    ).toMatchObject({
      kind: 'paragraphs',
      paragraphSizes: [1, 3],
      heading: true,
      headingGap: true,
    });
    expect(layoutOf('The story of the mill\nIt closed in 1990. It opened in 1850.')).toMatchObject({
      kind: 'inline',
      heading: true,
      headingGap: false,
    });
    // A first sentence that wraps onto the next line, or a long one that lost its full stop, is no title.
    expect(layoutOf('The story of\nthe mill. It closed in 1990. It opened in 1850.').heading).toBeUndefined();
    expect(
      layoutOf(
        'The mill that the two brothers from the valley built by the river in the spring of that year burned\n\nIt closed. It opened.',
      ).heading,
    ).toBeUndefined();
  });

  it('reads a heading parted by a blank line from the list under it as that list, headed', () => {
    expect(layoutOf('# Timeline\r\n\r\n- 1990: It closed.\r\n- 1850: It opened.')).toMatchObject({
      kind: 'lines',
      blankLines: false,
      heading: true,
      headingGap: true,
      list: { kind: 'bullet', bullet: '-' },
    });
  });

  it("reads a letter's greeting as its heading and its sign-off, with the name under it, as its closing", () => {
    const letter = layoutOf(
      'Dear team,\n\nThe office shuts at 5. Cleaners come on Saturday.\n\nThanks,\nAnna',
    );
    expect(letter).toMatchObject({
      kind: 'paragraphs',
      heading: true,
      headingGap: true,
      closing: { asWritten: 'Thanks,\nAnna', gap: true },
    });
    expect(layoutOf('Hi all,\n- Costs rose.\n- Staff left.\nKind regards, Tom Reid')).toMatchObject({
      kind: 'lines',
      list: { kind: 'bullet', bullet: '-' },
      closing: { asWritten: 'Kind regards, Tom Reid', gap: false },
    });
    // A last line that merely opens with such a word is a sentence.
    expect(layoutOf('Mix the flour\nBake it\nLove it').closing).toBeUndefined();
    expect(
      layoutOf('It rained.\nThe roads shut.\nThanks to the rain, the crops grew.').closing,
    ).toBeUndefined();
  });

  it('reads headings over groups of lines or sentences as sections, each with its own list style', () => {
    const recipe = layoutOf(
      'Ingredients:\n- 2 eggs\n- 1 cup milk\n\nMethod:\n1. Whisk the eggs.\n2. Fry them.',
    );
    expect(recipe).toMatchObject({
      kind: 'sections',
      blankLines: true,
      sections: [
        { start: 0, size: 3, lines: true, list: { kind: 'bullet', bullet: '-' } },
        { start: 3, size: 3, lines: true, list: { kind: 'numbered' } },
      ],
    });
    expect(layoutOf('## Background\nIt opened. It closed.\n## Plan\nWe sell it.')).toMatchObject({
      kind: 'sections',
      blankLines: false,
      sections: [
        { start: 0, size: 3, lines: false },
        { start: 3, size: 2, lines: true },
      ],
    });
    expect(
      layoutOf('**Background**\nIt closed in 1990.\n\n**Origins**\nIt opened in 1850.').sections,
    ).toEqual([
      { start: 0, size: 2, headed: true, lines: true },
      { start: 2, size: 2, headed: true, lines: true },
    ]);
    // One heading is a heading, a heading needs items, and a step marker heads no section.
    expect(layoutOf('Ingredients:\n- 2 eggs\n- 1 cup milk').kind).toBe('lines');
    expect(layoutOf('Ingredients:\nMethod:\n1. Whisk the eggs.').sections).toBeUndefined();
    expect(layoutOf('Step 1:\nWhisk the eggs.\nStep 2:\nFry them.').sections).toBeUndefined();
  });

  it('reads a list under a heading after opening lines as a section, the lines around it as sections of their own', () => {
    const email = layoutOf(
      'Hi team,\n\nHere is the plan:\n- Paint.\n- Buy paint.\n\nShout if not.\n\nThanks,\nAnna',
    );
    expect(email).toMatchObject({
      kind: 'sections',
      heading: true,
      headingGap: true,
      closing: { asWritten: 'Thanks,\nAnna', gap: true },
      sections: [
        { start: 0, size: 1, headed: false },
        { start: 1, size: 3, headed: true, lines: true, list: { kind: 'bullet', bullet: '-' } },
        { start: 4, size: 1, headed: false },
      ],
    });
    expect(layoutOf('A busy week. Here is the plan:\n1. Paint.\n2. Buy paint.').sections).toEqual([
      { start: 0, size: 1, headed: false, lines: true },
      {
        start: 1,
        size: 3,
        headed: true,
        lines: true,
        list: expect.objectContaining({ kind: 'numbered' }),
        runsOn: true,
      },
    ]);
    // A heading over prose, or over a single item, after opening lines heads nothing.
    expect(layoutOf('It rained.\nThe causes were:\nwind and heat. Then frost.').sections).toBeUndefined();
    expect(layoutOf('It rained.\nThe causes were:\n- wind\nThat was all.').sections).toBeUndefined();
  });

  it('lets each line keep its own marker when only some lines carry one, or markers differ', () => {
    expect(layoutOf('Costs rose in 2019.\n- Staff left.\n- Sales fell.').list).toEqual({ kind: 'own' });
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
