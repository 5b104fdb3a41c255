import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { generateSigningJwk, parsePrivateJwks, publicJwks } from './signing-keys.js';

const ecKey = (kid: string) => ({
  ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
  kid,
});

describe('parsePrivateJwks', () => {
  it('keeps the order (the first key signs) and fills in alg and use', () => {
    const rsa = generateSigningJwk();
    const { alg: _alg, use: _use, ...bareRsa } = rsa;
    const jwks = parsePrivateJwks(JSON.stringify({ keys: [ecKey('new'), bareRsa] }));
    expect(jwks.keys.map((key) => [key.kid, key.alg, key.use])).toEqual([
      ['new', 'ES256', 'sig'],
      [rsa.kid, 'RS256', 'sig'],
    ]);
  });

  it('refuses what cannot sign: public keys, symmetric keys, duplicate kids, bad JSON', () => {
    const rsa = generateSigningJwk();
    const { d: _d, ...publicOnly } = rsa;
    expect(() => parsePrivateJwks(JSON.stringify({ keys: [publicOnly] }))).toThrow(/not a private key/);
    expect(() =>
      parsePrivateJwks(JSON.stringify({ keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'h', d: 'x' }] })),
    ).toThrow(/algorithm/);
    expect(() => parsePrivateJwks(JSON.stringify({ keys: [rsa, rsa] }))).toThrow(/repeats the kid/);
    expect(() => parsePrivateJwks('{"keys":[]}')).toThrow(/at least one key/);
    expect(() => parsePrivateJwks('not json')).toThrow(/not valid JSON/);
  });

  it('refuses an RSA key under 2048 bits', () => {
    const weak = {
      ...generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' }),
      kid: 'weak',
    };
    expect(() => parsePrivateJwks(JSON.stringify({ keys: [weak] }))).toThrow(/under 2048 bits/);
  });
});

describe('publicJwks', () => {
  it('publishes no private member', () => {
    const published = publicJwks({ keys: [generateSigningJwk()] });
    expect(published.keys[0]).not.toHaveProperty('d');
    expect(published.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });
});
