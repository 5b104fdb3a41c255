import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCookieKeys, generateSigningJwk } from './signing-keys.js';

/** The files a key folder holds, read back through OIDC_JWKS_FILE and OIDC_COOKIE_KEYS_FILE. */
export const KEY_FILES = { jwks: 'oidc-jwks.json', cookieKeys: 'oidc-cookie-keys' } as const;

export interface KeyFolderReport {
  jwks: 'created' | 'kept';
  cookieKeys: 'created' | 'kept';
}

/**
 * Makes a try-out's OIDC keys once: a signing JWKS and cookie keys, each written only when its file
 * is missing (owner-only permissions), so every later run and every replica reads the same keys.
 */
export function ensureKeyFolder(folder: string): KeyFolderReport {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const write = (name: string, content: () => string): 'created' | 'kept' => {
    const path = join(folder, name);
    if (existsSync(path)) return 'kept';
    // 'wx' fails if another starter wrote the file in between: then theirs is kept.
    try {
      writeFileSync(path, content(), { mode: 0o600, flag: 'wx' });
      return 'created';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'kept';
      throw error;
    }
  };
  return {
    jwks: write(KEY_FILES.jwks, () => JSON.stringify({ keys: [generateSigningJwk()] })),
    cookieKeys: write(KEY_FILES.cookieKeys, () => generateCookieKeys().join(',')),
  };
}
