import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestRedis, type TestRedis } from '@untangle/test-kit';
import { startTextProcessingForTests } from '../testing/index.js';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard.js';

const PASSWORD = 'operators-only-secret';

describe('the queue dashboard', () => {
  let redis: TestRedis;
  let service: Awaited<ReturnType<typeof startTextProcessingForTests>>;

  beforeAll(async () => {
    redis = await createTestRedis('dashboard');
    service = await startTextProcessingForTests({
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      role: 'api',
      env: { QUEUE_DASHBOARD_PASSWORD: PASSWORD },
    });
  });

  afterAll(async () => {
    await service?.stop();
    await redis?.cleanup();
  });

  const basic = (user: string, password: string) =>
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('asks for the operators’ password when one is configured', async () => {
    const anonymous = await fetch(`${service.url}${QUEUE_DASHBOARD_PATH}/api/queues`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await fetch(`${service.url}${QUEUE_DASHBOARD_PATH}/api/queues`, {
      headers: { authorization: basic('ops', `${PASSWORD}x`) },
    });
    expect(wrong.status).toBe(401);
  });

  it('shows every queue to an operator with the password', async () => {
    const response = await fetch(`${service.url}${QUEUE_DASHBOARD_PATH}/api/queues`, {
      headers: { authorization: basic('ops', PASSWORD) },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { queues: Array<{ name: string }> };
    expect(body.queues.map((queue) => queue.name).sort()).toEqual(['billing-maintenance', 'restructure']);
  });
});
