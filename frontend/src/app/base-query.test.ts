import { UI_MESSAGES } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { requestBaseQuery } from './base-query';

const apiFor = (accessToken: string | null) =>
  ({
    getState: () => ({ auth: { status: 'ready', user: null, accessToken } }),
    signal: new AbortController().signal,
  }) as unknown as Parameters<typeof requestBaseQuery>[1];

describe('requestBaseQuery', () => {
  it("fails with 'Authentication required' and no network call when there is no token", async () => {
    const api = fakeApi({});
    const result = await requestBaseQuery({ url: '/api/quota/status' }, apiFor(null), {});
    expect(result.error).toEqual({ status: 'AUTH_REQUIRED', message: UI_MESSAGES.auth.required });
    expect(api.calls).toHaveLength(0);
  });

  it('adds the bearer token and query parameters, skipping empty ones', async () => {
    const api = fakeApi({ 'GET /api/sessions': { body: [] } });
    const result = await requestBaseQuery(
      { url: '/api/sessions', params: { q: 'rain', type: '', limit: 50 } },
      apiFor('token-1'),
      {},
    );
    expect(result.data).toEqual([]);
    const url = new URL(api.calls[0]!.url);
    expect(url.search).toBe('?q=rain&limit=50');
    expect(api.calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it("returns the request helper's error for a failing status", async () => {
    fakeApi({ 'DELETE /api/sessions/abc': { status: 404, text: 'Session not found.' } });
    const result = await requestBaseQuery({ url: '/api/sessions/abc', method: 'DELETE' }, apiFor('t'), {});
    expect(result.error).toEqual({ status: 404, message: '404: Session not found.' });
  });
});
