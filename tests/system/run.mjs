#!/usr/bin/env node
// System tests: the whole stack as local processes behind a real nginx (the same runner as
// `./untangle start`), on spare ports, in its own database and Redis prefix, driven through headless
// Chromium by the frontend's browser suite. Cleans up everything it made, whatever happens.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, createTestRedis, getFreePort } from '@untangle/test-kit';

const ROOT = new URL('../../', import.meta.url).pathname;
const STARTUP_TIMEOUT_MS = 120_000;

function run(command, args, env, { prefix } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream, sink) =>
    stream.on('data', (chunk) =>
      sink.write(prefix ? `${prefix}${chunk}`.replace(/\n(?=.)/g, `\n${prefix}`) : chunk),
    );
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

async function waitUntil(url, stack) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`the stack exited (${stack.exitCode}) while starting`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the stack did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

const database = await createTestDatabase('system');
const redis = await createTestRedis('system');
const runDir = mkdtempSync(join(tmpdir(), 'untangle-system-'));
const [nginxPort, ...servicePorts] = await Promise.all(Array.from({ length: 7 }, getFreePort));
const baseUrl = `http://localhost:${nginxPort}`;

const env = {
  ...process.env,
  UNTANGLE_QUIET: '1',
  UNTANGLE_RUN_DIR: runDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  REDIS_PREFIX: redis.keyPrefix,
  NGINX_PORT: String(nginxPort),
  GATEWAY_PORT: String(servicePorts[0]),
  IDENTITY_PORT: String(servicePorts[1]),
  TEXT_PROCESSING_PORT: String(servicePorts[2]),
  SESSIONS_PORT: String(servicePorts[3]),
  BILLING_PORT: String(servicePorts[4]),
  TEXT_PROCESSING_WORKER_PORT: String(servicePorts[5]),
  AI_PROVIDER: 'local',
  PAYMENT_PROVIDER: 'local',
  // The browser suite signs every member up from this one address.
  SIGN_UP_MAX_PER_ADDRESS: '100000',
};

let stack;
let exitCode = 1;
try {
  stack = run(process.execPath, ['scripts/stack/start.mjs'], env, { prefix: '[stack] ' });
  await waitUntil(`${baseUrl}/api/health`, stack);
  console.log(`system tests: the stack answers at ${baseUrl}`);
  const browser = run(process.execPath, ['frontend/e2e/run.mjs'], { ...process.env, BASE_URL: baseUrl });
  exitCode = await new Promise((resolve) => browser.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`system tests: ${error.message}`);
  console.error(`logs: ${runDir}/logs`);
} finally {
  if (stack && stack.exitCode === null) {
    const stopped = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (stack.exitCode === null) stack.kill('SIGKILL');
  }
  await database.drop().catch(() => undefined);
  await redis.cleanup().catch(() => undefined);
  if (exitCode === 0) rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);
