import { describe, expect, it } from '@jest/globals';
import { alignToGold, splitOutput } from './align.js';
import { parseItems, parsePredictions } from './dataset.js';
import { DEFAULT_SPLITS, runEvalCli } from './run-cli.js';
import { checkTargets, scoreEngine, scorePredictions, summarise, type Engine } from './score.js';

const items = [
  {
    id: 'p1',
    type: 'process',
    cue: 'explicit',
    sentences: ['Step 1: Unplug the router.', 'Step 2: Wait thirty seconds.', 'Step 3: Plug it back in.'],
    shuffled: 'Step 3: Plug it back in. Step 1: Unplug the router. Step 2: Wait thirty seconds.',
    permutation: [2, 0, 1],
  },
  {
    id: 'c1',
    type: 'chronological',
    cue: 'explicit',
    sentences: ['In 1884 she was born.', 'In 1911 she sailed.', 'In 1958 she died.'],
    shuffled: 'In 1958 she died. In 1884 she was born. In 1911 she sailed.',
    permutation: [2, 0, 1],
  },
];
const fixture = items.map((item) => JSON.stringify(item)).join('\n');

describe('alignToGold', () => {
  it('aligns output sentences to gold ones through added labels and light rewording', () => {
    const gold = [
      'Unplug the router from the wall.',
      'Wait at least thirty seconds.',
      'Plug the router back in.',
    ];
    expect(
      alignToGold(
        'Step 1: Wait for at least thirty seconds. Step 2: Unplug the router from the wall. Step 3: Plug the router back in.',
        gold,
      ),
    ).toEqual({
      predicted: [1, 0, 2],
      unaligned: [],
    });
  });

  it('ranks gold sentences the output dropped after everything else', () => {
    expect(
      alignToGold('Plug the router back in.', ['Unplug the router.', 'Plug the router back in.']),
    ).toEqual({ predicted: [1, 0], unaligned: [0] });
  });

  it('splits numbered output on its labels', () => {
    expect(splitOutput('1. Heat the pan 2. Add the oil')).toEqual(['Heat the pan', 'Add the oil']);
  });
});

describe('scoring', () => {
  it('scores the local engine per type and overall and checks the targets', () => {
    const scores = scoreEngine(parseItems(fixture), (text, logicType) => {
      // A stand-in engine that returns the input unchanged and always says "process".
      void logicType;
      return { outputText: text, detectedLogicType: 'process' };
    });
    expect(scores.map((s) => s.tau)).toEqual(
      [-1 / 3, -1 / 3].map((v) => expect.closeTo(v, 10)) as unknown as number[],
    );
    const summaries = summarise(scores);
    const overall = summaries.find((s) => s.group === 'overall')!;
    expect(overall).toMatchObject({ n: 2, perfectRate: 0, detectionAccuracy: 0.5, fidelityFailures: 0 });
    expect(checkTargets(summaries).find((t) => t.name === 'detection accuracy')).toMatchObject({
      met: false,
    });
  });

  it('checks the targets for unseen text: overall ≥ 0.75, explicit ≥ 0.85, implicit ≥ 0.6, detection ≥ 90 %', () => {
    const summaries = summarise(
      scoreEngine(parseItems(fixture), (text) => ({ outputText: text, detectedLogicType: 'process' })),
    );
    expect(checkTargets(summaries).map(({ name, target }) => [name, target])).toEqual([
      ['overall mean tau', 0.75],
      ['explicit mean tau', 0.85],
      ['detection accuracy', 0.9],
      ['fidelity failures', 0],
    ]);
  });

  it('scores saved predictions from another engine, counting fidelity failures', () => {
    const predictions = parsePredictions(
      [
        JSON.stringify({
          id: 'p1',
          outputText: 'Step 1: Unplug the router. Step 2: Wait thirty seconds. Step 3: Plug it back in.',
          detectedLogicType: 'process',
        }),
        JSON.stringify({
          id: 'c1',
          outputText: 'In 1884 she was born. In 1911 she sailed.',
          detectedLogicType: 'cause-effect',
        }),
      ].join('\n'),
    );
    const [p1, c1] = scorePredictions(parseItems(fixture), predictions);
    expect(p1).toMatchObject({ tau: 1, perfect: true, detectionCorrect: true });
    expect(p1!.fidelity.ok).toBe(true);
    expect(c1).toMatchObject({ perfect: false, detectionCorrect: false, unaligned: 1 });
    expect(c1!.fidelity.missing).toEqual(['In 1958 she died.']);
  });

  it('rejects malformed lines with the line number', () => {
    expect(() => parseItems('{"id": "x", "type": "poem"}', 'f.jsonl')).toThrow('f.jsonl:1');
    expect(() => parseItems('not json', 'f.jsonl')).toThrow('f.jsonl:1: not valid JSON');
  });
});

describe('runEvalCli', () => {
  const files: Record<string, string> = { 'items.jsonl': fixture };
  const read = (path: string) => {
    const content = files[path];
    if (content === undefined) throw new Error(`cannot read ${path}`);
    return content;
  };

  it('prints a table per type and overall with the target checks', () => {
    const result = runEvalCli(['items.jsonl'], read);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/process \/ explicit\s+1\s+1\.000\s+100\.0%/);
    expect(result.stdout).toMatch(/overall\s+2\s+1\.000/);
    expect(result.stdout).toContain('met      fidelity failures: 0');
  });

  it('prints JSON with --json', () => {
    const result = runEvalCli(['items.jsonl', '--json'], read);
    const parsed = JSON.parse(result.stdout) as { summaries: Array<{ group: string; meanTau: number }> };
    expect(parsed.summaries.find((s) => s.group === 'overall')!.meanTau).toBe(1);
  });

  it('reports usage errors and unreadable files', () => {
    expect(runEvalCli(['items.jsonl', '--bogus'], read).code).toBe(2);
    expect(runEvalCli(['a.jsonl', 'b.jsonl', '--predictions', 'p.jsonl'], read).code).toBe(2);
    expect(runEvalCli(['missing.jsonl'], read)).toMatchObject({
      code: 1,
      stderr: 'cannot read missing.jsonl\n',
    });
  });

  it('without a file, reports every default split that exists on its own, the frozen test split first', () => {
    const [test, , dev] = DEFAULT_SPLITS as [string, string, string];
    const splits: Record<string, string> = { [test]: fixture, [dev]: fixture };
    const result = runEvalCli(
      [],
      (path) => splits[path]!,
      undefined,
      (path) => path in splits,
    );
    expect(result.code).toBe(0);
    const testAt = result.stdout.indexOf(`${test} — 2 items`);
    const devAt = result.stdout.indexOf(`${dev} — 2 items`);
    expect(testAt).toBe(0);
    expect(devAt).toBeGreaterThan(testAt);
    expect(result.stdout.match(/overall\s+2\s+1\.000/g)).toHaveLength(2);
  });

  it('never prints the items of a split read in aggregate only, under --items or --json', () => {
    const frozen = 'libs/restructure-engine/data/restructure-test.jsonl';
    const validation = '/elsewhere/restructure-validation.jsonl';
    const validationB = 'libs/restructure-engine/data/restructure-validation-b.jsonl';
    const dev = 'libs/restructure-engine/data/restructure-dev.jsonl';
    const read = () => fixture;
    for (const file of [frozen, validation, validationB]) {
      const listed = runEvalCli([file, '--items'], read);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/overall\s+2\s+1\.000/);
      expect(listed.stdout).toContain('per-item lines withheld');
      expect(listed.stdout).not.toMatch(/\bp1\b|\bc1\b/);
      const json = JSON.parse(runEvalCli([file, '--json', '--items'], read).stdout) as Record<
        string,
        unknown
      >;
      expect(json).not.toHaveProperty('items');
      expect(json).toMatchObject({ itemsWithheld: true });
    }
    expect(runEvalCli([dev, '--items'], read).stdout).toMatch(/\bp1\b[\s\S]*\bc1\b/);
  });

  it('reports whether outputs keep the layout of items that carry a structure', () => {
    const lines = JSON.stringify({
      id: 'lines-1',
      type: 'chronological',
      cue: 'explicit',
      structure: 'lines',
      sentences: ['In 1847 the mill opened.', 'In 1902 it burned down.'],
      shuffled: 'In 1902 it burned down.\nIn 1847 the mill opened.',
    });
    const result = runEvalCli(['lines.jsonl'], () => lines);
    expect(result.stdout).toContain('structure kept: 1 of 1');
    const flattening: Engine = () => ({
      outputText: 'In 1847 the mill opened. In 1902 it burned down.',
      detectedLogicType: 'chronological',
    });
    expect(runEvalCli(['lines.jsonl'], () => lines, flattening).stdout).toContain('structure kept: 0 of 1');
    expect(runEvalCli(['lines.jsonl', '--items'], () => lines, flattening).stdout).toContain(
      'structure not kept: lines-1',
    );
  });
});
