import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@untangle/nest-kit';
import { BillingConfig } from './config.js';

describe(BillingConfig.name, () => {
  it('defaults to the local test-mode provider and the local stack address', () => {
    const config = loadConfig(BillingConfig, 'billing', {});
    expect(config.PAYMENT_PROVIDER).toBe('local');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.BILLING_MAINTENANCE_EVERY_MS).toBe(60_000);
  });

  it('refuses to start with Stripe selected and its keys missing, naming each one', () => {
    let error: unknown;
    try {
      loadConfig(BillingConfig, 'billing', { PAYMENT_PROVIDER: 'stripe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET');
    expect(message).toContain('STRIPE_PRICE_ID');
    expect(message).toContain('PAYMENT_PROVIDER=stripe');
  });

  it('accepts Stripe with its keys, the API address override and a PUBLIC_URL without trailing slash', () => {
    const config = loadConfig(BillingConfig, 'billing', {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_ID: 'price_pro',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      PUBLIC_URL: 'https://untangle.example/',
    });
    expect(config.STRIPE_API_PORT).toBe(12111);
    expect(config.PUBLIC_URL).toBe('https://untangle.example');
  });

  it('refuses the test-mode checkout in production unless test payments are asked for, naming PAYMENT_PROVIDER', () => {
    let error: unknown;
    try {
      loadConfig(BillingConfig, 'billing', { NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(
      'PAYMENT_PROVIDER=local is refused when NODE_ENV=production',
    );
    expect((error as ConfigError).message).toContain('ALLOW_TEST_PAYMENTS=true');

    const tryOut = loadConfig(BillingConfig, 'billing', {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    expect(tryOut).toMatchObject({ PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: true });
    expect(() =>
      loadConfig(BillingConfig, 'billing', { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'yes' }),
    ).toThrow(ConfigError);
  });

  it('keeps test payments available outside production, where nobody pays anyway', () => {
    expect(loadConfig(BillingConfig, 'billing', { NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('local');
    expect(loadConfig(BillingConfig, 'billing', { NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('local');
  });

  it('refuses an unknown provider', () => {
    expect(() => loadConfig(BillingConfig, 'billing', { PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });
});
