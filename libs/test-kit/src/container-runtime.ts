import { existsSync } from 'node:fs';

let available: Promise<boolean> | undefined;

/**
 * Whether a Docker engine answers. Checked once per process; cheap when there is no socket at all,
 * so machines without Docker never load testcontainers.
 */
export function containerRuntimeAvailable(): Promise<boolean> {
  available ??= (async () => {
    if (process.env.TEST_USE_CONTAINERS === 'false') return false;
    if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return false;
    try {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await getContainerRuntimeClient();
      return true;
    } catch {
      return false;
    }
  })();
  return available;
}
