#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_KEY_PREFIX } from './keys.js';
import { getTransportStats } from './stats.js';

const usage =
  'usage: untangle-transport-stats --service <name> [--service <name> ...] [--url redis://...] [--prefix untangle:]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: { type: 'string', default: process.env.REDIS_PREFIX ?? DEFAULT_KEY_PREFIX },
      service: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const services = values.service ?? [];
  if (values.help || services.length === 0) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const stats = await Promise.all(
    services.map((service) => getTransportStats(values.url, { service, keyPrefix: values.prefix })),
  );
  const output =
    services.length === 1 ? stats[0] : Object.fromEntries(services.map((name, i) => [name, stats[i]]));
  console.log(JSON.stringify(output, null, 2));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
