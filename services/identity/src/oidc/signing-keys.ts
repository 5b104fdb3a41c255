import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type JsonWebKey,
} from 'node:crypto';

/** Algorithms our signing keys may use: asymmetric only, so the published JWKS can verify them. */
const SIGNING_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];

export interface PrivateSigningJwk extends JsonWebKey {
  kty: string;
  kid: string;
  alg: SigningAlgorithm;
  use: 'sig';
}

export interface PrivateJwks {
  keys: PrivateSigningJwk[];
}

function defaultAlgorithm(jwk: JsonWebKey): SigningAlgorithm | undefined {
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  return undefined;
}

function fits(jwk: JsonWebKey, alg: SigningAlgorithm): boolean {
  switch (alg) {
    case 'RS256':
    case 'PS256':
      return jwk.kty === 'RSA';
    case 'ES256':
      return jwk.kty === 'EC' && jwk.crv === 'P-256';
    case 'EdDSA':
      return jwk.kty === 'OKP' && jwk.crv === 'Ed25519';
  }
}

/**
 * Reads a private JWKS (the OIDC_JWKS variable): the FIRST key signs, every key is published for
 * verification, so rotating is "put the new key first, keep the old one until its tokens expired,
 * then drop it". Each key gets an explicit `alg` and `use: 'sig'`. Throws a readable Error.
 */
export function parsePrivateJwks(text: string): PrivateJwks {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('is not valid JSON (expected {"keys":[…]} with private keys)');
  }
  const keys = (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new Error('must be {"keys":[…]} with at least one key');
  const seen = new Set<string>();
  return {
    keys: keys.map((candidate: unknown, index) => {
      const jwk = candidate as JsonWebKey & { kid?: unknown; alg?: unknown; use?: unknown };
      const where = `key ${index + 1}`;
      if (typeof jwk !== 'object' || jwk === null) throw new Error(`${where} is not an object`);
      if (typeof jwk.kid !== 'string' || jwk.kid.length === 0) throw new Error(`${where} needs a "kid"`);
      if (seen.has(jwk.kid)) throw new Error(`${where} repeats the kid "${jwk.kid}"`);
      seen.add(jwk.kid);
      if (jwk.use !== undefined && jwk.use !== 'sig')
        throw new Error(`${where} must be a signing key ("use":"sig")`);
      if (typeof jwk.d !== 'string') throw new Error(`${where} ("${jwk.kid}") is not a private key`);
      const alg = (jwk.alg ?? defaultAlgorithm(jwk)) as SigningAlgorithm | undefined;
      if (!alg || !SIGNING_ALGORITHMS.includes(alg) || !fits(jwk, alg)) {
        throw new Error(
          `${where} ("${jwk.kid}") needs an algorithm among ${SIGNING_ALGORITHMS.join(', ')} that fits its key type`,
        );
      }
      let keyObject;
      try {
        keyObject = createPrivateKey({ key: jwk, format: 'jwk' });
      } catch {
        throw new Error(`${where} ("${jwk.kid}") is not a usable private key`);
      }
      if (jwk.kty === 'RSA' && (keyObject.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
        throw new Error(`${where} ("${jwk.kid}") is an RSA key under 2048 bits`);
      }
      return { ...jwk, kid: jwk.kid, kty: jwk.kty as string, alg, use: 'sig' as const };
    }),
  };
}

/** A fresh RS256 signing key (RSA 2048) with a random kid. */
export function generateSigningJwk(): PrivateSigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: 'RSA', kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

/** The public half of a private JWKS, as the provider publishes it (handy for tests and tools). */
export function publicJwks(jwks: PrivateJwks): { keys: JsonWebKey[] } {
  return {
    keys: jwks.keys.map(({ kid, alg, use, ...jwk }) => ({
      ...createPublicKey({ key: jwk, format: 'jwk' }).export({ format: 'jwk' }),
      kid,
      alg,
      use,
    })),
  };
}

/** Random cookie-signing keys (Keygrip: the first signs, the others still verify). */
export function generateCookieKeys(count = 2): string[] {
  return Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
}
