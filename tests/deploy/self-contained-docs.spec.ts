import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The repository explains itself: no file sends the reader to documents outside it, and
// docs/ARCHITECTURE.md names only paths that exist. The patterns are assembled from parts so that
// this file does not match them itself.

const ROOT = new URL('../../', import.meta.url).pathname;
const OUTSIDE_FOLDER = ['..', 'shared'].join('/');
const OUTSIDE_DATASETS = ['shared', 'datasets'].join('/');
const DOCS = '(SPEC|DESIGN)';
const CITATIONS = [
  new RegExp(`\\b${DOCS} \\d`), // a numbered section or decision of either document
  new RegExp(`\\b${DOCS} §`),
  new RegExp(`\\b${DOCS}\\.md\\b`),
  new RegExp(`\\b${DOCS} (section|decision)\\b`),
];

const SKIPPED = [/(^|\/)package-lock\.json$/, /(^|\/)node_modules\//];
const BINARY = /\.(png|jpe?g|gif|ico|webp|pdf|woff2?|ttf|otf|gz|tgz|zip|wasm)$/i;

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => file !== '')
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)) && !BINARY.test(file))
    .filter((file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile());
}

function readText(file: string): string | undefined {
  const bytes = readFileSync(join(ROOT, file));
  if (bytes.subarray(0, 8000).includes(0)) return undefined; // binary
  return bytes.toString('utf8');
}

interface Hit {
  file: string;
  line: number;
  text: string;
}

function findHits(patterns: readonly RegExp[]): Hit[] {
  const hits: Hit[] = [];
  for (const file of trackedTextFiles()) {
    const text = readText(file);
    if (text === undefined) continue;
    text.split('\n').forEach((line, index) => {
      if (patterns.some((pattern) => pattern.test(line))) {
        hits.push({ file, line: index + 1, text: line.trim().slice(0, 160) });
      }
    });
  }
  return hits;
}

const ARCHITECTURE = 'docs/ARCHITECTURE.md';
const TOP_LEVEL = new Set(readdirSync(ROOT));

/** The backticked spans of a Markdown text that name a repository path. */
export function quotedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter((span) => {
    if (!span.includes('/') || span.startsWith('/')) return false; // not a path, or a URL path
    if (/[\s<>{}*…?=:]/.test(span)) return false; // a command, a placeholder or a pattern
    const hasExtension = /\.[a-z0-9]{1,5}$/i.test(span);
    const isDirectory = span.endsWith('/') || TOP_LEVEL.has(span.split('/')[0]!);
    return hasExtension || isDirectory;
  });
}

/** Folders the tools make and git ignores (`.tools/`, `dist/`): named by the docs, absent from a clone. */
const GENERATED = new Set(
  readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#') && !line.startsWith('!')),
);

/** A path exists from the root, is a folder the tools make, or (`src/…`) is inside a service. */
function pathExists(path: string): boolean {
  if (existsSync(join(ROOT, path)) || GENERATED.has(path)) return true;
  if (!path.startsWith('src/')) return false;
  return readdirSync(join(ROOT, 'services')).some((service) =>
    existsSync(join(ROOT, 'services', service, path)),
  );
}

describe('self-contained documentation', () => {
  it('points to no folder outside the repository', () => {
    expect(
      findHits([new RegExp(OUTSIDE_FOLDER.replace(/\./g, '\\.')), new RegExp(OUTSIDE_DATASETS)]),
    ).toEqual([]);
  });

  it('states rules in its own words instead of citing outside documents by section', () => {
    expect(findHits(CITATIONS)).toEqual([]);
  });

  it('has an architecture document', () => {
    expect(existsSync(join(ROOT, ARCHITECTURE))).toBe(true);
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`(${ARCHITECTURE})`);
  });

  it('names in the architecture document only paths that exist', () => {
    const paths = quotedPaths(readFileSync(join(ROOT, ARCHITECTURE), 'utf8'));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !pathExists(path))).toEqual([]);
  });

  it('recognises a quoted path, and leaves URLs, packages and commands alone', () => {
    expect(
      quotedPaths(
        'See `libs/contracts/src/plans.ts`, `deploy/`, `src/main.ts`, `/api/docs`, `@untangle/contracts`, ' +
          '`npm run eval:restructure`, `src/migrations/<epoch-ms>-<what>.ts` and `libs/nope/missing.ts`.',
      ),
    ).toEqual(['libs/contracts/src/plans.ts', 'deploy/', 'src/main.ts', 'libs/nope/missing.ts']);
    expect(pathExists('libs/nope/missing.ts')).toBe(false);
    expect(pathExists('src/main.ts')).toBe(true);
  });
});
