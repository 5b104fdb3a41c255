import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const SCRIPT = fileURLToPath(new URL('./headroom.ts', import.meta.url));

function headroom(...files: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...files], { encoding: 'utf8' });
}

function itemsFile(name: string, items: object[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'headroom-')), name);
  writeFileSync(file, items.map((item) => JSON.stringify(item)).join('\n'));
  return file;
}

const MILL = {
  id: 'mill',
  type: 'chronological',
  cue: 'explicit',
  sentences: [
    'In 1901 the Harwell mill opened on the river.',
    'Two years later the mill burned down.',
    'In 1920 a school stood on the site.',
  ],
  shuffled:
    'In 1920 a school stood on the site. In 1901 the Harwell mill opened on the river. Two years later the mill burned down.',
  permutation: [2, 0, 1],
};

describe('the headroom script', () => {
  it('counts the ends the engine gets right and the relative times anchored to the event before them', () => {
    const run = headroom(itemsFile('mill.jsonl', [MILL]));
    expect(run.status).toBe(0);
    const row = run.stdout.split('\n').find((line) => line.includes('chronological / explicit'));
    expect(row?.split(/\s+/).filter(Boolean)).toEqual([
      'chronological',
      '/',
      'explicit',
      '1',
      '1.000',
      '100%',
      '100%',
      '1.000',
      '1.000',
      '1',
      'of',
      '1',
    ]);
  });

  it('refuses a frozen split without printing a figure of it', () => {
    const run = headroom(itemsFile('restructure-test.jsonl', [MILL]));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a frozen split');
    expect(run.stdout).not.toContain('chronological');
  });
});
