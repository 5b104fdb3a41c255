import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@untangle/contracts';
import { runCli } from './run-cli.js';

const text = 'Step 2: Wait thirty seconds. Step 1: Unplug the router. Finally, plug it back in.';

describe('runCli', () => {
  it('prints the restructured text, the type and the explanation', () => {
    const result = runCli([], text);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Step 1: Unplug the router\. Step 2: Wait thirty seconds\. Step 3: Plug it back in\.\n\nLogic type: Process\/How-To \(process\)\nWhy: /,
    );
    expect(result.stderr).toBe('');
  });

  it('prints JSON with --json and honours --type', () => {
    const result = runCli(['--type', 'chronological', '--json'], text);
    expect(JSON.parse(result.stdout)).toMatchObject({
      detectedLogicType: 'chronological',
      order: expect.any(Array),
    });
    expect(JSON.parse(runCli(['--type=cause-effect', '--json'], text).stdout).detectedLogicType).toBe(
      'cause-effect',
    );
  });

  it('exits 1 with a clear message for empty or over-long input', () => {
    expect(runCli([], '  \n')).toEqual({
      stdout: '',
      stderr: 'untangle-restructure: The text is empty: enter some sentences to restructure.\n',
      code: 1,
    });
    const long = runCli([], 'x'.repeat(LIMITS.maxInputChars + 5));
    expect(long.code).toBe(1);
    expect(long.stderr).toContain(`the limit is ${LIMITS.maxInputChars}`);
  });

  it('exits 2 with usage for a bad type or an unknown argument', () => {
    expect(runCli(['--type', 'poem'], text)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--type must be one of'),
    });
    expect(runCli(['--verbose'], text)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown argument '--verbose'"),
    });
    expect(runCli(['--help'], '').stdout).toContain('Usage: untangle-restructure');
  });
});

describe('untangle-restructure (compiled)', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

  beforeAll(() => {
    execFileSync(
      process.execPath,
      [`${root}node_modules/typescript/bin/tsc`, '-b', 'libs/restructure-engine'],
      { cwd: root, stdio: 'pipe' },
    );
  }, 120_000);

  it('reads stdin and writes the result to stdout', () => {
    const run = spawnSync(process.execPath, [cli, '--json'], { input: text, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).outputText).toBe(
      'Step 1: Unplug the router. Step 2: Wait thirty seconds. Step 3: Plug it back in.',
    );
  });

  it('prints an error to stderr and exits 1 for empty input', () => {
    const run = spawnSync(process.execPath, [cli], { input: '', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The text is empty');
  });
});
