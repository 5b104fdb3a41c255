import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IS_PUBLIC } from '@untangle/nest-kit';
import { createTestRedis, type TestRedis } from '@untangle/test-kit';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';
import { DocsRoutesController } from './docs-routes.controller.js';
import { checkOpenApiDocument } from './openapi.check.js';
import { OPENAPI_CACHE_CONTROL, OPENAPI_JSON_PATH } from './docs.openapi.js';
import { buildOpenApiDocument, documentedOperations } from './openapi.document.js';
import type { OpenApiDocument } from './openapi.types.js';

/** nest-kit's probes on every service's own port: not part of the public API (nginx routes none). */
const PROBES = new Set(['/health', '/ready', '/metrics']);

/** `GET /api/sessions/{id}` and `GET /api/sessions/:userNumber` name the same route: compare shapes. */
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^{}]+\}/g, '{}').replace(/:[^/]+/g, '{}')}`;

/**
 * The routes Fastify itself holds, read from `printRoutes({ commonPrefix: false })`: one tree line
 * per path segment, `├── /segment (GET, HEAD)`, children indented by four characters. Parameters of
 * one node registered under different names print as `:a|:b`. HEAD (Fastify's automatic twin of
 * every GET) is left out.
 */
function fastifyRoutes(app: NestFastifyApplication): Array<{ method: string; path: string }> {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) {
      if (line.trim() !== '') throw new Error(`printRoutes line not understood: ${JSON.stringify(line)}`);
      continue;
    }
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]!}`;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(',').map((entry) => entry.trim())) {
      if (method !== '' && method !== '-' && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** The routes Nest registered, from the controllers the running app holds and their decorators. */
function nestRoutes(app: NestFastifyApplication): Array<{ method: string; path: string; isPublic: boolean }> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((part) => part.split('/'))
      .filter(Boolean)
      .join('/')}`;
  return discovery.getControllers().flatMap((wrapper) => {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!controller) return [];
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
    return scanner.getAllMethodNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) return [];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      return [path].flat().map((sub) => ({
        method,
        path: join(base, sub),
        isPublic: classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true,
      }));
    });
  });
}

describe(DocsRoutesController.name, () => {
  let redis: TestRedis;
  let gateway: StartedGatewayForTests;
  let app: NestFastifyApplication;
  const documented = () =>
    documentedOperations(buildOpenApiDocument()).map(({ method, path, operation }) => ({
      key: shape(method, path),
      isPublic: operation.security !== undefined && operation.security.length === 0,
    }));

  beforeAll(async () => {
    redis = await createTestRedis('gateway-openapi');
    // Only public routes are called: the issuer is never contacted.
    gateway = await startGatewayForTests({
      issuer: 'http://127.0.0.1:9/oidc',
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    app = gateway.service.app;
  });

  afterAll(async () => {
    await gateway?.stop();
    await redis?.cleanup();
  });

  it('documents exactly the routes the gateway registers (probes aside)', () => {
    const registered = fastifyRoutes(app)
      .filter((route) => !PROBES.has(route.path))
      .map((route) => shape(route.method, route.path));
    // The parse found the routes (a broken parse must not make both sides look alike by being empty).
    expect(registered).toEqual(expect.arrayContaining(['POST /api/process-text', 'DELETE /api/sessions/{}']));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(
      documented()
        .map((route) => route.key)
        .sort(),
    );
  });

  it('agrees with the routes Nest declares, and marks public exactly the @Public() ones', () => {
    const declared = nestRoutes(app).filter((route) => !PROBES.has(route.path));
    const fromNest = declared.map((route) => ({
      key: shape(route.method, route.path),
      isPublic: route.isPublic,
    }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(fromNest.sort(byKey)).toEqual(documented().sort(byKey));
    expect(fromNest.filter((route) => route.isPublic).length).toBeGreaterThan(0);
  });

  it('answers GET /api/openapi.json without a token, cacheable for a short time', async () => {
    const response = await fetch(`${gateway.url}${OPENAPI_JSON_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL);
    const served = (await response.json()) as OpenApiDocument;
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(checkOpenApiDocument(served)).toEqual([]);
  });

  it('answers GET /api/docs without a token with a page that runs no script', async () => {
    const response = await fetch(`${gateway.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-/);
    const html = await response.text();
    expect(html).toContain(`href="${OPENAPI_JSON_PATH}"`);
    expect(html).not.toMatch(/<script/i);
  });

  it('still refuses a documented bearer route without a token', async () => {
    const response = await fetch(`${gateway.url}/api/quota/status`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });
});
