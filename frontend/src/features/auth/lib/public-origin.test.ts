import { describe, expect, it } from 'vitest';
import { checkOrigin, isLoopbackHost } from './public-origin';

describe('checkOrigin', () => {
  it('lets a page at the configured origin sign in', () => {
    expect(checkOrigin(new URL('http://localhost:8080/dashboard'), 'http://localhost:8080')).toEqual({
      kind: 'ok',
    });
  });

  it('sends another name of this machine to the configured origin, keeping the path', () => {
    expect(checkOrigin(new URL('http://127.0.0.1:8080/pricing?x=1#top'), 'http://localhost:8080')).toEqual({
      kind: 'redirect',
      to: 'http://localhost:8080/pricing?x=1#top',
    });
    expect(checkOrigin(new URL('http://[::1]:8080/'), 'http://localhost:8080')).toMatchObject({
      kind: 'redirect',
    });
  });

  it('names the configured address for any other host, or another port', () => {
    expect(checkOrigin(new URL('http://192.168.1.20:8080/'), 'http://localhost:8080')).toEqual({
      kind: 'wrong-address',
      configured: 'http://localhost:8080',
      current: 'http://192.168.1.20:8080',
    });
    expect(checkOrigin(new URL('http://127.0.0.1:9090/'), 'http://localhost:8080')).toMatchObject({
      kind: 'wrong-address',
    });
    expect(checkOrigin(new URL('http://localhost:8080/'), 'https://untangle.example')).toMatchObject({
      kind: 'wrong-address',
    });
  });

  it('knows the loopback names', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['example.com', '192.168.1.20', 'localhost.example.com', '[::2]']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
