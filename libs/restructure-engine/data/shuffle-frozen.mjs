#!/usr/bin/env node
// Deterministic shuffler and validator for Untangle's frozen restructuring split.
//
// The gold texts (`sentences`, in logical order) were written by hand. This script only adds
// `shuffled` and `permutation` to each item, from a seeded PRNG, and validates the result.
//
//   node shuffle-frozen.mjs build <file.jsonl> [...]  rewrite each file in place: keep the hand-written
//                                              fields, recompute `shuffled` and `permutation`
//   node shuffle-frozen.mjs check [file.jsonl ...]    validate (default: the two frozen files next to
//                                              this script); exits 1 on any problem
//
// The validation sets (restructure-validation.jsonl and restructure-validation-b.jsonl,
// VALIDATION-SET.md) are shuffled by the same rule: `node shuffle-frozen.mjs build <file>`, `check <file>`.
//
// Rebuilding from the committed files is idempotent: every item's shuffle depends only on SEED
// and the item's id, so `build` on an unchanged file reproduces it byte for byte.
//
// Shuffle rule: Fisher-Yates driven by mulberry32, seeded with FNV-1a(SEED + "|" + id). A draw is
// rejected and redrawn while it is the identity or leaves more than MAX_FIXED sentences in their
// gold position (the dev set never leaves more than one in place; this is stricter than "at most
// half"). Structure items: `lines`, `numbered` and `bulleted` items shuffle their lines and join
// them with "\n"; `paragraphs` items keep each paragraph's sentences together, shuffle them inside
// every paragraph ("within") or also shuffle the order of the paragraphs ("across"), and join
// sentences with " " and paragraphs with "\n\n".
//
// Item format (one JSON object per line, field order as written here):
//   id, type, cue, [structure], sentences, shuffled, permutation, [paragraphs, paragraph_shuffle]
//   permutation[k] = gold index of the k-th sentence (or line) in `shuffled`
//   paragraphs     = number of gold sentences in each paragraph, in gold order (paragraph items)

import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fisherYates, fnv1a, mulberry32 } from '../scripts/lib/random.mjs';

export const SEED = 'untangle-frozen-restructure-2026-11-25';
const MAX_FIXED = 1;
const MAX_DRAWS = 10000;

const TYPES = ['chronological', 'cause-effect', 'argument-flow', 'process'];
const CUES = ['explicit', 'implicit'];
const STRUCTURES = ['lines', 'numbered', 'bulleted', 'paragraphs'];
const PARAGRAPH_SHUFFLES = ['within', 'across'];
const TERMINAL = /[.!?]['"\u2019\u201d)]*$/;

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_FILES = [join(here, 'restructure-test.jsonl'), join(here, 'restructure-structure.jsonl')];
const DEV_FILE = join(here, 'restructure-dev.jsonl');

const range = (n, from = 0) => Array.from({ length: n }, (_, i) => from + i);
const isIdentity = (p) => p.every((v, i) => v === i);
const fixedPoints = (p) => p.filter((v, i) => v === i).length;

// ---------- shuffling ----------
function paragraphRanges(sizes) {
  const out = [];
  let start = 0;
  for (const size of sizes) {
    out.push(range(size, start));
    start += size;
  }
  return out;
}

export function drawPermutation(item) {
  const n = item.sentences.length;
  const rand = mulberry32(fnv1a(`${SEED}|${item.id}`));
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    let perm;
    if (item.structure === 'paragraphs') {
      const paras = paragraphRanges(item.paragraphs);
      const inner = paras.map((p) => fisherYates(p, rand));
      if (inner.some((p, i) => p.length > 1 && p.every((v, k) => v === paras[i][k]))) continue;
      let order = range(paras.length);
      if (item.paragraph_shuffle === 'across') {
        order = fisherYates(order, rand);
        if (isIdentity(order)) continue;
      }
      perm = order.flatMap((i) => inner[i]);
    } else {
      perm = fisherYates(range(n), rand);
    }
    if (isIdentity(perm) || fixedPoints(perm) > MAX_FIXED) continue;
    return perm;
  }
  throw new Error(`${item.id}: no acceptable permutation in ${MAX_DRAWS} draws`);
}

export function render(item, perm) {
  const s = item.sentences;
  if (!item.structure) return perm.map((i) => s[i]).join(' ');
  if (item.structure !== 'paragraphs') return perm.map((i) => s[i]).join('\n');
  const paraOf = paragraphRanges(item.paragraphs).flatMap((p, pi) => p.map(() => pi));
  const blocks = [];
  perm.forEach((gi, k) => {
    if (k === 0 || paraOf[gi] !== paraOf[perm[k - 1]]) blocks.push([]);
    blocks[blocks.length - 1].push(s[gi]);
  });
  return blocks.map((b) => b.join(' ')).join('\n\n');
}

// ---------- serialisation (same layout as Python's json.dumps defaults, like the dev set) ----------
function dumps(v) {
  if (Array.isArray(v)) return `[${v.map(dumps).join(', ')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.entries(v)
      .map(([k, x]) => `${dumps(k)}: ${dumps(x)}`)
      .join(', ')}}`;
  }
  if (typeof v === 'string') {
    return JSON.stringify(v).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  return JSON.stringify(v);
}

function ordered(item, perm) {
  const o = { id: item.id, type: item.type, cue: item.cue };
  if (item.structure) o.structure = item.structure;
  o.sentences = item.sentences;
  o.shuffled = render(item, perm);
  o.permutation = perm;
  if (item.structure === 'paragraphs') {
    o.paragraphs = item.paragraphs;
    o.paragraph_shuffle = item.paragraph_shuffle;
  }
  return o;
}

function readJsonl(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => {
      try {
        return JSON.parse(l);
      } catch (e) {
        throw new Error(`${basename(file)} line ${i + 1}: not JSON (${e.message})`, { cause: e });
      }
    });
}

function build(files) {
  for (const file of files) {
    const items = readJsonl(file);
    const out = items.map((it) => dumps(ordered(it, drawPermutation(it)))).join('\n') + '\n';
    writeFileSync(file, out);
    console.log(`built ${basename(file)}: ${items.length} items`);
  }
}

// ---------- validation ----------
function check(files) {
  const problems = [];
  const bad = (id, msg) => problems.push(`${id}: ${msg}`);
  const seenIds = new Set();
  const seenSentences = new Map();
  const devSentences = new Set();
  if (existsSync(DEV_FILE)) {
    for (const d of readJsonl(DEV_FILE)) for (const s of d.sentences) devSentences.add(s.toLowerCase());
  }

  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines[lines.length - 1] !== '') problems.push(`${basename(file)}: missing final newline`);
    const items = [];
    lines.forEach((l, i) => {
      if (l === '' && i === lines.length - 1) return;
      try {
        items.push(JSON.parse(l));
      } catch (e) {
        problems.push(`${basename(file)} line ${i + 1}: not JSON (${e.message})`);
      }
    });
    const isStructureFile = items.some((it) => it.structure);
    const counts = {};

    for (const it of items) {
      const id = it.id ?? '(no id)';
      if (typeof it.id !== 'string' || it.id === '') bad(id, 'missing id');
      if (seenIds.has(id)) bad(id, 'duplicate id');
      seenIds.add(id);
      if (!TYPES.includes(it.type)) bad(id, `bad type ${it.type}`);
      if (!CUES.includes(it.cue)) bad(id, `bad cue ${it.cue}`);
      const key = it.structure ? it.structure : `${it.type}/${it.cue}`;
      counts[key] = (counts[key] ?? 0) + 1;

      const s = it.sentences;
      if (!Array.isArray(s) || s.some((x) => typeof x !== 'string')) {
        bad(id, 'sentences must be an array of strings');
        continue;
      }
      const [lo, hi] = it.structure ? [4, 8] : [5, 8];
      if (s.length < lo || s.length > hi) bad(id, `${s.length} sentences, want ${lo}-${hi}`);
      s.forEach((x, i) => {
        if (x !== x.trim() || x === '') bad(id, `sentence ${i} has stray whitespace or is empty`);
        if (/[\n\r\t]/.test(x)) bad(id, `sentence ${i} contains a line break or tab`);
        if (/ {2}/.test(x)) bad(id, `sentence ${i} contains a double space`);
        if (!TERMINAL.test(x)) bad(id, `sentence ${i} lacks terminal punctuation`);
        const low = x.toLowerCase();
        if (devSentences.has(low)) bad(id, `sentence ${i} copies a dev sentence`);
        if (seenSentences.has(low)) bad(id, `sentence ${i} repeats a sentence of ${seenSentences.get(low)}`);
        seenSentences.set(low, id);
        if (it.structure === 'numbered' && !new RegExp(`^${i + 1}\\. `).test(x))
          bad(id, `line ${i} lacks marker "${i + 1}. "`);
        if (it.structure === 'bulleted' && !/^- /.test(x)) bad(id, `line ${i} lacks marker "- "`);
      });

      if (it.structure !== undefined && !STRUCTURES.includes(it.structure))
        bad(id, `bad structure ${it.structure}`);
      if (!isStructureFile && it.structure !== undefined) bad(id, 'structure field in the plain test file');
      if (it.structure === 'paragraphs') {
        const p = it.paragraphs;
        if (!Array.isArray(p) || p.length < 2 || p.length > 3 || p.some((x) => !Number.isInteger(x) || x < 1))
          bad(id, 'paragraphs must list 2-3 positive sizes');
        else if (p.reduce((a, b) => a + b, 0) !== s.length)
          bad(id, 'paragraph sizes do not add up to the sentence count');
        if (!PARAGRAPH_SHUFFLES.includes(it.paragraph_shuffle))
          bad(id, `bad paragraph_shuffle ${it.paragraph_shuffle}`);
      } else if (it.paragraphs !== undefined || it.paragraph_shuffle !== undefined) {
        bad(id, 'paragraph fields on a non-paragraph item');
      }

      const p = it.permutation;
      const n = s.length;
      if (!Array.isArray(p) || p.length !== n || [...p].sort((a, b) => a - b).some((v, i) => v !== i)) {
        bad(id, 'permutation is not a permutation of 0..n-1');
        continue;
      }
      if (isIdentity(p)) bad(id, 'identity permutation');
      if (fixedPoints(p) > n / 2) bad(id, 'more than half the sentences left in place');
      if (fixedPoints(p) > MAX_FIXED) bad(id, `more than ${MAX_FIXED} sentence left in place`);
      if (it.structure === 'paragraphs' && Array.isArray(it.paragraphs)) {
        const paras = paragraphRanges(it.paragraphs);
        const paraOf = paras.flatMap((q, pi) => q.map(() => pi));
        const runs = p.map((g) => paraOf[g]).filter((v, k, a) => k === 0 || v !== a[k - 1]);
        if (runs.length !== paras.length) bad(id, 'a paragraph is split in the shuffled text');
        const acrossMoved = !isIdentity(runs);
        if (it.paragraph_shuffle === 'within' && acrossMoved)
          bad(id, '"within" item has paragraphs out of order');
        if (it.paragraph_shuffle === 'across' && !acrossMoved)
          bad(id, '"across" item keeps paragraphs in order');
      }
      if (typeof it.shuffled !== 'string' || it.shuffled !== render(it, p))
        bad(id, 'shuffled does not equal the sentences joined in permutation order');
      try {
        const again = drawPermutation(it);
        if (again.join() !== p.join()) bad(id, `permutation does not reproduce from seed (got ${again})`);
      } catch (e) {
        bad(id, e.message);
      }
    }

    if (!isStructureFile) {
      // Balanced: as many items of every type and cue (12 each in the frozen split).
      const each = items.length / (TYPES.length * CUES.length);
      for (const t of TYPES)
        for (const c of CUES)
          if ((counts[`${t}/${c}`] ?? 0) !== each)
            problems.push(`${basename(file)}: ${t}/${c} has ${counts[`${t}/${c}`] ?? 0} items, want ${each}`);
    } else {
      const lists = (counts.numbered ?? 0) + (counts.bulleted ?? 0);
      if ((counts.lines ?? 0) !== 4 || lists !== 4 || (counts.paragraphs ?? 0) !== 4)
        problems.push(
          `${basename(file)}: want 4 lines, 4 numbered/bulleted, 4 paragraphs; got ${JSON.stringify(counts)}`,
        );
    }
    console.log(`${basename(file)}: ${items.length} items ${JSON.stringify(counts)}`);
  }

  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('all checks passed');
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'build' && args.length) build(args);
else if (cmd === 'check') check(args.length ? args : DEFAULT_FILES);
else {
  console.error(
    'usage: node shuffle-frozen.mjs build <file.jsonl> [...] | node shuffle-frozen.mjs check [file.jsonl ...]',
  );
  process.exit(2);
}
