/** A provider on a test database and a browser stand-in that signs in through it, for the identity provider tests. */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { freePort } from '../../tests/free-port.ts';
import type { Database } from '../db/database.ts';
import { createProvider, type DemoAccount } from './create-provider.ts';
import { createCredentialStore, type CredentialStore } from './credentials.ts';
import { createDatabaseAdapter } from './database-adapter.ts';
import { loadCookieKeys, loadSigningKeys } from './signing-keys.ts';
import { startIdentityProvider } from './start-identity-provider.ts';

export const stationUrl = 'http://localhost:5999';
export const audience = 'urn:station:api';
const accounts: Record<string, DemoAccount> = {
  operator: { id: 'u1', username: 'operator', name: 'Mario', surname: 'Rossi', email: 'mario.rossi@example.com' },
};

/** Follows nothing by itself, keeps the provider's cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!, value ?? '');
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

export interface TestIdentityProvider {
  issuer: string;
  signingKeys: Awaited<ReturnType<typeof loadSigningKeys>>;
  credentials: CredentialStore;
  close(): Promise<void>;
}

/** Serves a provider keeping its state in db, on the given port (the issuer names it) or a free one. */
export async function startTestIdentityProvider(db: Database, port?: number): Promise<TestIdentityProvider> {
  const listenPort = port ?? (await freePort());
  const issuer = `http://localhost:${listenPort}`;
  const signingKeys = await loadSigningKeys(db);
  const findAccount = async (username: string) => accounts[username];
  const credentials = await createCredentialStore(undefined);
  const idp = await startIdentityProvider({
    provider: createProvider({
      issuer,
      clientId: 'station',
      stationUrl,
      apiAudience: audience,
      signingKeys,
      cookieKeys: await loadCookieKeys(db),
      adapter: createDatabaseAdapter(db),
      findAccount,
    }),
    host: 'localhost',
    port: listenPort,
    findAccount,
    credentials,
    stationUrl,
  });
  return { issuer, signingKeys, credentials, close: () => idp.close() };
}

export interface Authorization {
  /** Where the provider's redirects ended: its sign-in page, or the station's callback with a code. */
  location: URL;
  verifier: string;
}

/** Starts an authorization as the station does and follows the provider's redirects (with the jar's cookies). */
export async function authorize(issuer: string, jar: CookieJar): Promise<Authorization> {
  const verifier = randomBytes(32).toString('base64url');
  const authorizeUrl = new URL('/auth', issuer);
  Object.entries({
    client_id: 'station',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${stationUrl}/auth/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
  }).forEach(([k, v]) => authorizeUrl.searchParams.set(k, v));
  return { location: await followRedirects(issuer, jar, authorizeUrl), verifier };
}

async function followRedirects(issuer: string, jar: CookieJar, start: URL, init: RequestInit = {}): Promise<URL> {
  let response = await fetch(start, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  let location = start;
  while (response.status >= 300 && response.status < 400) {
    jar.store(response);
    location = new URL(response.headers.get('location')!, issuer);
    if (location.origin === stationUrl || location.pathname.startsWith('/interaction/')) break;
    response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
  }
  jar.store(response);
  return location;
}

/** Redeems the code the station's callback was given. */
export async function redeemCode(issuer: string, { location, verifier }: Authorization) {
  expect(location.origin).toBe(stationUrl);
  expect(location.searchParams.get('state')).toBe('state-1');
  const tokenResponse = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stationUrl },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code')!,
      redirect_uri: `${stationUrl}/auth/callback`,
      client_id: 'station',
      code_verifier: verifier,
    }),
  });
  expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(stationUrl);
  expect(tokenResponse.status).toBe(200);
  return (await tokenResponse.json()) as Record<string, string>;
}

/** Signs in on the provider's page as an operator does, then redeems the code. */
export async function signIn(issuer: string, username: string, password: string, jar = new CookieJar()) {
  const authorization = await authorize(issuer, jar);
  expect(authorization.location.pathname).toMatch(/^\/interaction\//);
  const page = await fetch(authorization.location, { headers: { cookie: jar.header() } });
  expect(await page.text()).toContain('<label for="username">');
  const login = new URL(`${authorization.location.pathname}/login`, issuer);
  const response = await fetch(login, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (response.status === 401) return { failed: true as const, html: await response.text() };
  jar.store(response);
  // The provider resumes the authorization, which (no consent for a first-party client) ends at the station.
  const location = await followRedirects(issuer, jar, new URL(response.headers.get('location')!, issuer));
  return { failed: false as const, tokens: await redeemCode(issuer, { location, verifier: authorization.verifier }) };
}

/** Asks the token endpoint for new tokens with a refresh token. */
export async function refresh(issuer: string, refreshToken: string) {
  const response = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'station' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}
