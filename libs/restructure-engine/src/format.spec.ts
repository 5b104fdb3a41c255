import { describe, expect, it } from '@jest/globals';
import { checkFidelity } from './fidelity.js';
import { restructure } from './restructure.js';
import { SENTENCE_SPLIT } from '@untangle/contracts';
import { formatOutput } from './format.js';
import { displaySentence, formatOrder, formattable, stepLabel } from './format-order.js';
import { analyse } from './text/document.js';
import { layoutOf } from './text/layout.js';

describe('formatOutput', () => {
  const sentences = analyse('Second, wait for the build. Step 1: merge the branch. 3. Post the notes');

  it('labels process steps afresh, dropping each sentence’s own marker', () => {
    expect(formatOutput(sentences, [1, 0, 2], 'process')).toBe(
      'Step 1: Merge the branch. Step 2: Wait for the build. Step 3: Post the notes.',
    );
  });

  it('joins other types with one space so that the card splits on ". "', () => {
    const output = formatOutput(
      analyse('It rained! The river rose\nRoads closed.'),
      [2, 1, 0],
      'cause-effect',
    );
    expect(output).toBe('Roads closed. The river rose. It rained!');
    expect(output.split(SENTENCE_SPLIT)).toHaveLength(3);
  });

  it('removes bullets but keeps the sentence’s words in non-process output', () => {
    expect(formatOutput(analyse('- Born in 1884.\n- Died in 1958.'), [0, 1], 'chronological')).toBe(
      'Born in 1884. Died in 1958.',
    );
  });

  describe('in the layout of the input', () => {
    const format = (text: string, order: number[], type: Parameters<typeof formatOutput>[2]) =>
      formatOutput(analyse(text), order, type, layoutOf(text));

    it('keeps one sentence per line', () => {
      expect(format('In 1902 it burned down.\nIn 1847 the mill opened.', [1, 0], 'chronological')).toBe(
        'In 1847 the mill opened.\nIn 1902 it burned down.',
      );
    });

    it('renumbers a numbered list in the new order, keeping its closing character', () => {
      expect(format('1) Died in 1958\n2) Born in 1884', [1, 0], 'chronological')).toBe(
        '1) Born in 1884\n2) Died in 1958',
      );
    });

    it('renumbers a list in its own numbering: brackets, letters and roman numerals', () => {
      expect(format('(1) Died in 1958\n(2) Born in 1884', [1, 0], 'chronological')).toBe(
        '(1) Born in 1884\n(2) Died in 1958',
      );
      expect(format('a. Died in 1958.\nb. Born in 1884.', [1, 0], 'chronological')).toBe(
        'a. Born in 1884.\nb. Died in 1958.',
      );
      expect(
        format('i) Died in 1958.\nii) Married in 1910.\niii) Born in 1884.', [2, 1, 0], 'chronological'),
      ).toBe('i) Born in 1884.\nii) Married in 1910.\niii) Died in 1958.');
      expect(format('B) Serve the soup.\nA) Chop the onions.', [1, 0], 'process')).toBe(
        'A) Chop the onions.\nB) Serve the soup.',
      );
    });

    it('keeps a heading line as written above the list, numbering the items below it from 1', () => {
      expect(
        format(
          'Timeline of the mill:\n1. It closed in 1990.\n2. It opened in 1950.',
          [0, 2, 1],
          'chronological',
        ),
      ).toBe('Timeline of the mill:\n1. It opened in 1950.\n2. It closed in 1990.');
      expect(format('How to make tea:\nPour the tea.\nBoil the water.', [0, 2, 1], 'process')).toBe(
        'How to make tea:\nStep 1: Boil the water.\nStep 2: Pour the tea.',
      );
    });

    it('keeps a title above running text or paragraphs as written, parted as in the input', () => {
      expect(
        format(
          'The mill\n\nIt closed in 1990. It opened in 1850.\n\nIt grew.',
          [0, 2, 3, 1],
          'chronological',
        ),
      ).toBe('The mill\n\nIt opened in 1850. It grew.\n\nIt closed in 1990.');
      expect(format('The mill\nIt closed in 1990. It opened in 1850.', [0, 2, 1], 'chronological')).toBe(
        'The mill\nIt opened in 1850. It closed in 1990.',
      );
      // Moved down by a member, the title is a sentence like any other.
      expect(format('The mill\n\nIt closed in 1990. It opened in 1850.', [2, 0, 1], 'chronological')).toBe(
        'It opened in 1850.\n\nThe mill. It closed in 1990.',
      );
    });

    it('keeps the blank line between a heading and its list', () => {
      expect(format('# Steps\n\n- Pour the tea.\n- Boil the water.', [0, 2, 1], 'chronological')).toBe(
        '# Steps\n\n- Boil the water.\n- Pour the tea.',
      );
    });

    it('writes each section under its heading in its own style, with no step labels', () => {
      const recipe =
        'Ingredients:\n- 2 eggs\n- 1 cup milk\n\nMethod:\n1. Fry the batter.\n2. Whisk the eggs.';
      expect(format(recipe, [0, 2, 1, 3, 5, 4], 'process')).toBe(
        'Ingredients:\n- 1 cup milk\n- 2 eggs\n\nMethod:\n1. Whisk the eggs.\n2. Fry the batter.',
      );
      // A sentence a member moved into another section takes that section's style.
      expect(format(recipe, [0, 2, 4, 3, 5, 1], 'process')).toBe(
        'Ingredients:\n- 1 cup milk\n- Fry the batter.\n\nMethod:\n1. Whisk the eggs.\n2. 2 eggs',
      );
    });

    it('keeps every item of a task list with its own checkbox, unlabelled, even as a process', () => {
      expect(format('- [ ] Paint the walls.\n- [x] Buy the paint.', [1, 0], 'process')).toBe(
        '- [x] Buy the paint.\n- [ ] Paint the walls.',
      );
    });

    it('keeps the bullet of a bulleted list', () => {
      expect(format('- Died in 1958.\n- Born in 1884.', [1, 0], 'chronological')).toBe(
        '- Born in 1884.\n- Died in 1958.',
      );
    });

    it('keeps each line’s own marker in a mixed list', () => {
      expect(format('- Staff left in 1990.\nThe firm opened in 1950.', [1, 0], 'chronological')).toBe(
        'The firm opened in 1950.\n- Staff left in 1990.',
      );
    });

    it('labels process steps one per line, as numbers when the input was a numbered list', () => {
      expect(format('1. Wait a minute.\n2. Unplug the router.', [1, 0], 'process')).toBe(
        '1. Unplug the router.\n2. Wait a minute.',
      );
      expect(format('Wait a minute.\nUnplug the router.', [1, 0], 'process')).toBe(
        'Step 1: Unplug the router.\nStep 2: Wait a minute.',
      );
      expect(format('● Wait a minute.\n● Unplug the router.', [1, 0], 'process')).toBe(
        'Step 1: Unplug the router.\nStep 2: Wait a minute.',
      );
    });

    it('keeps as many sentences per paragraph as the input had, paragraphs split by a blank line', () => {
      expect(format('A came. B went.\n\nC rose. D fell. E stayed.', [4, 3, 2, 1, 0], 'cause-effect')).toBe(
        'E stayed. D fell.\n\nC rose. B went. A came.',
      );
    });
  });

  it('leaves a sentence that is only a step marker as written, unlabelled, so nothing is said twice', () => {
    for (const text of ['1. Stir the soup.', 'Step 1: Stir the soup. Step 1:', ', the. Step 1:']) {
      const result = restructure({ text, logicType: 'process' });
      expect(checkFidelity(text, result.outputText)).toMatchObject({ ok: true });
    }
  });
});

describe('formatOrder', () => {
  it('gives the engine’s own answer for the engine’s order, whatever the input’s layout', () => {
    for (const text of [
      'Second, wait for the build. Step 1: merge the branch. 3. Post the notes',
      '- Born in 1884.\n- Died in 1958.\n- Married in 1910.',
      'It rained.\n\nThe river rose. Roads closed.',
    ]) {
      for (const logicType of ['chronological', 'process', 'cause-effect'] as const) {
        const answer = restructure({ text, logicType });
        const formatted = formattable(text);
        expect(formatOrder(formatted, answer.order, answer.detectedLogicType)).toBe(answer.outputText);
        expect(formatted.sentences).toEqual(answer.sentences);
      }
    }
  });

  it('formats another order of the same sentences the same way, step labels renumbered', () => {
    const text = 'Second, wait for the build. Step 1: merge the branch. 3. Post the notes';
    expect(formatOrder(formattable(text), [2, 1, 0], 'process')).toBe(
      'Step 1: Post the notes. Step 2: Merge the branch. Step 3: Wait for the build.',
    );
  });

  it('shows one sentence without its markers: the step marker goes only in process output', () => {
    expect(displaySentence('Second, wait for the build', 'process')).toBe('Wait for the build.');
    expect(displaySentence('Second, wait for the build', 'chronological')).toBe(
      'Second, wait for the build.',
    );
    expect(displaySentence('- Merge the branch.', 'argument-flow')).toBe('Merge the branch.');
    expect(displaySentence('Mix the flour,;:', 'chronological')).toBe('Mix the flour.');
    expect(stepLabel(0)).toBe('Step 1');
  });
});
