/**
 * The identity provider on the sandbox database: what one provider process issued, another on the same database
 * honours, and a restart signs nobody out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseNames, type TestDatabase } from '../db/test-databases.ts';
import { freePort } from '../../tests/free-port.ts';
import { authorize, CookieJar, redeemCode, refresh, signIn, startTestIdentityProvider } from './idp-test-support.ts';
import { loadSigningKeys, publicKeys } from './signing-keys.ts';
import { createAccessTokenVerifier } from './verify-access-token.ts';
import { audience } from './idp-test-support.ts';

describe.each(testDatabaseNames)('identity provider sessions on %s', (name) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(name);
    // Creating the database (a PGlite folder takes seconds), its schema and the signing key belong to no one test.
    const db = await testDatabase.open();
    await loadSigningKeys(db);
    await db.close();
  });

  afterAll(() => testDatabase?.remove());

  it('accepts at a second provider instance a refresh token the first one issued', async () => {
    const firstDb = await testDatabase.open();
    const secondDb = await testDatabase.openBeside(firstDb);
    const first = await startTestIdentityProvider(firstDb);
    const second = await startTestIdentityProvider(secondDb);
    try {
      const signedIn = await signIn(first.issuer, 'operator', 'operator');
      if (signedIn.failed) throw new Error('sign-in refused');
      // Both serve one issuer in a shared sandbox; here each has its own port, so the token endpoint is the second's.
      const renewed = await refresh(second.issuer, signedIn.tokens.refresh_token!);
      expect(renewed.status).toBe(200);
      const verify = createAccessTokenVerifier({
        jwks: publicKeys(second.signingKeys),
        issuer: second.issuer,
        audience,
      });
      expect(await verify(renewed.body.access_token!)).toEqual({ sub: 'operator' });
    } finally {
      await Promise.all([first.close(), second.close()]);
      await secondDb.close();
      await firstDb.close();
    }
  });

  it('keeps a sign-in across closing and reopening the provider and its database', async () => {
    const port = await freePort();
    const jar = new CookieJar();
    let db = await testDatabase.open();
    let idp = await startTestIdentityProvider(db, port);
    const signedIn = await signIn(idp.issuer, 'operator', 'operator', jar);
    expect(signedIn.failed).toBe(false);
    await idp.close();
    await db.close();

    db = await testDatabase.open();
    idp = await startTestIdentityProvider(db, port);
    try {
      // The session cookie still names a session: the provider answers the station with a code, no sign-in page.
      const authorization = await authorize(idp.issuer, jar);
      expect(authorization.location.pathname).toBe('/auth/callback');
      const tokens = await redeemCode(idp.issuer, authorization);
      const verify = createAccessTokenVerifier({ jwks: publicKeys(idp.signingKeys), issuer: idp.issuer, audience });
      expect(await verify(tokens.access_token!)).toEqual({ sub: 'operator' });
    } finally {
      await idp.close();
      await db.close();
    }
  });
});
