import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { apiRequest, toApiError } from './request-helper';

describe(apiRequest.name, () => {
  it("turns a failing status into an error reading 'status: response text'", async () => {
    fakeApi({ 'POST /api/thing': { status: 500, text: 'Something broke' } });
    await expect(apiRequest('/api/thing', { method: 'POST', body: {} })).rejects.toThrow(
      '500: Something broke',
    );
  });

  it('uses the status text when the response has no text', async () => {
    fakeApi({ 'GET /api/thing': { status: 503, text: '', statusText: 'Service Unavailable' } });
    await expect(apiRequest('/api/thing')).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps a JSON error body readable for the caller', async () => {
    const body = {
      statusCode: 402,
      code: 'QUOTA_EXCEEDED',
      message: 'Usage limit exceeded: upgrade.',
      error: 'x',
    };
    fakeApi({ 'POST /api/process-text': { status: 402, body } });
    const error = await apiRequest('/api/process-text', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(toApiError(error)).toEqual({ status: 402, message: `402: ${JSON.stringify(body)}`, body });
  });

  it('sends credentials, JSON and the bearer token', async () => {
    const api = fakeApi({ 'POST /api/thing': { body: { ok: true } } });
    const response = await apiRequest('/api/thing', { method: 'POST', body: { a: 1 }, token: 'abc' });
    expect(await response.json()).toEqual({ ok: true });
    const [request] = api.calls;
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('authorization')).toBe('Bearer abc');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(await request!.text()).toBe('{"a":1}');
  });

  it('reports a network failure as FETCH_ERROR', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch',
    });
  });
});
