import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { getFreePort } from './ports.js';
import { waitFor } from './wait.js';

export interface OwnRedisServer {
  url: string;
  port: number;
  /** SIGKILLs the server: nothing is flushed, clients see the connection drop. */
  kill(): Promise<void>;
  /** Starts the server again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A private redis-server on a spare port, for tests that kill or restart Redis. Never use the shared
 * local server for that: other suites run against it.
 */
export async function startRedisServer(
  options: {
    /** Persist with an append-only file in `dir` (as the containers do), so a restart keeps the data. */
    appendOnly?: boolean;
    dir?: string;
  } = {},
): Promise<OwnRedisServer> {
  const port = await getFreePort();
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'untangle-redis-'));
  mkdirSync(dir, { recursive: true });
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--dir',
        dir,
        '--appendonly',
        options.appendOnly ? 'yes' : 'no',
        '--appendfsync',
        'everysec',
        '--protected-mode',
        'no',
      ],
      { stdio: 'ignore' },
    );
    child.unref();
    await waitFor(() => ping(url), { timeoutMs: 10_000, what: `redis-server on port ${port}` });
  };

  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // The server is unref'd while it runs; waiting for its exit must keep the caller alive.
    running.ref();
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  const stop = async () => {
    await kill();
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };
  return { url, port, kill, start, stop };
}

async function ping(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    disconnectTimeout: 100,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
