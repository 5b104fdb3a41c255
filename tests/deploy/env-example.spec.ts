import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CONFIG_BY_SERVICE, configVariables } from './service-config-variables.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const documented = new Set(
  [...readFileSync(`${ROOT}.env.example`, 'utf8').matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1]!,
  ),
);

describe('.env.example', () => {
  it.each(Object.entries(CONFIG_BY_SERVICE))('documents every variable %s reads', (_, config) => {
    const missing = [...configVariables(config)].filter((variable) => !documented.has(variable));
    expect(missing).toEqual([]);
  });
});
