/**
 * Every /api route needs an access token (000 §6: bearer token in the authorization header). The SSE streams
 * and images, which a browser opens without headers, take it as ?access_token= (000 §7.3, §7.6).
 * The token's subject is the username; a token that does not verify, or names no user, gets 401 Not authorized.
 */
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/database.ts';
import { notAuthorized } from './api-errors.ts';
import type { ApiEnv, VerifyAccessToken } from './api-types.ts';
import { getUserByUsername } from './users-store.ts';

const QUERY_TOKEN_PATHS = [/^\/api\/v1\/sse\//, /^\/api\/v1\/images\/?$/];

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function authMiddleware(db: Queryable, verifyAccessToken: VerifyAccessToken): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const fromQuery = QUERY_TOKEN_PATHS.some((pattern) => pattern.test(c.req.path))
      ? c.req.query('access_token')
      : undefined;
    const token = bearerToken(c.req.header('Authorization')) ?? fromQuery;
    if (!token) throw notAuthorized();
    const claims = await verifyAccessToken(token).catch(() => null);
    if (!claims?.sub) throw notAuthorized();
    const user = await getUserByUsername(db, claims.sub);
    if (!user) throw notAuthorized();
    c.set('user', user);
    await next();
  };
}
