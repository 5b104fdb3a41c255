import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { getFreePort } from './ports.js';
import { waitFor } from './wait.js';

const run = promisify(execFile);

export interface OwnPostgresServer {
  /** Superuser connection to the `untangle_test` database of this private cluster. */
  url: string;
  port: number;
  /** Immediate shutdown: open transactions are lost, clients see their connections drop. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  destroy(): Promise<void>;
}

/**
 * A private PostgreSQL cluster (initdb + pg_ctl into a temporary folder, spare port), for tests that
 * stop or restart Postgres. Runs as the `postgres` system user when we are root, since the server
 * refuses to run as root.
 */
export async function startPostgresServer(): Promise<OwnPostgresServer> {
  const port = await getFreePort();
  const dir = mkdtempSync(join(tmpdir(), 'untangle-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresIds() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);

  const pgBin = async (bin: string, args: string[]) => {
    const binary = await findBinary(bin);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
  };

  await pgBin('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = async () => {
    await pgBin('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  };
  const stop = async () => {
    await pgBin('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };

  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(() => canConnect(adminUrl), { what: `postgres on port ${port}` });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE untangle_test');
  await admin.end();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/untangle_test`,
    port,
    stop,
    start: async () => {
      await start();
      await waitFor(() => canConnect(adminUrl), { what: `postgres on port ${port}` });
    },
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

async function findBinary(name: string): Promise<string> {
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    return join(stdout.trim(), name);
  } catch {
    return name;
  }
}
