import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * The provider's private signing key, kept in the data folder so that tokens (and signed-in stations) survive a
 * sandbox restart. Memory-only when no folder is given.
 */
export async function loadSigningKeys(dataDir: string | undefined): Promise<JWK[]> {
  const file = dataDir ? path.join(dataDir, 'idp-jwks.json') : undefined;
  if (file) {
    const stored = await readFile(file, 'utf8').catch(() => undefined);
    if (stored) return (JSON.parse(stored) as { keys: JWK[] }).keys;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `sandbox-${Date.now()}`, alg: 'RS256', use: 'sig' };
  if (file) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ keys: [jwk] }), { mode: 0o600 });
  }
  return [jwk];
}

/** The public half of each key, as a JWKS. */
export function publicKeys(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) => ({ kty, n, e, kid, alg, use, crv, x, y })),
  };
}
