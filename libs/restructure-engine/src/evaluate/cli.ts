#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { runEvalCli } from './run-cli.js';

const result = runEvalCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'), undefined, existsSync);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.code;
