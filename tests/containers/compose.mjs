// Drives one compose project of the product for the container suite: Debian's docker-compose 1.29
// or the v2 plugin, whichever is here, with a project name and port of its own.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

function composeCommand() {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return ['docker', ['compose']];
  } catch {
    return ['docker-compose', []];
  }
}

export function createProject({ root, name, env }) {
  const [command, prefix] = composeCommand();
  const compose = async (...args) => {
    const { stdout } = await run(
      command,
      [...prefix, '-p', name, '-f', `${root}docker-compose.yml`, ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout;
  };
  const docker = async (...args) => (await run('docker', args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  return {
    compose,
    docker,
    /** Container ids of one service, by the label compose puts on them. */
    containersOf: async (service) =>
      (
        await docker(
          'ps',
          '-q',
          '--filter',
          `label=com.docker.compose.project=${name}`,
          '--filter',
          `label=com.docker.compose.service=${service}`,
        )
      )
        .split('\n')
        .filter(Boolean),
    /** Everything compose made for the project that still exists: containers, volumes, networks. */
    leftovers: async () => {
      const label = `label=com.docker.compose.project=${name}`;
      const [containers, volumes, networks] = await Promise.all([
        docker('ps', '-aq', '--filter', label),
        docker('volume', 'ls', '-q', '--filter', label),
        docker('network', 'ls', '-q', '--filter', label),
      ]);
      return [containers, volumes, networks].flatMap((text) => text.split('\n').filter(Boolean));
    },
  };
}
