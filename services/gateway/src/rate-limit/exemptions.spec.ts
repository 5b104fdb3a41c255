import { describe, expect, it } from '@jest/globals';
import { isRateLimited } from './exemptions.js';

describe(isRateLimited.name, () => {
  it('counts every API route', () => {
    expect(isRateLimited('GET', '/api/me', '/api/me')).toBe(true);
    expect(isRateLimited('POST', '/api/process-text', '/api/process-text')).toBe(true);
    expect(isRateLimited('GET', '/api/sessions/:userNumber', '/api/sessions/7')).toBe(true);
    expect(isRateLimited('POST', '/api/subscription/create', '/api/subscription/create')).toBe(true);
  });

  it('counts unmatched paths under /api, query strings aside', () => {
    expect(isRateLimited('GET', undefined, '/api/nope?x=1')).toBe(true);
    expect(isRateLimited('GET', undefined, '/api')).toBe(true);
    expect(isRateLimited('POST', undefined, '/api/billing/webhook/')).toBe(true);
  });

  it('leaves the probes and everything outside /api alone', () => {
    for (const path of ['/health', '/ready', '/metrics', '/apiary', '/']) {
      expect(isRateLimited('GET', path, path)).toBe(false);
      expect(isRateLimited('GET', undefined, path)).toBe(false);
    }
  });

  it('exempts the payment webhook, the public health check and the local checkout pages', () => {
    expect(isRateLimited('POST', '/api/billing/webhook', '/api/billing/webhook')).toBe(false);
    expect(isRateLimited('GET', '/api/health', '/api/health')).toBe(false);
    expect(isRateLimited('HEAD', '/api/health', '/api/health')).toBe(false);
    expect(isRateLimited('GET', '/api/billing/checkout/:id', '/api/billing/checkout/abc')).toBe(false);
    expect(isRateLimited('POST', '/api/billing/checkout/:id/pay', '/api/billing/checkout/abc/pay')).toBe(
      false,
    );
    expect(isRateLimited('post', '/api/billing/checkout/:id/cancel', '/api/billing/checkout/a/cancel')).toBe(
      false,
    );
  });

  it('exempts by route pattern and method, never by what the URL says', () => {
    expect(isRateLimited('GET', '/api/billing/webhook', '/api/billing/webhook')).toBe(true);
    expect(isRateLimited('DELETE', '/api/health', '/api/health')).toBe(true);
    expect(isRateLimited('GET', '/api/me', '/api/billing/webhook')).toBe(true);
  });
});
