import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@untangle/test-kit';
import {
  STACK_SERVICES as SERVICES,
  startStack,
  type ServiceName,
  type Stack,
  type StackMember,
} from '../support/stack.js';

/** What an operator relies on: one trace id in every log, health, readiness, metrics, the queue dashboard. */
describe('observability of the whole stack', () => {
  let stack: Stack;
  let member: StackMember;

  beforeAll(async () => {
    stack = await startStack({ label: 'observability', env: { LOG_LEVEL: 'info' } });
    member = await stack.signUp();
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const local = (name: ServiceName, path: string) =>
    fetch(`http://127.0.0.1:${stack.process(name).port}${path}`);

  it('follows one trace id from nginx through the gateway, billing, the text-processing api and its worker', async () => {
    const traceId = `trace-${randomUUID()}`;
    const response = await stack.request(
      member,
      'POST',
      '/api/process-text',
      { inputText: 'Step 2: Stir. Step 1: Heat the pan. Step 3: Serve it hot.', logicType: 'process' },
      { 'x-trace-id': traceId },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-trace-id')).toBe(traceId);
    const logsWithId = () =>
      ['nginx.log', 'gateway.log', 'billing.log', 'text-processing.log', 'text-processing-worker.log'].filter(
        (file) => readFileSync(join(stack.logDir, file), 'utf8').includes(traceId),
      );
    await waitFor(() => logsWithId().length === 5, {
      timeoutMs: 5000,
      what: 'the trace id in every log',
    }).catch(() => undefined);
    expect(logsWithId()).toEqual([
      'nginx.log',
      'gateway.log',
      'billing.log',
      'text-processing.log',
      'text-processing-worker.log',
    ]);
    // The services log JSON, one object per line.
    const line = readFileSync(join(stack.logDir, 'billing.log'), 'utf8')
      .split('\n')
      .find((l) => l.includes(traceId))!;
    expect(JSON.parse(line)).toMatchObject({
      service: 'billing',
      traceId,
      msg: 'rpc',
      pattern: 'quota.reserve',
    });
  });

  it.each(SERVICES)('%s answers /health, /ready (with its dependencies) and /metrics', async (name) => {
    expect((await local(name, '/health')).status).toBe(200);
    const ready = (await (await local(name, '/ready')).json()) as {
      status: string;
      checks: Record<string, unknown>;
    };
    expect(ready.status).toBe('ok');
    expect(Object.keys(ready.checks)).toContain('redis');
    if (name === 'identity' || name === 'billing' || name === 'sessions')
      expect(Object.keys(ready.checks)).toContain('database');
    else expect(Object.keys(ready.checks)).not.toContain('database');
    if (name.startsWith('text-processing')) expect(Object.keys(ready.checks)).toContain('queue');
    const metrics = await (await local(name, '/metrics')).text();
    expect(metrics).toContain('process_resident_memory_bytes');
  });

  it('exports request latency, queue depth, job times and provider errors', async () => {
    const gateway = await (await local('gateway', '/metrics')).text();
    expect(gateway).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/process-text"/);
    const api = await (await local('text-processing', '/metrics')).text();
    expect(api).toContain('restructure_queue_waiting_jobs');
    const worker = await (await local('text-processing-worker', '/metrics')).text();
    expect(worker).toContain('restructure_job_processing_seconds');
    expect(worker).toContain('restructure_provider_errors_total');
  });

  it('serves the queue dashboard to operators on the service port, not through nginx', async () => {
    const page = await local('text-processing', '/admin/queues');
    expect(page.status).toBe(200);
    const queues = (await (await local('text-processing', '/admin/queues/api/queues')).json()) as {
      queues: Array<{ name: string }>;
    };
    expect(queues.queues.map((queue) => queue.name).sort()).toEqual(['billing-maintenance', 'restructure']);
    const throughNginx = await fetch(`${stack.baseUrl}/admin/queues/api/queues`);
    expect(await throughNginx.text()).toContain('<!doctype html>');
  });
});
