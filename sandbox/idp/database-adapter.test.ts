import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase, testDatabaseNames, type TestDatabase } from '../db/test-databases.ts';
import { createDatabaseAdapter } from './database-adapter.ts';
import { loadCookieKeys, loadSigningKeys } from './signing-keys.ts';

describe.each(testDatabaseNames)('identity provider storage on %s', (name) => {
  let testDatabase: TestDatabase;
  let db: Database;
  let clock = 1_000_000;
  const now = () => clock;
  // Ids of this run only: a shared PostgreSQL server keeps rows of earlier runs.
  const id = (label: string) => `${label}-${randomUUID()}`;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(name);
    db = await testDatabase.open();
  });

  afterAll(async () => {
    await db?.close();
    await testDatabase?.remove();
  });

  it('upsert then find answers the payload; a second upsert replaces it', async () => {
    const sessions = createDatabaseAdapter(db, { now })('Session');
    const sessionId = id('session');
    await sessions.upsert(sessionId, { accountId: 'operator', kind: 'Session' }, 60);
    expect(await sessions.find(sessionId)).toEqual({ accountId: 'operator', kind: 'Session' });
    await sessions.upsert(sessionId, { accountId: 'admin', kind: 'Session' }, 60);
    expect(await sessions.find(sessionId)).toEqual({ accountId: 'admin', kind: 'Session' });
    expect(await sessions.find(id('missing'))).toBeUndefined();
  });

  it('keeps each model apart: the same id under another model is not found', async () => {
    const factory = createDatabaseAdapter(db, { now });
    const shared = id('shared');
    await factory('AccessToken').upsert(shared, { kind: 'AccessToken', jti: shared }, 60);
    expect(await factory('RefreshToken').find(shared)).toBeUndefined();
    expect(await factory('AccessToken').find(shared)).toMatchObject({ jti: shared });
  });

  it('finds a session by uid and a device code by user code', async () => {
    const factory = createDatabaseAdapter(db, { now });
    const uid = id('uid');
    const userCode = id('USER');
    await factory('Session').upsert(id('session'), { uid, accountId: 'operator' }, 60);
    await factory('DeviceCode').upsert(id('device'), { userCode, kind: 'DeviceCode' }, 60);
    expect(await factory('Session').findByUid(uid)).toMatchObject({ uid, accountId: 'operator' });
    expect(await factory('DeviceCode').findByUserCode(userCode)).toMatchObject({ userCode });
    expect(await factory('Session').findByUid(id('other'))).toBeUndefined();
  });

  it('answers nothing once a row expired, and a later write prunes expired rows', async () => {
    clock = 2_000_000;
    const factory = createDatabaseAdapter(db, { now, pruneEveryMs: 0 });
    const codes = factory('AuthorizationCode');
    const code = id('code');
    const uid = id('uid');
    await codes.upsert(code, { kind: 'AuthorizationCode', uid }, 10);
    await factory('Grant').upsert(id('forever'), { kind: 'Grant' });
    clock += 9_999;
    expect(await codes.find(code)).toBeDefined();
    clock += 1;
    expect(await codes.find(code)).toBeUndefined();
    expect(await codes.findByUid(uid)).toBeUndefined();
    expect(await countRows(code)).toBe(1);
    await codes.upsert(id('later'), { kind: 'AuthorizationCode' }, 10);
    expect(await countRows(code)).toBe(0);
  });

  it('marks a consumed code with the time it was consumed, in epoch seconds', async () => {
    clock = 3_000_000;
    const codes = createDatabaseAdapter(db, { now })('AuthorizationCode');
    const code = id('code');
    await codes.upsert(code, { kind: 'AuthorizationCode' }, 60);
    expect((await codes.find(code))?.consumed).toBeUndefined();
    clock += 2_500;
    await codes.consume(code);
    expect(await codes.find(code)).toEqual({ kind: 'AuthorizationCode', consumed: 3_002 });
  });

  it('destroy removes one row; revokeByGrantId removes every row of the grant, in any model', async () => {
    const factory = createDatabaseAdapter(db, { now });
    const grantId = id('grant');
    const [access, refresh, other] = [id('at'), id('rt'), id('other')];
    await factory('Grant').upsert(grantId, { kind: 'Grant', jti: grantId }, 60);
    await factory('AccessToken').upsert(access, { grantId }, 60);
    await factory('RefreshToken').upsert(refresh, { grantId }, 60);
    await factory('RefreshToken').upsert(other, { grantId: id('another-grant') }, 60);
    await factory('AccessToken').destroy(access);
    expect(await factory('AccessToken').find(access)).toBeUndefined();
    expect(await factory('RefreshToken').find(refresh)).toBeDefined();
    await factory('Grant').revokeByGrantId(grantId);
    expect(await factory('RefreshToken').find(refresh)).toBeUndefined();
    expect(await factory('RefreshToken').find(other)).toBeDefined();
  });

  it('gives every caller on one database the same signing and cookie keys', async () => {
    const beside = await testDatabase.openBeside(db);
    try {
      const [first, second] = await Promise.all([loadSigningKeys(db), loadSigningKeys(beside)]);
      expect(second).toEqual(first);
      expect(first[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', d: expect.any(String) });
      expect(await loadCookieKeys(beside)).toEqual(await loadCookieKeys(db));
    } finally {
      await beside.close();
    }
  });

  async function countRows(rowId: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>('select count(*) as n from oidc_payloads where id = $1', [rowId]);
    return Number(rows[0]?.n);
  }
});
