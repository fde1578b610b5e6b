import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Queryable } from '../db/database.ts';
import { sharedSecret } from './shared-secret.ts';

function parseKeys(value: unknown): JWK[] {
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key?.kty === 'string')) {
    throw new Error("idp_secrets: 'signing-keys' is not a JWKS");
  }
  return keys as JWK[];
}

function parseCookieKeys(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((key) => typeof key === 'string' && key.length)) {
    throw new Error("idp_secrets: 'cookie-keys' is not a list of keys");
  }
  return value as string[];
}

/**
 * The provider's private signing key, kept in the sandbox database so that tokens (and signed-in stations) survive a
 * restart and every sandbox process on one database signs and verifies with the same key.
 */
export async function loadSigningKeys(db: Queryable): Promise<JWK[]> {
  const make = async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: `sandbox-${Date.now()}`, alg: 'RS256', use: 'sig' };
    return { keys: [jwk] };
  };
  const jwks = await sharedSecret(db, 'signing-keys', make, (value) => ({ keys: parseKeys(value) }));
  return jwks.keys;
}

/** The keys the provider signs its cookies with: shared like the signing keys, or a session cookie set by one process is refused by another. */
export async function loadCookieKeys(db: Queryable): Promise<string[]> {
  const make = async () => [randomBytes(32).toString('base64url')];
  return sharedSecret(db, 'cookie-keys', make, parseCookieKeys);
}

/** The public half of each key, as a JWKS. */
export function publicKeys(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) => ({ kty, n, e, kid, alg, use, crv, x, y })),
  };
}
