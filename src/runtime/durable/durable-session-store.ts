/**
 * The reading sessions in IndexedDB, through `idb` (Jake Archibald's promise wrapper: typed stores and transactions
 * without hand-written request plumbing). Two stores: the session headers by id, and each session's log of changes
 * keyed by [session id, entry] (journal-log.ts), so a session's reads are one key range to load or delete.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import {
  parseSessionHeader,
  type DurableRead,
  type DurableSessionHeader,
} from '../../core/durable-session/durable-session.ts';
import type { JournalChanges } from '../../core/durable-session/journal-batch.ts';
import {
  createJournalEncoder,
  journalLogEntry,
  replayJournalLog,
  type JournalLogEntry,
} from '../../core/durable-session/journal-log.ts';

interface SessionsSchema extends DBSchema {
  sessions: { key: string; value: DurableSessionHeader; indexes: { byUser: string } };
  log: { key: [string, number]; value: JournalLogEntry };
}

export interface LoadedSession {
  header: DurableSessionHeader;
  /** In arrival order. */
  reads: DurableRead[];
}

export interface DurableSessionStore {
  /** Applies one batch of a session's changes and its header in one transaction (all or nothing). */
  write(header: DurableSessionHeader, changes: JournalChanges): Promise<void>;
  /**
   * Replaces the session's whole log by these entries (encoded changes) in one transaction: a compaction. `products`:
   * the products they hold (their encoder's `written`).
   */
  replace(header: DurableSessionHeader, entries: readonly string[], products: ReadonlySet<string>): Promise<void>;
  load(id: string): Promise<LoadedSession | undefined>;
  /** The user's unfinished sessions, newest first. */
  list(userId: string): Promise<DurableSessionHeader[]>;
  remove(id: string): Promise<void>;
  removeForUser(userId: string): Promise<void>;
  close(): void;
}

export const DURABLE_SESSIONS_DB = 'station-reading-sessions';

/** Every key [id, entry] of a session. */
const logOf = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

type LogStore = IDBPObjectStore<SessionsSchema, ('sessions' | 'log')[], 'log', 'readwrite'>;

export async function openDurableSessionStore(name = DURABLE_SESSIONS_DB): Promise<DurableSessionStore> {
  const db: IDBPDatabase<SessionsSchema> = await openDB<SessionsSchema>(name, 2, {
    upgrade(database, oldVersion) {
      // Version 1 kept one record per read; its sessions are not carried over (they were never released).
      if (oldVersion > 0) for (const store of [...database.objectStoreNames]) database.deleteObjectStore(store);
      const sessions = database.createObjectStore('sessions', { keyPath: 'id' });
      sessions.createIndex('byUser', 'userId');
      database.createObjectStore('log', { keyPath: ['sessionId', 'entry'] });
    },
  });
  /** The next entry of each session this store wrote or loaded; others ask the database. */
  const nextEntry = new Map<string, number>();
  /** The products in each session's log as this store wrote it; unknown ones are written again (never missing). */
  const productsWritten = new Map<string, ReadonlySet<string>>();

  async function entryAfterLast(log: LogStore, id: string): Promise<number> {
    const known = nextEntry.get(id);
    if (known !== undefined) return known;
    const last = await log.openKeyCursor(logOf(id), 'prev');
    return last ? last.primaryKey[1] + 1 : 0;
  }

  async function removeSessions(ids: readonly string[]) {
    const tx = db.transaction(['sessions', 'log'], 'readwrite');
    for (const id of ids) {
      nextEntry.delete(id);
      productsWritten.delete(id);
      void tx.objectStore('sessions').delete(id);
      void tx.objectStore('log').delete(logOf(id));
    }
    await tx.done;
  }

  return {
    async write(header, changes) {
      const tx = db.transaction(['sessions', 'log'], 'readwrite');
      const log = tx.objectStore('log');
      // Requests of one transaction run in order: the clear goes before the entry that follows it.
      if (changes.cleared) void log.delete(logOf(header.id));
      const entry = changes.cleared ? 0 : await entryAfterLast(log, header.id);
      const appends = changes.puts.length > 0 || changes.deletes.length > 0;
      const encoder = createJournalEncoder(changes.cleared ? [] : productsWritten.get(header.id));
      if (appends) void log.put(journalLogEntry(header.id, entry, changes, encoder));
      void tx.objectStore('sessions').put(header);
      try {
        await tx.done;
        nextEntry.set(header.id, appends ? entry + 1 : entry);
        productsWritten.set(header.id, encoder.written);
      } catch (error) {
        // What the log holds now is asked again at the next write; its products are written again.
        nextEntry.delete(header.id);
        productsWritten.delete(header.id);
        throw error;
      }
    },
    async replace(header, entries, products) {
      const tx = db.transaction(['sessions', 'log'], 'readwrite');
      const log = tx.objectStore('log');
      void log.delete(logOf(header.id));
      entries.forEach((changes, entry) => void log.put({ sessionId: header.id, entry, changes }));
      void tx.objectStore('sessions').put(header);
      try {
        await tx.done;
        nextEntry.set(header.id, entries.length);
        productsWritten.set(header.id, products);
      } catch (error) {
        nextEntry.delete(header.id);
        productsWritten.delete(header.id);
        throw error;
      }
    },
    async load(id) {
      const tx = db.transaction(['sessions', 'log'], 'readonly');
      const [rawHeader, entries] = await Promise.all([
        tx.objectStore('sessions').get(id),
        tx.objectStore('log').getAll(logOf(id)),
      ]);
      const header = parseSessionHeader(rawHeader);
      if (!header) return undefined;
      const last = entries.at(-1)?.entry;
      nextEntry.set(id, typeof last === 'number' ? last + 1 : 0);
      productsWritten.delete(id);
      return { header, reads: replayJournalLog(entries) };
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
