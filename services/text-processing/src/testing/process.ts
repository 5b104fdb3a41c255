import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Role } from '../config.js';
import { getFreePort } from '@untangle/test-kit';

/** The compiled entry point (integration tests build `dist` first). */
const MAIN = fileURLToPath(new URL('../main.js', import.meta.url)).replace(
  /[/\\]src[/\\]main\.js$/,
  '/dist/main.js',
);

export interface TextProcessingProcessOptions {
  redisUrl: string;
  redisPrefix: string;
  role: Role;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export interface TextProcessingProcess {
  pid: number;
  /** Its HTTP side (/health, /ready, /metrics). */
  url: string;
  child: ChildProcess;
  /** What it printed (JSON log lines), for a failing test's message. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGKILL by default: nothing is cleaned up, as when a machine dies. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `node services/text-processing/dist/main.js` as its own process in the given role, as the local
 * stack and docker-compose do, and resolves once its /ready answers 200. It exits with the test
 * runner (IPC channel) if the test forgets it.
 */
export async function startTextProcessingProcess(
  options: TextProcessingProcessOptions,
): Promise<TextProcessingProcess> {
  const port = await getFreePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix,
      TEXT_PROCESSING_ROLE: options.role,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 20_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`text-processing (${options.role}) exited before it was ready:\n${printed}`);
    }
    const ready = await fetch(`${url}/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`text-processing (${options.role}) not ready in time:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid: child.pid ?? 0, url, child, output: () => printed, exited, kill };
}
