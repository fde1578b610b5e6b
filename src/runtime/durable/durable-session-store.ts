/**
 * The reading sessions in IndexedDB, through `idb` (Jake Archibald's promise wrapper: typed stores and transactions
 * without hand-written request plumbing). Two stores: the session headers by id, and the reads keyed by
 * [session id, code], so a session's reads are one key range to load, count or delete.
 */
import { openDB, unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import {
  parseDurableRead,
  parseSessionHeader,
  type DurableRead,
  type DurableSessionHeader,
} from '../../core/durable-session/durable-session.ts';
import type { JournalChanges } from '../../core/durable-session/journal-batch.ts';

interface StoredRead extends DurableRead {
  sessionId: string;
}

interface SessionsSchema extends DBSchema {
  sessions: { key: string; value: DurableSessionHeader; indexes: { byUser: string } };
  reads: { key: [string, string]; value: StoredRead };
}

export interface LoadedSession {
  header: DurableSessionHeader;
  /** In arrival order. */
  reads: DurableRead[];
}

export interface DurableSessionStore {
  /** Applies one batch of a session's changes and its header in one transaction (all or nothing). */
  write(header: DurableSessionHeader, changes: JournalChanges): Promise<void>;
  load(id: string): Promise<LoadedSession | undefined>;
  /** The user's unfinished sessions, newest first. */
  list(userId: string): Promise<DurableSessionHeader[]>;
  remove(id: string): Promise<void>;
  removeForUser(userId: string): Promise<void>;
  close(): void;
}

export const DURABLE_SESSIONS_DB = 'station-reading-sessions';

/** Every key [id, code]: arrays sort after strings, so [id] .. [id, []] spans them all. */
const readsOf = (id: string) => IDBKeyRange.bound([id], [id, []]);

export async function openDurableSessionStore(name = DURABLE_SESSIONS_DB): Promise<DurableSessionStore> {
  const db: IDBPDatabase<SessionsSchema> = await openDB<SessionsSchema>(name, 1, {
    upgrade(database) {
      const sessions = database.createObjectStore('sessions', { keyPath: 'id' });
      sessions.createIndex('byUser', 'userId');
      database.createObjectStore('reads', { keyPath: ['sessionId', 'code'] });
    },
  });

  async function removeSessions(ids: readonly string[]) {
    const tx = db.transaction(['sessions', 'reads'], 'readwrite');
    for (const id of ids) {
      void tx.objectStore('sessions').delete(id);
      void tx.objectStore('reads').delete(readsOf(id));
    }
    await tx.done;
  }

  return {
    async write(header, changes) {
      const tx = db.transaction(['sessions', 'reads'], 'readwrite');
      // Requests of one transaction run in order; only its end is awaited, so a batch is one round trip. The bare
      // store makes them: idb would wrap each request in a promise nobody awaits (hundreds per write).
      const reads = unwrap(tx.objectStore('reads'));
      if (changes.cleared) reads.delete(readsOf(header.id));
      for (const code of changes.deletes) reads.delete([header.id, code]);
      for (const read of changes.puts) reads.put({ ...read, sessionId: header.id } satisfies StoredRead);
      void tx.objectStore('sessions').put(header);
      await tx.done;
    },
    async load(id) {
      const tx = db.transaction(['sessions', 'reads'], 'readonly');
      const [rawHeader, rawReads] = await Promise.all([
        tx.objectStore('sessions').get(id),
        tx.objectStore('reads').getAll(readsOf(id)),
      ]);
      const header = parseSessionHeader(rawHeader);
      if (!header) return undefined;
      const reads: DurableRead[] = [];
      for (const raw of rawReads) {
        const read = parseDurableRead(raw);
        if (read) reads.push(read);
      }
      reads.sort((a, b) => a.seq - b.seq);
      return { header, reads };
    },
    async list(userId) {
      const raw = await db.getAllFromIndex('sessions', 'byUser', userId);
      const headers = raw.map(parseSessionHeader).filter((header) => header !== undefined);
      return headers.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    remove: (id) => removeSessions([id]),
    async removeForUser(userId) {
      const ids = await db.getAllKeysFromIndex('sessions', 'byUser', userId);
      if (ids.length > 0) await removeSessions(ids);
    },
    close: () => db.close(),
  };
}

let shared: Promise<DurableSessionStore> | undefined;

/** The station's one store, opened on first use; undefined where the browser has no IndexedDB. */
export function durableSessionStore(): Promise<DurableSessionStore> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  shared ??= openDurableSessionStore().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
