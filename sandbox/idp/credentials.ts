import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 'changed', or why the new password was refused. */
export type PasswordChange = 'changed' | 'wrongPassword' | 'tooShort' | 'mismatch' | 'unchanged';

export interface CredentialStore {
  verify(username: string, password: string): boolean;
  change(username: string, current: string, next: string, confirmation: string): Promise<PasswordChange>;
}

/** A new password needs at least this many characters (the demo passwords, equal to the username, are shorter). */
export const minimumPasswordLength = 8;

interface StoredHash {
  salt: string;
  hash: string;
}

const hashOf = (password: string, salt: string) => scryptSync(password, salt, 32).toString('hex');

/**
 * The sandbox's passwords: every demo user's is their username until they change it on the provider's password
 * page. Changed ones are kept as scrypt hashes in `passwords.json` in the data folder (in memory without one).
 */
export async function createCredentialStore(dataDir: string | undefined): Promise<CredentialStore> {
  const file = dataDir ? path.join(dataDir, 'passwords.json') : undefined;
  const hashes = new Map<string, StoredHash>();
  if (file) {
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, StoredHash>;
      Object.entries(stored).forEach(([username, entry]) => hashes.set(username, entry));
    } catch {
      // No passwords changed yet.
    }
  }

  const verify = (username: string, password: string) => {
    const stored = hashes.get(username);
    if (!stored) return password === username;
    return timingSafeEqual(Buffer.from(hashOf(password, stored.salt), 'hex'), Buffer.from(stored.hash, 'hex'));
  };

  return {
    verify,
    async change(username, current, next, confirmation) {
      if (!verify(username, current)) return 'wrongPassword';
      if (next.length < minimumPasswordLength) return 'tooShort';
      if (next !== confirmation) return 'mismatch';
      if (next === current) return 'unchanged';
      const salt = randomBytes(16).toString('hex');
      hashes.set(username, { salt, hash: hashOf(next, salt) });
      if (file) await writeFile(file, JSON.stringify(Object.fromEntries(hashes), null, 2));
      return 'changed';
    },
  };
}
