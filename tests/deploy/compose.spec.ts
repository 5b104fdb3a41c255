import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  CONFIG_BY_SERVICE,
  configVariables,
  ENTRYPOINT_VARIABLES,
  withoutFileSuffix,
} from './service-config-variables.js';

interface ComposeService {
  build?: { context: string; target?: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  ports?: Array<string | { target: number; published: number }>;
  container_name?: string;
  command?: string[] | string;
  entrypoint?: string[] | string;
  restart?: string;
  volumes?: string[];
}

const ROOT = new URL('../../', import.meta.url).pathname;
// docker-compose resolves anchors, merges and ${VARIABLES} exactly as it will at run time.
const resolved = execFileSync('docker-compose', ['-f', `${ROOT}docker-compose.yml`, 'config'], {
  encoding: 'utf8',
  env: { ...process.env, PUBLIC_URL: 'https://untangle.example.com' },
});
const compose = parse(resolved) as { services: Record<string, ComposeService> };
const services = compose.services;
const dockerfileTargets = [
  ...readFileSync(`${ROOT}Dockerfile`, 'utf8').matchAll(/^FROM \S+ AS (\S+)$/gm),
].map((match) => match[1]);

describe('docker-compose.yml', () => {
  it('names every part of the product', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'billing',
        'gateway',
        'identity',
        'identity-keys',
        'nginx',
        'postgres',
        'redis',
        'sessions',
        'text-processing',
        'text-processing-worker',
      ].sort(),
    );
  });

  it('builds every service from a Dockerfile target that exists, for a workspace that exists', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(dockerfileTargets).toContain(service.build.target);
      const workspace = service.build.args?.SERVICE;
      expect(service.image).toBe(`untangle/${workspace ?? name}:latest`);
      if (workspace) expect(() => readFileSync(`${ROOT}services/${workspace}/package.json`)).not.toThrow();
      else expect(name).toBe('nginx');
    }
  });

  it('sets only variables that the service actually reads', () => {
    for (const [name, config] of Object.entries(CONFIG_BY_SERVICE)) {
      const known = new Set([...configVariables(config), ...ENTRYPOINT_VARIABLES]);
      const unknown = Object.keys(services[name]?.environment ?? {}).filter(
        (variable) => !known.has(withoutFileSuffix(variable)),
      );
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('gives every service a health check and starts dependants only on healthy dependencies', () => {
    const isInitStep = (service: ComposeService) => service.restart === 'no';
    for (const [name, service] of Object.entries(services)) {
      if (isInitStep(service)) continue;
      expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, healthcheck: true });
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency]).toBeDefined();
        expect(condition).toBe(
          isInitStep(services[dependency]!) ? 'service_completed_successfully' : 'service_healthy',
        );
      }
    }
  });

  it('hands identity keys that an init step generates once into a volume, never generated in production', () => {
    const keys = services['identity-keys']!;
    expect(keys.entrypoint).toEqual([
      'node',
      'services/identity/dist/generate-keys.js',
      '/var/lib/untangle/keys',
    ]);
    expect(keys.volumes?.[0]).toMatch(/^identity-keys:\/var\/lib\/untangle\/keys/);
    const identity = services.identity!;
    expect(identity.environment!.NODE_ENV).toBe('production');
    expect(identity.environment!.OIDC_JWKS_FILE).toBe('/var/lib/untangle/keys/oidc-jwks.json');
    expect(identity.environment!.OIDC_COOKIE_KEYS_FILE).toBe('/var/lib/untangle/keys/oidc-cookie-keys');
    expect(identity.depends_on!['identity-keys']!.condition).toBe('service_completed_successfully');
    expect(Object.keys(identity.environment!)).not.toContain('OIDC_ALLOW_GENERATED_KEYS');
  });

  it('probes the Node services on /ready at the port they listen on', () => {
    for (const name of Object.keys(CONFIG_BY_SERVICE)) {
      const test = JSON.stringify(services[name]!.healthcheck!.test);
      expect(test).toContain('/ready');
      expect(test).toContain('process.env.PORT');
      expect(services[name]!.environment!.PORT).toMatch(/^\d+$/);
    }
  });

  it('publishes only nginx, on the port its config listens on, so services scale with --scale', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.container_name).toBeUndefined();
      if (name !== 'nginx') expect({ name, ports: service.ports ?? [] }).toEqual({ name, ports: [] });
    }
    const nginxPort = services.nginx!.ports![0]!;
    const target = typeof nginxPort === 'string' ? Number(nginxPort.split(':').at(-1)) : nginxPort.target;
    const template = readFileSync(`${ROOT}nginx/untangle.conf.template`, 'utf8');
    expect(template).toContain('listen ${NGINX_PORT};');
    expect(readFileSync(`${ROOT}Dockerfile`, 'utf8')).toContain(`NGINX_PORT=${target}`);
  });

  it('runs Redis with AOF persistence and without evicting queue or transport keys', () => {
    const command = (services.redis!.command as string[]).join(' ');
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });

  it('connects each schema-owning service with its own role, which the Postgres init step creates', () => {
    const init = readFileSync(`${ROOT}deploy/compose/postgres/10-service-roles.sh`, 'utf8');
    for (const name of ['identity', 'billing', 'sessions']) {
      const url = new URL(services[name]!.environment!.DATABASE_URL!);
      expect(init).toContain(`create_role ${url.username} ${url.username} `);
      expect(url.hostname).toBe('postgres');
    }
  });

  it('passes the public URL and the published port to every service (the entrypoint derives the rest)', () => {
    for (const name of Object.keys(CONFIG_BY_SERVICE)) {
      expect(services[name]!.environment!.PUBLIC_URL).toBe('https://untangle.example.com');
      expect(services[name]!.environment!.NGINX_PORT).toBe('8080');
    }
  });

  it('names Debian-based official base images, which ./untangle images can stand in for offline', () => {
    expect(services.postgres!.image).toMatch(/^postgres:\d+-bookworm$/);
    expect(services.redis!.image).toMatch(/^redis:\d+-bookworm$/);
    const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^ARG NGINX_IMAGE=nginxinc\/nginx-unprivileged:[\d.]+-bookworm$/m);
    // A `# syntax=` line makes BuildKit pull its frontend from a registry.
    expect(dockerfile).not.toMatch(/^# syntax=/m);
  });

  it('parses with docker-compose 1.29 (no v2-only keys)', () => {
    expect(() =>
      execFileSync('docker-compose', ['-f', `${ROOT}docker-compose.yml`, 'config', '-q']),
    ).not.toThrow();
  });
});
