#!/usr/bin/env node
// Initial JavaScript of the built app: the module script of dist/index.html and every chunk it
// preloads (<link rel="modulepreload">), each gzipped at level 9 as a server would send it.
// Chunks loaded later by dynamic import() are listed separately and do not count.
// Usage: node scripts/measure-bundle.mjs [--max-kb=150]
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const maxArg = process.argv.find((arg) => arg.startsWith('--max-kb='));
const maxKb = maxArg ? Number(maxArg.split('=')[1]) : 150;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) initial.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) initial.add(match[1]);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let total = 0;
console.log('Initial JavaScript (gzip):');
for (const src of initial) {
  const kb = gzipKb(src.replace(/^\//, ''));
  total += kb;
  console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${src}`);
}
console.log(`  ${total.toFixed(1).padStart(7)} kB  TOTAL (budget ${maxKb} kB)`);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !initial.has(`/assets/${file}`))
  .map((file) => ({ file, kb: gzipKb(join('assets', file)) }))
  .sort((a, b) => b.kb - a.kb);
console.log('On-demand chunks (gzip):');
for (const { file, kb } of lazy) console.log(`  ${kb.toFixed(1).padStart(7)} kB  /assets/${file}`);

if (total > maxKb) {
  console.error(`Initial JavaScript ${total.toFixed(1)} kB exceeds the ${maxKb} kB budget`);
  process.exit(1);
}
