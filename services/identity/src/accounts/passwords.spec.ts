import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './passwords.js';

const cheap = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('verifies the password a hash was made from, and no other', async () => {
    const stored = await hashPassword('correct horse battery', cheap);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts each hash, so equal passwords give different hashes', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same password', cheap),
      hashPassword('same password', cheap),
    ]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    await expect(verifyPassword('anything', 'bcrypt$2b$nonsense')).resolves.toBe(false);
    await expect(verifyPassword('anything', 'scrypt$x$8$1$c2FsdA==$a2V5')).resolves.toBe(false);
  });

  it('hashes new passwords with OWASP’s scrypt setting (N = 2^17, r = 8, p = 1) by default', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131_072, r: 8, p: 1 });
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    expect(needsRehash(await hashPassword('x', { N: 2 ** 15, r: 8, p: 1 }))).toBe(true);
  }, 30_000);

  it('asks for a re-hash when the stored parameters are weaker than the current ones', async () => {
    const weak = await hashPassword('password1', cheap);
    expect(needsRehash(weak, { N: 2048, r: 8, p: 1 })).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
  });
});
