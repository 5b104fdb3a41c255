import { renderNginxConfig } from './nginx-config.mjs';

/** nginx in front of the stack, with the same config template as the containers. */
export async function startNginx(env, launch) {
  const { file, port } = renderNginxConfig(env);
  const entry = launch('nginx', 'nginx', ['-c', file, '-g', 'daemon off;'], {});
  Object.assign(entry, {
    port,
    health: `http://127.0.0.1:${port}/nginx-health`,
    url: `http://localhost:${port}`,
  });
  await waitForNginx(entry.health);
  return entry;
}

async function waitForNginx(url) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(500) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url} (see .run/logs/nginx-error.log)`);
}
