import { describe, expect, it } from '@jest/globals';
import { DatabaseServiceConfig } from './base-config.js';
import { ConfigError, loadConfig } from './load-config.js';

describe(loadConfig.name, () => {
  it('fills defaults and converts numbers from strings', () => {
    const config = loadConfig(DatabaseServiceConfig, 'svc', { DATABASE_POOL_SIZE: '4' });
    expect(config.DATABASE_POOL_SIZE).toBe(4);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.SUPPORT_EMAIL).toBe('support@untangle.local');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(DatabaseServiceConfig, 'svc', { LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });

  it('lists every invalid variable in one readable message', () => {
    const attempt = () =>
      loadConfig(DatabaseServiceConfig, 'billing', {
        DATABASE_URL: 'mysql://x',
        DATABASE_POOL_SIZE: 'many',
        SUPPORT_EMAIL: 'nobody',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^billing: invalid configuration/);
      expect(message).toContain('DATABASE_URL must be a postgres:// URL');
      expect(message).toContain('DATABASE_POOL_SIZE');
      expect(message).toContain('SUPPORT_EMAIL must be an e-mail address');
      expect(message).toContain('.env.example');
    }
  });
});
