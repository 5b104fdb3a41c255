import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from './topology.mjs';

/** Process environment over `.env` (if present): the same variables as .env.example documents. */
export function loadEnv() {
  const file = `${ROOT}/.env`;
  const fromFile = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=(.*)$/.exec(line.trim());
      if (match) fromFile[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return { ...fromFile, ...process.env };
}
