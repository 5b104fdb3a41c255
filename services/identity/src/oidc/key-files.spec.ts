import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureKeyFolder, KEY_FILES } from './key-files.js';
import { parsePrivateJwks } from './signing-keys.js';

const freshFolder = () => join(mkdtempSync(join(tmpdir(), 'untangle-keys-')), 'keys');

describe('ensureKeyFolder', () => {
  it('writes a signing JWKS and cookie keys that the identity config accepts, readable by the owner only', () => {
    const folder = freshFolder();
    expect(ensureKeyFolder(folder)).toEqual({ jwks: 'created', cookieKeys: 'created' });
    const jwks = parsePrivateJwks(readFileSync(join(folder, KEY_FILES.jwks), 'utf8'));
    expect(jwks.keys).toHaveLength(1);
    const cookieKeys = readFileSync(join(folder, KEY_FILES.cookieKeys), 'utf8').split(',');
    expect(cookieKeys.length).toBeGreaterThanOrEqual(1);
    for (const key of cookieKeys) expect(key.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(folder, KEY_FILES.jwks)).mode & 0o777).toBe(0o600);
  });

  it('keeps the keys of an earlier run, so restarts and replicas share them', () => {
    const folder = freshFolder();
    ensureKeyFolder(folder);
    const before = readFileSync(join(folder, KEY_FILES.jwks), 'utf8');
    expect(ensureKeyFolder(folder)).toEqual({ jwks: 'kept', cookieKeys: 'kept' });
    expect(readFileSync(join(folder, KEY_FILES.jwks), 'utf8')).toBe(before);
  });
});
