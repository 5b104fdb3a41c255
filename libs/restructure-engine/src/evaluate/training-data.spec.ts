// The training texts (data/training/) never share a sentence with an evaluation file, and their
// shuffles reproduce from the seed: the checker script is run as CI would run it.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHECKER = fileURLToPath(new URL('../../data/training/shuffle-training.mjs', import.meta.url));

describe('training texts (data/training)', () => {
  it('pass the checker: well formed, reproducible shuffles, nothing shared with an evaluation file', () => {
    const run = spawnSync(process.execPath, [CHECKER, 'check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d+ training items, all checks passed/);
  });

  it('counts a close paraphrase of a sentence never trained on as a near copy, and another sentence not', async () => {
    const { nearCopy, wordIndex, wordsOf } = await import('../../scripts/lib/near-copy.mjs');
    const index = wordIndex(['Pour the warm milk into the bowl and slowly stir in the dried yeast.']);
    expect(
      nearCopy(wordsOf('Pour the warm milk into a bowl, then stir in the dried yeast slowly.'), index),
    ).toBe(true);
    expect(
      nearCopy(wordsOf('Pour the cold water into the bucket and leave the brushes to soak.'), index),
    ).toBe(false);
    expect(nearCopy(wordsOf('Stir in the yeast.'), index)).toBe(false);
  });
});
