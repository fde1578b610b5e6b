import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCredentialStore } from './credentials.ts';

describe('the sandbox credential store', () => {
  it('should take the username as the demo password until it is changed', async () => {
    const store = await createCredentialStore(undefined);
    expect(store.verify('operator', 'operator')).toBe(true);
    expect(store.verify('operator', 'admin')).toBe(false);
  });

  it('should refuse a wrong current password, a short or mismatched new one, or the same one', async () => {
    const store = await createCredentialStore(undefined);
    expect(await store.change('operator', 'nope', 'long enough 1', 'long enough 1')).toBe('wrongPassword');
    expect(await store.change('operator', 'operator', 'short', 'short')).toBe('tooShort');
    expect(await store.change('operator', 'operator', 'long enough 1', 'long enough 2')).toBe('mismatch');
    expect(await store.change('operator', 'operator', 'operator', 'operator')).toBe('unchanged');
    expect(store.verify('operator', 'operator')).toBe(true);
  });

  it('should sign in with the new password only, and keep it in the data folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'credentials-'));
    try {
      const store = await createCredentialStore(dir);
      expect(await store.change('guest', 'guest', 'new secret 42', 'new secret 42')).toBe('changed');
      expect(store.verify('guest', 'guest')).toBe(false);
      expect(store.verify('guest', 'new secret 42')).toBe(true);
      const reopened = await createCredentialStore(dir);
      expect(reopened.verify('guest', 'new secret 42')).toBe(true);
      expect(reopened.verify('operator', 'operator')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
