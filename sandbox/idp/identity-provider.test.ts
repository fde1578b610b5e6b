import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, IN_MEMORY, type Database } from '../db/database.ts';
import { audience, refresh, signIn as signInAt, startTestIdentityProvider, stationUrl } from './idp-test-support.ts';
import type { TestIdentityProvider } from './idp-test-support.ts';
import { passwordPagePath } from './start-identity-provider.ts';
import { publicKeys } from './signing-keys.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './verify-access-token.ts';

let db: Database;
let idp: TestIdentityProvider;
let issuer: string;
let verify: AccessTokenVerifier;
let signingKeys: TestIdentityProvider['signingKeys'];
let credentials: TestIdentityProvider['credentials'];
const signIn = (username: string, password: string) => signInAt(issuer, username, password);

beforeAll(async () => {
  db = await openDatabase({ dataDir: IN_MEMORY });
  idp = await startTestIdentityProvider(db);
  ({ issuer, signingKeys, credentials } = idp);
  verify = createAccessTokenVerifier({ jwks: publicKeys(signingKeys), issuer, audience });
});

afterAll(async () => {
  await idp?.close();
  await db?.close();
});

describe('sandbox identity provider (000 §6 single sign-on)', () => {
  it('signs a demo user in with authorization code + PKCE and issues a JWT access token for the API', async () => {
    const result = await signIn('operator', 'operator');
    expect(result.failed).toBe(false);
    if (result.failed) return;
    expect(result.tokens.token_type).toBe('Bearer');
    expect(await verify(result.tokens.access_token!)).toEqual({ sub: 'operator' });
    expect(result.tokens.refresh_token).toBeTruthy();

    const refreshed = await refresh(issuer, result.tokens.refresh_token!);
    const renewed = refreshed.body;
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
