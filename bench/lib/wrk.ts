// Runs wrk (C, so the load generator takes little of the CPU the services need) and reads its
// summary from a Lua `done` hook that prints JSON.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface WrkResult {
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx/3xx answers plus connect, read, write and timeout errors. */
  errors: number;
}

const luaString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function script(request: WrkRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n');
  return `wrk.method = ${luaString(request.method ?? 'GET')}
${request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`}
${headers}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

export async function wrk(request: WrkRequest, connections: number, durationS: number): Promise<WrkResult> {
  const file = join(mkdtempSync(join(tmpdir(), 'untangle-wrk-')), 'request.lua');
  writeFileSync(file, script(request));
  const threads = Math.min(2, connections);
  const { stdout } = await run(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${durationS}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      request.url,
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const summary = JSON.parse(line) as Record<string, number>;
  const seconds = summary.durationUs! / 1e6;
  return {
    connections,
    durationS: seconds,
    requests: summary.requests!,
    rps: summary.requests! / seconds,
    p50Ms: summary.p50! / 1000,
    p90Ms: summary.p90! / 1000,
    p99Ms: summary.p99! / 1000,
    maxMs: summary.max! / 1000,
    errors: summary.errors!,
  };
}

/** The run whose requests per second is the median of several. */
export function medianRun(runs: WrkResult[]): WrkResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}
