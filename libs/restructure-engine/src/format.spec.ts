import { describe, expect, it } from '@jest/globals';
import { SENTENCE_SPLIT } from '@untangle/contracts';
import { formatOutput } from './format.js';
import { analyse } from './text/document.js';

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
});
