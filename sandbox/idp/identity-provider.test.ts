import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider, type DemoAccount } from './create-provider.ts';
import { createCredentialStore, type CredentialStore } from './credentials.ts';
import { passwordPagePath, startIdentityProvider, type RunningIdentityProvider } from './start-identity-provider.ts';
import { loadSigningKeys, publicKeys } from './signing-keys.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './verify-access-token.ts';

const stationUrl = 'http://localhost:5999';
const audience = 'urn:station:api';
const accounts: Record<string, DemoAccount> = {
  operator: { id: 'u1', username: 'operator', name: 'Mario', surname: 'Rossi', email: 'mario.rossi@example.com' },
};

/** A browser stand-in: follows nothing by itself, keeps the provider's cookies. */
class CookieJar {
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

let idp: RunningIdentityProvider;
let issuer: string;
let verify: AccessTokenVerifier;
let signingKeys: Awaited<ReturnType<typeof loadSigningKeys>>;
let credentials: CredentialStore;

async function signIn(username: string, password: string) {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL('/auth', issuer);
  Object.entries({
    client_id: 'station',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${stationUrl}/auth/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
  }).forEach(([k, v]) => authorize.searchParams.set(k, v));

  let response = await fetch(authorize, { redirect: 'manual' });
  jar.store(response);
  let location = new URL(response.headers.get('location')!, issuer);
  expect(location.pathname).toMatch(/^\/interaction\//);
  const page = await fetch(location, { headers: { cookie: jar.header() } });
  const html = await page.text();
  expect(html).toContain('<label for="username">');
  response = await fetch(new URL(`${location.pathname}/login`, issuer), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  if (response.status === 401) return { failed: true as const, html: await response.text() };
  // The provider resumes the authorization, which (no consent for a first-party client) ends at the station.
  while (response.status >= 300 && response.status < 400) {
    jar.store(response);
    location = new URL(response.headers.get('location')!, issuer);
    if (location.origin === stationUrl) break;
    response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
  }
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
  return { failed: false as const, tokens: (await tokenResponse.json()) as Record<string, string> };
}

beforeAll(async () => {
  signingKeys = await loadSigningKeys(undefined);
  const findAccount = async (username: string) => accounts[username];
  credentials = await createCredentialStore(undefined);
  const probe = await startIdentityProvider({
    provider: createProvider({
      issuer: 'http://localhost:1',
      clientId: 'station',
      stationUrl,
      apiAudience: audience,
      signingKeys,
      findAccount,
    }),
    host: 'localhost',
    port: 0,
    findAccount,
    credentials,
    stationUrl,
  });
  // The issuer must name the real port, so start again on the port the probe was given.
  const port = new URL(probe.url).port;
  await probe.close();
  issuer = `http://localhost:${port}`;
  idp = await startIdentityProvider({
    provider: createProvider({
      issuer,
      clientId: 'station',
      stationUrl,
      apiAudience: audience,
      signingKeys,
      findAccount,
    }),
    host: 'localhost',
    port: Number(port),
    findAccount,
    credentials,
    stationUrl,
  });
  verify = createAccessTokenVerifier({ jwks: publicKeys(signingKeys), issuer, audience });
});

afterAll(() => idp?.close());

describe('sandbox identity provider (000 §6 single sign-on)', () => {
  it('signs a demo user in with authorization code + PKCE and issues a JWT access token for the API', async () => {
    const result = await signIn('operator', 'operator');
    expect(result.failed).toBe(false);
    if (result.failed) return;
    expect(result.tokens.token_type).toBe('Bearer');
    expect(await verify(result.tokens.access_token!)).toEqual({ sub: 'operator' });
    expect(result.tokens.refresh_token).toBeTruthy();

    const refreshed = await fetch(new URL('/token', issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: result.tokens.refresh_token!,
        client_id: 'station',
      }),
    });
    const renewed = (await refreshed.json()) as Record<string, string>;
    expect(await verify(renewed.access_token!)).toEqual({ sub: 'operator' });
  });

  it('000 §2.8: the password page changes a password; sign-in then takes only the new one', async () => {
    const pageUrl = new URL(`${passwordPagePath}?return_to=${encodeURIComponent(stationUrl)}`, issuer);
    const form = await fetch(pageUrl);
    const html = await form.text();
    expect(html).toContain('<label for="current">Current password</label>');
    expect(html).toContain(`href="${stationUrl}"`);
    const post = (fields: Record<string, string>) =>
      fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const mismatch = await post({ username: 'operator', current: 'operator', next: 'new secret 1', confirmation: 'x' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The new passwords do not match.');
    const changed = await post({
      username: 'operator',
      current: 'operator',
      next: 'new secret 1',
      confirmation: 'new secret 1',
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password has been changed.');
    expect((await signIn('operator', 'operator')).failed).toBe(true);
    expect((await signIn('operator', 'new secret 1')).failed).toBe(false);
    await credentials.change('operator', 'new secret 1', 'operator', 'operator');
  });

  it('000 §2.8: the password page links back only to the station', async () => {
    const page = await fetch(new URL(`${passwordPagePath}?return_to=http://evil.example/`, issuer));
    expect(await page.text()).not.toContain('evil.example');
  });

  it('refuses a wrong password with the sign-in page and an alert', async () => {
    const result = await signIn('operator', 'wrong');
    expect(result.failed).toBe(true);
    if (result.failed) expect(result.html).toContain('role="alert"');
  });

  it('rejects forged, expired, foreign-audience and foreign-issuer tokens', async () => {
    const own = await importJWK(signingKeys[0]!, 'RS256');
    const kid = signingKeys[0]!.kid!;
    const sign = (
      claims: { iss?: string; aud?: string; exp?: number },
      key: CryptoKey | Uint8Array = own as CryptoKey,
    ) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject('operator')
        .setIssuer(claims.iss ?? issuer)
        .setAudience(claims.aud ?? audience)
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 60)
        .sign(key);
    expect(await verify(await sign({}))).toEqual({ sub: 'operator' });
    const { privateKey: stranger } = await generateKeyPair('RS256');
    expect(await verify(await sign({}, stranger))).toBeNull();
    expect(await verify(await sign({ exp: Math.floor(Date.now() / 1000) - 10 }))).toBeNull();
    expect(await verify(await sign({ aud: 'urn:other' }))).toBeNull();
    expect(await verify(await sign({ iss: 'http://evil.example' }))).toBeNull();
    expect(await verify('not-a-jwt')).toBeNull();
  });
});
