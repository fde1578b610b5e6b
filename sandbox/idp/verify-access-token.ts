import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';

export interface AccessTokenClaims {
  sub: string;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

/**
 * Accepts only access tokens this sandbox's provider signed, for this API's audience, from this issuer, unexpired.
 * Anything else (forged, expired, another audience, not a JWT) is null, which the API answers with 401.
 */
export function createAccessTokenVerifier(options: {
  jwks: { keys: JWK[] };
  issuer: string;
  audience: string;
}): AccessTokenVerifier {
  const keySet = createLocalJWKSet(options.jwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
      });
      return typeof payload.sub === 'string' ? { sub: payload.sub } : null;
    } catch {
      return null;
    }
  };
}
