// The whole product as local processes behind a real nginx, for the resilience suite and the
// benchmarks: every service runs from its built `dist/` as its own process, so a test can SIGKILL
// and restart any one of them. Each stack has its own database (or a private Postgres), its own
// Redis key prefix (or a private Redis), spare ports and a log folder.
//
// Written in erasable TypeScript only: Jest runs it through SWC, and `node bench/*.ts` runs it
// with Node's own type stripping.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemberClient, parseForms } from '@untangle/identity/testing';
import {
  createTestDatabase,
  createTestRedis,
  getFreePort,
  startPostgresServer,
  startRedisServer,
  waitFor,
  type OwnPostgresServer,
  type OwnRedisServer,
} from '@untangle/test-kit';
import pg from 'pg';
// @ts-expect-error: plain ESM scripts of the local stack, shared so both stacks start the same way.
import { writeNginxConfig } from '../../scripts/stack/nginx-config.mjs';
// @ts-expect-error: see above.
import { publicEnv, SERVICES } from '../../scripts/stack/topology.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;

export type ServiceName =
  'identity' | 'billing' | 'sessions' | 'text-processing' | 'text-processing-worker' | 'gateway';
export type ProcessName = ServiceName | 'nginx';

/** Every Node process of the stack, in the order it starts. */
export const STACK_SERVICES: readonly ServiceName[] = (SERVICES as TopologyEntry[]).map(
  (entry) => entry.name,
);

interface TopologyEntry {
  name: ServiceName;
  dir: string;
  database: boolean;
  env?: Record<string, string>;
}

export interface StackOptions {
  /** Names the database and Redis prefix, and the log folder. */
  label: string;
  /** A redis-server of this stack's own (needed to restart Redis); otherwise the shared one, by prefix. */
  privateRedis?: boolean;
  /** With privateRedis: persist with an append-only file, as the containers do. */
  redisAppendOnly?: boolean;
  /** A Postgres cluster of this stack's own (needed to restart Postgres); otherwise a database on the shared one. */
  privatePostgres?: boolean;
  /** Extra variables for every service. */
  env?: Record<string, string>;
  /** Extra variables for one service. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** nginx's upstream read timeout (default 75s). */
  nginxReadTimeout?: string;
}

export interface StackProcess {
  readonly name: ProcessName;
  readonly port: number;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends the signal (SIGKILL by default) and waits until the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again on the same port and waits until it is healthy. */
  start(): Promise<void>;
}

export interface StackMember {
  id: string;
  email: string;
  accessToken: string;
}

export interface StackResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

export interface Stack {
  /** nginx: where a browser would go. */
  baseUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logDir: string;
  redis: OwnRedisServer | undefined;
  postgres: OwnPostgresServer | undefined;
  process(name: ProcessName): StackProcess;
  /** A new member, signed up through the real provider pages behind nginx. */
  signUp(): Promise<StackMember>;
  /** Upgrades the member through the local checkout, as a browser would. */
  makePro(member: StackMember): Promise<void>;
  /** One API call through nginx, with the member's token (none for null). */
  request<T = unknown>(
    member: StackMember | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<StackResponse<T>>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 60_000;

export async function startStack(options: StackOptions): Promise<Stack> {
  const cleanups: Array<() => Promise<void>> = [];
  const logDir = mkdtempSync(join(tmpdir(), `untangle-${options.label}-`));
  try {
    const redis = options.privateRedis
      ? await startRedisServer({ appendOnly: options.redisAppendOnly, dir: join(logDir, 'redis') })
      : undefined;
    if (redis) cleanups.push(redis.stop);
    const sharedRedis = redis ? undefined : await createTestRedis(options.label);
    if (sharedRedis) cleanups.push(sharedRedis.cleanup);
    const redisUrl = redis?.url ?? sharedRedis!.url;
    const redisPrefix = sharedRedis?.keyPrefix ?? 'untangle:';

    const postgres = options.privatePostgres ? await startPostgresServer() : undefined;
    if (postgres) cleanups.push(postgres.destroy);
    const sharedDatabase = postgres ? undefined : await createTestDatabase(options.label);
    if (sharedDatabase) cleanups.push(sharedDatabase.drop);
    const databaseUrl = postgres?.url ?? sharedDatabase!.url;

    const topology = SERVICES as TopologyEntry[];
    const ports = new Map<ProcessName, number>();
    for (const entry of topology) ports.set(entry.name, await getFreePort());
    const nginxPort = await getFreePort();
    ports.set('nginx', nginxPort);
    const portVariables = Object.fromEntries(
      topology.map((entry) => [
        `${entry.name.toUpperCase().replace(/-/g, '_')}_PORT`,
        String(ports.get(entry.name)),
      ]),
    );
    const common: Record<string, string> = {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      NGINX_PORT: String(nginxPort),
      AI_PROVIDER: 'local',
      PAYMENT_PROVIDER: 'local',
      // Load from one address and a few members, far above the gateway's rate limits: off here
      // (a suite about rate limiting passes its own through `env` / `serviceEnv`).
      RATE_LIMIT_USER_MAX: '0',
      RATE_LIMIT_IP_MAX: '0',
      // Every member of a suite signs up from this one address.
      SIGN_UP_MAX_PER_ADDRESS: '100000',
      // Load suites save far more than one member's history cap (a suite about the cap sets its own).
      SESSIONS_MAX_PER_MEMBER: '1000000',
      ...portVariables,
      ...options.env,
    };
    Object.assign(common, publicEnv(common));
    const baseUrl = common.PUBLIC_URL!;

    for (const entry of topology.filter((service) => service.database)) {
      await runToEnd(
        process.execPath,
        [`${ROOT}${entry.dir}/dist/migrate.js`],
        common,
        `${entry.name} migrations`,
      );
    }

    const processes = new Map<ProcessName, ManagedProcess>();
    for (const entry of topology) {
      const port = ports.get(entry.name)!;
      const managed = new ManagedProcess({
        name: entry.name,
        port,
        command: process.execPath,
        args: [`${ROOT}${entry.dir}/dist/main.js`],
        env: { ...common, PORT: String(port), ...entry.env, ...options.serviceEnv?.[entry.name] },
        healthUrl: `http://127.0.0.1:${port}/health`,
        logFile: join(logDir, `${entry.name}.log`),
      });
      processes.set(entry.name, managed);
      cleanups.push(() => managed.kill('SIGTERM'));
    }
    await Promise.all([...processes.values()].map((managed) => managed.start()));

    const nginxConfig = writeNginxConfig(
      {
        NGINX_PORT: String(nginxPort),
        GATEWAY_UPSTREAM: `127.0.0.1:${ports.get('gateway')}`,
        IDENTITY_UPSTREAM: `127.0.0.1:${ports.get('identity')}`,
        FRONTEND_ROOT: `${ROOT}frontend/dist`,
        NGINX_ACCESS_LOG: join(logDir, 'nginx.log'),
        NGINX_READ_TIMEOUT: options.nginxReadTimeout ?? '75s',
        NGINX_REAL_IP: '',
      },
      { dir: join(logDir, 'nginx'), errorLog: join(logDir, 'nginx-error.log') },
    ) as string;
    const nginx = new ManagedProcess({
      name: 'nginx',
      port: nginxPort,
      command: 'nginx',
      args: ['-c', nginxConfig, '-g', 'daemon off;'],
      env: common,
      healthUrl: `http://127.0.0.1:${nginxPort}/nginx-health`,
      logFile: join(logDir, 'nginx.out'),
    });
    processes.set('nginx', nginx);
    cleanups.push(() => nginx.kill('SIGTERM'));
    await nginx.start();

    const members = createMemberClient({
      issuer: common.OIDC_ISSUER!,
      redirectUri: `${baseUrl}/auth/callback`,
    });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on('error', () => undefined);
    cleanups.push(() => pool.end());

    const request = async <T>(
      member: StackMember | null,
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<StackResponse<T>> => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(member ? { authorization: `Bearer ${member.accessToken}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return {
        status: response.status,
        body: parsed as T,
        headers: response.headers,
        ms: performance.now() - started,
      };
    };

    return {
      baseUrl,
      databaseUrl,
      redisUrl,
      redisPrefix,
      logDir,
      redis,
      postgres,
      process: (name) => processes.get(name)!,
      signUp: async () => {
        const tokens = await members.signUp();
        return { id: tokens.userId, email: tokens.email, accessToken: tokens.accessToken };
      },
      makePro: async (member) => {
        const created = await request<{ paymentLink: string }>(member, 'POST', '/api/subscription/create', {
          upgradeSource: 'manual',
        });
        if (created.status !== 200)
          throw new Error(`checkout: ${created.status} ${JSON.stringify(created.body)}`);
        const page = await fetch(created.body.paymentLink);
        const pay = parseForms(await page.text()).find((form) => form.action.endsWith('/pay'));
        if (!pay) throw new Error('the local checkout page has no Pay form');
        const paid = await fetch(new URL(pay.action, created.body.paymentLink), {
          method: 'POST',
          redirect: 'manual',
        });
        if (!(paid.headers.get('location') ?? '').includes('payment=success')) {
          throw new Error(`payment did not succeed: ${paid.status} ${paid.headers.get('location')}`);
        }
      },
      request,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      stop: async () => {
        for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
        rmSync(logDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw new Error(`the stack did not start (logs in ${logDir}): ${(error as Error).message}`, {
      cause: error,
    });
  }
}

interface ProcessSpec {
  name: ProcessName;
  port: number;
  command: string;
  args: string[];
  env: Record<string, string>;
  healthUrl: string;
  logFile: string;
}

class ManagedProcess implements StackProcess {
  readonly name: ProcessName;
  readonly port: number;
  private readonly spec: ProcessSpec;
  private child: ChildProcess | undefined;

  constructor(spec: ProcessSpec) {
    this.spec = spec;
    this.name = spec.name;
    this.port = spec.port;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const { command, args, env, healthUrl, logFile } = this.spec;
    const log = createWriteStream(logFile, { flags: 'a' });
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    await waitFor(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`${this.name} exited with ${child.exitCode}; see ${logFile}`);
        return (await fetch(healthUrl, { signal: AbortSignal.timeout(1000) })).ok;
      },
      { timeoutMs: HEALTH_TIMEOUT_MS, intervalMs: 100, what: `${this.name} on ${healthUrl}` },
    );
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

function runToEnd(command: string, args: string[], env: Record<string, string>, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed: ${stderr.trim()}`)),
    );
  });
}
