import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { getFreePort, waitFor } from '@untangle/test-kit';
// @ts-expect-error: a plain ESM script of the local stack, shared with this test.
import { realIpDirectives, writeNginxConfig } from '../../scripts/stack/nginx-config.mjs';

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  socket: number;
}

/** A stand-in upstream that records what nginx forwarded and can misbehave on request. */
function startUpstream(seen: Seen[]): { server: Server; listen(port: number): Promise<void> } {
  const sockets = new WeakMap<object, number>();
  let nextSocket = 0;
  const server = createServer((request, response) => {
    if (!sockets.has(request.socket)) sockets.set(request.socket, nextSocket++);
    seen.push({ url: request.url ?? '', headers: request.headers, socket: sockets.get(request.socket)! });
    if (request.url === '/api/slow') return void setTimeout(() => response.end('late'), 3000);
    if (request.url === '/api/own-503') {
      response.writeHead(503, { 'content-type': 'application/json' });
      return void response.end('{"code":"PROCESSING_TIMEOUT","from":"gateway"}');
    }
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-trace-id': 'from-upstream' });
      response.end(JSON.stringify({ url: request.url }));
    });
  });
  server.keepAliveTimeout = 60_000;
  return { server, listen: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)) };
}

/** The bytes on the wire, before any decompression (fetch always decompresses). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

describe('nginx/untangle.conf.template', () => {
  const seen: Seen[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'untangle-nginx-'));
  let nginx: ChildProcess;
  let base: string;
  let gatewayPort: number;
  const gateway = startUpstream(seen);
  const identity = startUpstream(seen);

  beforeAll(async () => {
    const [port, gatewayFree, identityPort] = await Promise.all([
      getFreePort(),
      getFreePort(),
      getFreePort(),
    ]);
    gatewayPort = gatewayFree;
    base = `http://127.0.0.1:${port}`;
    const frontend = join(dir, 'frontend');
    mkdirSync(join(frontend, 'assets'), { recursive: true });
    writeFileSync(join(frontend, 'index.html'), '<!doctype html><title>Untangle</title>');
    writeFileSync(
      join(frontend, 'assets', 'app-3f9a1c.js'),
      `console.log(${JSON.stringify('x'.repeat(20_000))});`,
    );
    chmodSync(dir, 0o755);
    const file = writeNginxConfig(
      {
        NGINX_PORT: String(port),
        GATEWAY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
        IDENTITY_UPSTREAM: `127.0.0.1:${identityPort}`,
        FRONTEND_ROOT: frontend,
        NGINX_ACCESS_LOG: join(dir, 'access.log'),
        NGINX_READ_TIMEOUT: '1s',
        NGINX_REAL_IP: '',
      },
      { dir: join(dir, 'run'), errorLog: join(dir, 'error.log') },
    );
    await Promise.all([gateway.listen(gatewayPort), identity.listen(identityPort)]);
    nginx = spawn('nginx', ['-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitFor(async () => (await fetch(`${base}/nginx-health`)).ok, { what: 'nginx' });
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    gateway.server.closeAllConnections();
    identity.server.closeAllConnections();
    await Promise.all([gateway.server, identity.server].map((s) => new Promise((r) => s.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('proxies /api to the gateway with the prefix kept and one trace id end to end', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/quota/status?x=1`, { headers: { 'x-trace-id': 'req-42' } });
    expect(await response.json()).toEqual({ url: '/api/quota/status?x=1' });
    expect(seen[0]!.headers['x-trace-id']).toBe('req-42');
    // The upstream's own copy is hidden; nginx sends exactly one.
    expect(response.headers.get('x-trace-id')).toBe('req-42');
  });

  it('keeps a trace id sent under the legacy X-Request-Id header, and X-Trace-Id over it', async () => {
    seen.length = 0;
    const legacy = await fetch(`${base}/api/me`, { headers: { 'x-request-id': 'legacy-42' } });
    expect(seen[0]!.headers['x-trace-id']).toBe('legacy-42');
    expect(legacy.headers.get('x-trace-id')).toBe('legacy-42');
    const both = await fetch(`${base}/api/me`, {
      headers: { 'x-trace-id': 'trace-43', 'x-request-id': 'legacy-43' },
    });
    expect(both.headers.get('x-trace-id')).toBe('trace-43');
    expect(seen[1]!.headers['x-trace-id']).toBe('trace-43');
  });

  it('forwards the address of its own peer, never an X-Forwarded-For the client sent', async () => {
    seen.length = 0;
    await fetch(`${base}/api/me`, { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' } });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('makes a trace id when the client sends none', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/me`);
    const id = response.headers.get('x-trace-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]!.headers['x-trace-id']).toBe(id);
  });

  it('proxies /oidc to the identity service', async () => {
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(await response.json()).toEqual({ url: '/oidc/.well-known/openid-configuration' });
  });

  it('keeps upstream connections alive instead of opening one per request', async () => {
    seen.length = 0;
    for (let i = 0; i < 20; i += 1) await (await fetch(`${base}/api/health`)).text();
    expect(new Set(seen.map((entry) => entry.socket)).size).toBeLessThan(5);
  });

  it('sends the security headers on pages and API answers, HSTS only behind TLS', async () => {
    for (const path of ['/', '/api/me']) {
      const headers = (await fetch(`${base}${path}`)).headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    const behindTls = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('caches hashed assets for long, never index.html, and compresses text', async () => {
    const asset = await fetch(`${base}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toMatch(/max-age=\d{8,}/);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const raw = await rawBody(`${base}/assets/app-3f9a1c.js`, { 'accept-encoding': 'gzip' });
    expect(raw.length).toBeLessThan(2_000);
    expect(gunzipSync(raw).toString()).toContain('console.log');
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers every app path with index.html (SPA fallback) and a missing asset with 404', async () => {
    const page = await fetch(`${base}/dashboard?payment=success`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Untangle</title>');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('does not route service health, readiness or metrics', async () => {
    seen.length = 0;
    for (const path of ['/metrics', '/ready', '/health']) {
      expect(await (await fetch(`${base}${path}`)).text()).toContain('<title>Untangle</title>');
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses an oversized API body with a JSON 413 before it reaches the gateway', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(seen).toHaveLength(0);
  });

  it('passes the gateway’s own error answers through untouched', async () => {
    const response = await fetch(`${base}/api/own-503`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'PROCESSING_TIMEOUT', from: 'gateway' });
  });

  it('answers JSON 504 when the gateway is too slow and JSON 502 when it is gone', async () => {
    const slow = await fetch(`${base}/api/slow`);
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ statusCode: 504, code: 'UPSTREAM_TIMEOUT' });

    gateway.server.closeAllConnections();
    await new Promise((resolve) => gateway.server.close(resolve));
    const gone = await fetch(`${base}/api/me`);
    expect(gone.status).toBe(502);
    expect(gone.headers.get('content-type')).toContain('application/json');
    expect(await gone.json()).toMatchObject({ statusCode: 502, code: 'SERVICE_UNAVAILABLE' });
    await gateway.listen(gatewayPort);
  });
});

describe('nginx behind a configured load balancer (NGINX_REAL_IP_FROM)', () => {
  const seen: Seen[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'untangle-nginx-lb-'));
  const gateway = startUpstream(seen);
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const [port, gatewayPort] = await Promise.all([getFreePort(), getFreePort()]);
    base = `http://127.0.0.1:${port}`;
    mkdirSync(join(dir, 'frontend'), { recursive: true });
    chmodSync(dir, 0o755);
    const file = writeNginxConfig(
      {
        NGINX_PORT: String(port),
        GATEWAY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
        IDENTITY_UPSTREAM: `127.0.0.1:${gatewayPort}`,
        FRONTEND_ROOT: join(dir, 'frontend'),
        NGINX_ACCESS_LOG: join(dir, 'access.log'),
        NGINX_READ_TIMEOUT: '1s',
        // This test is the load balancer: it connects from 127.0.0.1.
        NGINX_REAL_IP: realIpDirectives('127.0.0.1/32, ::1'),
      },
      { dir: join(dir, 'run'), errorLog: join(dir, 'error.log') },
    );
    await gateway.listen(gatewayPort);
    nginx = spawn('nginx', ['-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitFor(async () => (await fetch(`${base}/nginx-health`)).ok, { what: 'nginx' });
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    gateway.server.closeAllConnections();
    await new Promise((resolve) => gateway.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the client from the balancer’s X-Forwarded-For: the last address it does not trust', async () => {
    seen.length = 0;
    await fetch(`${base}/api/me`, { headers: { 'x-forwarded-for': '198.51.100.4, 203.0.113.9' } });
    await fetch(`${base}/api/me`);
    expect(seen.map((entry) => entry.headers['x-forwarded-for'])).toEqual(['203.0.113.9', '127.0.0.1']);
  });

  it('renders only addresses and CIDRs, so the list cannot smuggle directives into the config', () => {
    expect(realIpDirectives('')).toBe('');
    expect(realIpDirectives('10.0.0.0/8,fd00::/8')).toBe(
      'set_real_ip_from 10.0.0.0/8; set_real_ip_from fd00::/8; real_ip_header X-Forwarded-For; real_ip_recursive on;',
    );
    expect(() => realIpDirectives('10.0.0.1; include /etc/passwd')).toThrow(/NGINX_REAL_IP_FROM/);
  });
});
