import { execFileSync } from 'node:child_process';
import { TEST_CONTAINER_IMAGES } from './container-images.js';
import { DEFAULT_TEST_DATABASE_URL } from './postgres.js';
import { DEFAULT_TEST_REDIS_URL } from './redis.js';

/** Where a test run's suites make their databases and Redis prefixes. */
export interface TestServers {
  kind: 'containers' | 'local';
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** Labels every container a test run starts, so a later run removes what a crashed one left. */
const RUN_LABEL = 'org.untangle.test-servers';

function removeStaleContainers(): void {
  const stale = execFileSync('docker', ['ps', '-aq', '--filter', `label=${RUN_LABEL}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  if (stale.length > 0) execFileSync('docker', ['rm', '-f', '-v', ...stale], { stdio: 'ignore' });
}

/**
 * The run's servers, decided once per run by the caller: with `containers` (the test command sets it
 * when a Docker engine answers), one Postgres and one Redis container for the whole run, from the
 * locally provided images; otherwise the local servers of TEST_DATABASE_URL / TEST_REDIS_URL (or
 * the defaults). Suites then make their own databases and key prefixes on whichever it is.
 */
export async function startTestServers(options: {
  containers: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<TestServers> {
  const env = options.env ?? process.env;
  if (!options.containers) {
    return {
      kind: 'local',
      databaseUrl: env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL,
      redisUrl: env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL,
      stop: async () => undefined,
    };
  }
  // Ryuk, testcontainers' reaper, is an image from a registry; the run stops its own containers
  // instead, and removes any a crashed run left (by label) before starting.
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  const { GenericContainer, Wait } = await import('testcontainers');
  removeStaleContainers();
  const password = 'test-only';
  const [postgres, redis] = await Promise.all([
    new GenericContainer(TEST_CONTAINER_IMAGES.postgres)
      .withLabels({ [RUN_LABEL]: 'postgres' })
      .withEnvironment({ POSTGRES_PASSWORD: password, POSTGRES_DB: 'test' })
      .withCommand([
        'postgres',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'max_connections=300',
      ])
      .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
      .withExposedPorts(5432)
      // Ready twice: once for the init scripts, once for good.
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .withStartupTimeout(120_000)
      .start(),
    new GenericContainer(TEST_CONTAINER_IMAGES.redis)
      .withLabels({ [RUN_LABEL]: 'redis' })
      .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .withStartupTimeout(60_000)
      .start(),
  ]);
  const host = postgres.getHost() === 'localhost' ? '127.0.0.1' : postgres.getHost();
  return {
    kind: 'containers',
    databaseUrl: `postgres://postgres:${password}@${host}:${postgres.getMappedPort(5432)}/test`,
    redisUrl: `redis://${host}:${redis.getMappedPort(6379)}`,
    stop: async () => {
      await Promise.all([
        postgres.stop({ remove: true, removeVolumes: true }),
        redis.stop({ remove: true, removeVolumes: true }),
      ]);
    },
  };
}
