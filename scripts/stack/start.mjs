// `./untangle start`: migrations first, then every service as a local process behind nginx, logs in
// .run/logs; a crashed process is restarted with backoff. Ctrl-C stops every process started here.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { loadEnv } from './env.mjs';
import { migrateAll } from './migrate.mjs';
import { startNginx } from './nginx.mjs';
import { LOG_DIR, ROOT, RUN_DIR, SERVICES, STATE_FILE, portOf, publicEnv } from './topology.mjs';

const loaded = loadEnv();
const env = { ...loaded, ...publicEnv(loaded) };
const children = [];
let stopping = false;

function prefixLines(name, stream, sink) {
  let buffer = '';
  stream.on('data', (chunk) => {
    sink.write(chunk);
    buffer += chunk.toString();
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      if (!env.UNTANGLE_QUIET) process.stdout.write(`${name.padEnd(16)}| ${summarise(line)}\n`);
    }
  });
}

/** Shows pino JSON as one readable line in the terminal; the log file keeps the JSON. */
function summarise(line) {
  try {
    const entry = JSON.parse(line);
    const extra = entry.status ? ` ${entry.method} ${entry.url} ${entry.status} ${entry.ms}ms` : '';
    return `${entry.level ?? ''} ${entry.msg ?? ''}${extra}`;
  } catch {
    return line;
  }
}

/** Crash-loop guard: a process that exits more than this often in the window stops the stack. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

function launch(name, command, args, extraEnv) {
  const log = createWriteStream(`${LOG_DIR}/${name}.log`, { flags: 'a' });
  const entry = { name, child: undefined, restarts: [] };
  const start = () => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prefixLines(name, child.stdout, log);
    prefixLines(name, child.stderr, log);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      entry.restarts = entry.restarts.filter((at) => now - at < RESTART_WINDOW_MS);
      if (entry.restarts.length >= MAX_RESTARTS) {
        console.error(
          `untangle: ${name} keeps exiting (${signal ?? code}); stopping the stack. See .run/logs/${name}.log`,
        );
        void stop(1);
        return;
      }
      entry.restarts.push(now);
      const delay = 250 * 2 ** (entry.restarts.length - 1);
      console.error(`untangle: ${name} exited (${signal ?? code}); restarting in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) {
          entry.child = start();
          updateState();
        }
      }, delay);
    });
    return child;
  };
  entry.child = start();
  children.push(entry);
  return entry;
}

async function waitHealthy(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s (see .run/logs/${name}.log)`);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (
    children.some(({ child }) => child.exitCode === null && child.signalCode === null) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(STATE_FILE, { force: true });
  process.exit(code);
}

const startedAt = new Date().toISOString();

/** What `./untangle status` reads: every process with its current pid. */
function updateState() {
  const processes = children.map(({ name, child, port, health, url, restarts }) => ({
    name,
    pid: child.pid,
    port,
    health,
    url,
    restarts: restarts.length,
  }));
  writeFileSync(STATE_FILE, JSON.stringify({ startedAt, processes }, null, 2));
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  mkdirSync(LOG_DIR, { recursive: true });
  mkdirSync(RUN_DIR, { recursive: true });
  await migrateAll(env);
  for (const service of SERVICES) {
    const port = portOf(service, env);
    const entry = launch(service.name, process.execPath, [`${ROOT}/${service.dir}/dist/main.js`], {
      PORT: String(port),
      ...service.env,
    });
    Object.assign(entry, { port, health: `http://127.0.0.1:${port}/health` });
  }
  updateState();
  for (const entry of [...children]) await waitHealthy(entry.name, entry.health);
  const nginx = await startNginx(env, launch);
  updateState();
  console.log(
    `\nuntangle: all services healthy.\n  Untangle: ${nginx.url}\n  Status and logs: ./untangle status\n  Stop: Ctrl-C\n`,
  );
} catch (error) {
  console.error(`untangle: ${error.message}`);
  await stop(1);
}
