import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The compiled fixture (the integration tests' global setup builds dist first). */
const REPLICA_SCRIPT = fileURLToPath(new URL('../../dist/testing/replica.js', import.meta.url));

export interface ReplicaOptions {
  url: string;
  keyPrefix: string;
  service: string;
  consumerName: string;
  claimIdleMs?: number;
  concurrency?: number;
}

export interface ReplicaProcess {
  name: string;
  child: ChildProcess;
  /** Every JSON line the replica printed (its log). */
  lines: Array<{ level?: string; message?: string; ready?: boolean }>;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a replica process and resolves once it reads its stream; it exits with the test runner. */
export async function startReplica(
  options: ReplicaOptions,
  readyTimeoutMs = 15_000,
): Promise<ReplicaProcess> {
  const child = spawn(process.execPath, [REPLICA_SCRIPT], {
    env: { ...process.env, REPLICA_CONFIG: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines: ReplicaProcess['lines'] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    let buffered = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const parsed = JSON.parse(line) as ReplicaProcess['lines'][number];
          lines.push(parsed);
          if (parsed.ready) resolve();
        } catch {
          lines.push({ message: line });
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`replica ${options.consumerName} exited with ${code} before it was ready`)),
    );
  });
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ready,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`replica ${options.consumerName} not ready`)),
          readyTimeoutMs,
        );
      }),
    ]);
  } catch (error) {
    await kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { name: options.consumerName, child, lines, exited, kill };
}
