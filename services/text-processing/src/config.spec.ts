import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@untangle/nest-kit';
import { queueDashboardEnabled, runsApi, runsWorker, TextProcessingConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig(TextProcessingConfig, 'text-processing', env);

describe(TextProcessingConfig.name, () => {
  it('runs both parts with the local engine by default', () => {
    const config = load({});
    expect(config).toMatchObject({
      TEXT_PROCESSING_ROLE: 'all',
      AI_PROVIDER: 'local',
      TEXT_PROCESSING_CONCURRENCY: 4,
    });
    expect([runsApi(config), runsWorker(config)]).toEqual([true, true]);
  });

  it('splits the api and the worker roles', () => {
    const api = load({ TEXT_PROCESSING_ROLE: 'api' });
    const worker = load({ TEXT_PROCESSING_ROLE: 'worker' });
    expect([runsApi(api), runsWorker(api)]).toEqual([true, false]);
    expect([runsApi(worker), runsWorker(worker)]).toEqual([false, true]);
  });

  it('refuses an unknown role with a readable message', () => {
    expect(() => load({ TEXT_PROCESSING_ROLE: 'both' })).toThrow(
      /TEXT_PROCESSING_ROLE must be one of: api, worker, all/,
    );
  });

  it('needs OPENAI_API_KEY for workers of the openai engine, and says so', () => {
    const attempt = () => load({ AI_PROVIDER: 'openai' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/OPENAI_API_KEY is required when AI_PROVIDER=openai/);
    // An api-only process never calls the model: no key needed there.
    expect(load({ AI_PROVIDER: 'openai', TEXT_PROCESSING_ROLE: 'api' }).AI_PROVIDER).toBe('openai');
    expect(load({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' }).OPENAI_MODEL_PREMIUM).toBe('gpt-4o');
  });

  it('keeps the queue dashboard off in production unless it has a password', () => {
    expect(queueDashboardEnabled(load({ NODE_ENV: 'production' }))).toBe(false);
    expect(
      queueDashboardEnabled(
        load({ NODE_ENV: 'production', QUEUE_DASHBOARD_PASSWORD: 'a-long-operator-secret' }),
      ),
    ).toBe(true);
    expect(() => load({ NODE_ENV: 'production', QUEUE_DASHBOARD: 'on' })).toThrow(
      /QUEUE_DASHBOARD_PASSWORD is required for QUEUE_DASHBOARD=on when NODE_ENV=production/,
    );
    expect(() => load({ QUEUE_DASHBOARD_PASSWORD: 'short' })).toThrow(/at least 12 characters/);
  });

  it('mounts the dashboard for development unless it is switched off', () => {
    expect(queueDashboardEnabled(load({ NODE_ENV: 'development' }))).toBe(true);
    expect(queueDashboardEnabled(load({ NODE_ENV: 'development', QUEUE_DASHBOARD: 'off' }))).toBe(false);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => load({ OPENAI_BASE_URL: 'localhost:11434' })).toThrow(
      /OPENAI_BASE_URL must be an http\(s\) URL/,
    );
  });
});
