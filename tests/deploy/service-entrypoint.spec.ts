import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ENTRYPOINT = new URL('../../deploy/docker/entrypoint/', import.meta.url).pathname;
const SHOWN = [
  'PUBLIC_URL',
  'OIDC_ISSUER',
  'OIDC_REDIRECT_URIS',
  'OIDC_POST_LOGOUT_REDIRECT_URIS',
  'OIDC_JWKS',
];

/** Sources the entrypoint's snippets under `sh -eu`, as the image does, and reports the result. */
function entrypointWith(env: Record<string, string>): {
  status: number;
  values: Record<string, string>;
  stderr: string;
} {
  const script = [
    'set -eu',
    `. ${ENTRYPOINT}env-files.sh`,
    `. ${ENTRYPOINT}public-url.sh`,
    ...SHOWN.map((name) => `printf '%s=%s\\n' ${name} "\${${name}:-}"`),
  ].join('\n');
  const result = spawnSync('sh', ['-c', script], {
    env: { PATH: process.env.PATH!, ...env },
    encoding: 'utf8',
  });
  const values = Object.fromEntries(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status: result.status ?? -1, values, stderr: result.stderr };
}

describe('service container entrypoint', () => {
  it('serves a try-out at the published port: the public URL and OpenID addresses follow NGINX_PORT', () => {
    expect(entrypointWith({ PUBLIC_URL: '', NGINX_PORT: '9090' }).values).toMatchObject({
      PUBLIC_URL: 'http://localhost:9090',
      OIDC_ISSUER: 'http://localhost:9090/oidc',
      OIDC_REDIRECT_URIS: 'http://localhost:9090/auth/callback',
      OIDC_POST_LOGOUT_REDIRECT_URIS: 'http://localhost:9090/',
    });
  });

  it('follows an operator-set PUBLIC_URL, and never overrides addresses set explicitly', () => {
    const { values } = entrypointWith({
      PUBLIC_URL: 'https://untangle.example.com/',
      NGINX_PORT: '8080',
      OIDC_REDIRECT_URIS: 'https://app.example.com/auth/callback',
    });
    expect(values).toMatchObject({
      PUBLIC_URL: 'https://untangle.example.com',
      OIDC_ISSUER: 'https://untangle.example.com/oidc',
      OIDC_REDIRECT_URIS: 'https://app.example.com/auth/callback',
    });
  });

  it('reads a setting from the file its _FILE variable names, byte for byte', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'untangle-entrypoint-')), 'jwks');
    const content = '{"keys":[{"kty":"OKP","x":"a $b `c` \\\\d"}]}';
    writeFileSync(file, content);
    const result = entrypointWith({ OIDC_JWKS_FILE: file });
    expect(result.status).toBe(0);
    expect(result.values.OIDC_JWKS).toBe(content);
  });

  it('refuses to start when a setting and its _FILE are both set, or the file cannot be read', () => {
    const both = entrypointWith({ OIDC_JWKS: '{}', OIDC_JWKS_FILE: '/etc/hostname' });
    expect(both.status).not.toBe(0);
    expect(both.stderr).toContain('OIDC_JWKS and OIDC_JWKS_FILE are both set');
    const missing = entrypointWith({ OIDC_JWKS_FILE: '/nonexistent/jwks' });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('OIDC_JWKS_FILE: cannot read /nonexistent/jwks');
  });
});
