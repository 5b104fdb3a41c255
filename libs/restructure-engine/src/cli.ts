#!/usr/bin/env node
/** The `untangle-restructure` command: text on stdin, the restructured result on stdout. */
import { runCli } from './cli/run-cli.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const result = runCli(process.argv.slice(2), await readStdin());
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
