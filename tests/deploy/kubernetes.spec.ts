import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as coreV1 from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { CONFIG_BY_SERVICE, configVariables, ENTRYPOINT_VARIABLES } from './service-config-variables.js';

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

const ROOT = new URL('../../', import.meta.url).pathname;
const MODELS: Record<string, Record<string, unknown>> = {
  'apps/v1': appsV1,
  'autoscaling/v2': autoscalingV2,
  'networking.k8s.io/v1': networkingV1,
  v1: coreV1,
};

function build(path: string): Manifest[] {
  const yaml = execFileSync('kubectl', ['kustomize', `${ROOT}${path}`], { encoding: 'utf8' });
  return parseAllDocuments(yaml).map((document) => document.toJSON() as Manifest);
}

/** Validates one object against the Kubernetes JSON schema of its kind; throws with the problems. */
function validate(manifest: Manifest): void {
  const Model = MODELS[manifest.apiVersion]?.[manifest.kind] as
    (new (data: unknown) => { validate(): void }) | undefined;
  if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

const overlays = { base: build('deploy/k8s/base'), production: build('deploy/k8s/overlays/production') };

describe.each(Object.entries(overlays))('kustomize %s', (_, manifests) => {
  const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const deployments = byKind('Deployment');

  it('builds objects that all validate against the Kubernetes schemas', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const manifest of manifests) expect(() => validate(manifest)).not.toThrow();
  });

  it('deploys every service with readiness and liveness probes, requests and limits', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      [
        'billing',
        'frontend',
        'gateway',
        'identity',
        'sessions',
        'text-processing',
        'text-processing-worker',
      ].sort(),
    );
    for (const deployment of deployments) {
      for (const container of deployment.spec.template.spec.containers) {
        expect(container.readinessProbe).toBeDefined();
        expect(container.livenessProbe).toBeDefined();
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
        );
        expect(container.resources.limits).toEqual(
          expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }),
        );
      }
    }
  });

  it('gives each service a Service whose port is its container port', () => {
    for (const deployment of deployments) {
      const service = byKind('Service').find((s) => s.metadata.name === deployment.metadata.name);
      const containerPort = deployment.spec.template.spec.containers[0].ports[0].containerPort;
      expect(service?.spec.ports[0].port).toBe(containerPort);
    }
  });

  it('sets only variables that each service reads', () => {
    const config = byKind('ConfigMap').find((map) => map.metadata.name === 'untangle-config')!;
    for (const deployment of deployments) {
      const configClass = CONFIG_BY_SERVICE[deployment.metadata.name];
      if (!configClass) continue;
      const known = new Set([
        ...configVariables(configClass),
        ...ENTRYPOINT_VARIABLES,
        'PUBLIC_URL',
        'OIDC_ISSUER',
      ]);
      const container = deployment.spec.template.spec.containers[0];
      const names = container.env.map((variable: { name: string }) => variable.name);
      expect({
        service: deployment.metadata.name,
        unknown: names.filter((n: string) => !known.has(n)),
      }).toEqual({
        service: deployment.metadata.name,
        unknown: [],
      });
    }
    // Shared configuration: every key is read by at least one service.
    const everyKnown = new Set(Object.values(CONFIG_BY_SERVICE).flatMap((c) => [...configVariables(c)]));
    expect(Object.keys(config.data!).filter((key) => !everyKnown.has(key))).toEqual([]);
  });

  it('autoscales the text-processing workers', () => {
    const [autoscaler] = byKind('HorizontalPodAutoscaler');
    expect(autoscaler?.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'text-processing-worker',
    });
    expect(autoscaler?.spec.maxReplicas).toBeGreaterThan(autoscaler?.spec.minReplicas);
  });

  it('routes like nginx: /api to the gateway, /oidc to identity, the rest to the frontend', () => {
    const [ingress] = byKind('Ingress');
    const routes = Object.fromEntries(
      ingress!.spec.rules[0].http.paths.map((p: { path: string; backend: { service: { name: string } } }) => [
        p.path,
        p.backend.service.name,
      ]),
    );
    expect(routes).toEqual({ '/api': 'gateway', '/oidc': 'identity', '/': 'frontend' });
  });
});

describe('production overlay', () => {
  const manifests = overlays.production;

  it('puts everything in its namespace, with pinned images from the registry', () => {
    for (const manifest of manifests.filter((m) => m.kind !== 'Namespace'))
      expect(manifest.metadata.namespace).toBe('untangle');
    for (const deployment of manifests.filter((m) => m.kind === 'Deployment')) {
      for (const container of deployment.spec.template.spec.containers)
        expect(container.image).toMatch(/^registry\.example\.com\/untangle\/[a-z-]+:\d+\.\d+\.\d+$/);
    }
  });

  it('serves the public host over TLS and names it as the issuer', () => {
    const ingress = manifests.find((m) => m.kind === 'Ingress')!;
    expect(ingress.spec.tls[0].hosts).toEqual(['untangle.example.com']);
    const config = manifests.find((m) => m.kind === 'ConfigMap')!;
    expect(config.data!.OIDC_ISSUER).toBe('https://untangle.example.com/oidc');
  });
});

describe('schema validation', () => {
  it('rejects an object that breaks its schema, so the checks above can fail', () => {
    const broken = structuredClone(overlays.base.find((m) => m.kind === 'Deployment')!);
    broken.spec.replicas = 'three';
    expect(() => validate(broken)).toThrow();
  });
});
