// Integration suites spawn real processes that run compiled code (replicas, services), so build
// every package once before they start. tsc -b is incremental: a no-op when nothing changed.
// Then the run's Postgres and Redis: containers when the test command found a Docker engine
// (UNTANGLE_TEST_CONTAINERS=1), else the local servers; suites inherit TEST_DATABASE_URL and
// TEST_REDIS_URL and make their own databases and key prefixes there.
import { spawnSync } from 'node:child_process';

export default async function beforeIntegrationTests() {
  if (process.env.SKIP_TEST_BUILD !== '1') {
    const result = spawnSync(
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json'],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) {
      console.warn(
        '\n[jest global setup] tsc -b reported errors; suites that need a failed package will fail.\n',
      );
    }
  }
  const { startTestServers } = await import('./libs/test-kit/dist/test-servers.js');
  const servers = await startTestServers({ containers: process.env.UNTANGLE_TEST_CONTAINERS === '1' });
  globalThis.untangleTestServers = servers;
  process.env.TEST_DATABASE_URL = servers.databaseUrl;
  process.env.TEST_REDIS_URL = servers.redisUrl;
  if (servers.kind === 'containers') {
    console.log(
      `\n[jest global setup] Postgres and Redis in containers: ${servers.databaseUrl}, ${servers.redisUrl}`,
    );
  }
}
