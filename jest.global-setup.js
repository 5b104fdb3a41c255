// Integration suites spawn real processes that run compiled code (replicas, services), so build
// every package once before they start. tsc -b is incremental: a no-op when nothing changed.
import { spawnSync } from 'node:child_process';

export default function buildBeforeIntegrationTests() {
  if (process.env.SKIP_TEST_BUILD === '1') return;
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
