import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, the cost
 * parameters stored with the hash (so they can be raised later without invalidating old hashes),
 * and a constant-time comparison.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt setting: N = 2^17, r = 8, p = 1. Each hash needs 128 × N × r = 128 MiB and a few
 * hundred milliseconds of one core; hashes made with weaker settings are upgraded at sign-in.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Hashes computed at once, so a burst of sign-ins costs at most this many × 128 MiB of memory. */
const CONCURRENT_HASHES = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  if (running >= CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** True when `password` matches `stored`. Never throws for a malformed hash: it just does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** A stored hash made with weaker parameters than today's: re-hash it at the next successful sign-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}
