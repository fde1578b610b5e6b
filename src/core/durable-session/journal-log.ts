import { isRecord } from '../guards.ts';
import { parseDurableRead, type DurableRead } from './durable-session.ts';
import type { JournalChanges } from './journal-batch.ts';

/**
 * A session's reads are stored as a log: each write appends one entry holding its changes as one JSON text. In
 * Chromium every IndexedDB request costs about 50 µs of main-thread time before its value is even cloned, so one
 * request per read held the main thread for tens of milliseconds a write at 10,000 reads/s; one text per entry costs a
 * JSON.stringify (a few µs a read) and one cheap string clone. A restore replays the entries in order.
 *
 * The items of a product share it, and a product is most of a decoded read (real ones carry dozens of attributes):
 * the log holds each product once, in the first entry that shows it; later puts name it (`{ "$product": id }`).
 */
export interface JournalLogEntry {
  sessionId: string;
  /** Its place in the session's log: 0 after a clear, then counting up. */
  entry: number;
  /** `{ deletes, puts, products }` as JSON. */
  changes: string;
}

/** Encodes entries of one log, each product written once; make one per attempt to write, from what the log holds. */
export interface JournalEncoder {
  /** The text of one entry: its deletes, then its puts, and the products first shown by them. */
  encode(changes: Pick<JournalChanges, 'puts' | 'deletes'>): string;
  /** The ids of the products the log holds once the encoded entries are stored. */
  readonly written: ReadonlySet<string>;
}

/** `written`: the products already in the stored log (none after a clear, or when it is not known). */
export function createJournalEncoder(written: Iterable<string> = []): JournalEncoder {
  const known = new Set(written);
  return {
    written: known,
    encode(changes) {
      const products: Record<string, unknown> = {};
      let newProducts = false;
      const puts = changes.puts.map((put) => {
        const { decoded } = put;
        const item = decoded?.item;
        const id = item?.product?.id;
        if (!decoded || !item || !id) return put;
        if (!known.has(id)) {
          known.add(id);
          products[id] = item.product;
          newProducts = true;
        }
        return { ...put, decoded: { ...decoded, item: { ...item, product: { $product: id } } } };
      });
      return JSON.stringify(
        newProducts ? { deletes: changes.deletes, puts, products } : { deletes: changes.deletes, puts },
      );
    },
  };
}

export function journalLogEntry(
  sessionId: string,
  entry: number,
  changes: JournalChanges,
  encoder: JournalEncoder,
): JournalLogEntry {
  return { sessionId, entry, changes: encoder.encode(changes) };
}

interface EntryChanges {
  deletes: string[];
  puts: unknown[];
  products: Record<string, unknown>;
}

/** The changes of one stored entry, or undefined for an entry that is not one (written by something else). */
function parseEntryChanges(value: unknown): EntryChanges | undefined {
  if (!isRecord(value) || typeof value.changes !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.changes);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const deletes = Array.isArray(parsed.deletes)
    ? parsed.deletes.filter((code): code is string => typeof code === 'string')
    : [];
  const puts: unknown[] = Array.isArray(parsed.puts) ? parsed.puts : [];
  return { deletes, puts, products: isRecord(parsed.products) ? parsed.products : {} };
}

/**
 * A stored put with its product in place of the name of it. A product the log does not hold (an entry lost or
 * damaged) leaves the read undecoded: it is decoded again rather than shown without its product.
 */
function withProduct(put: unknown, products: ReadonlyMap<string, unknown>): unknown {
  if (!isRecord(put) || !isRecord(put.decoded) || !isRecord(put.decoded.item)) return put;
  const { item } = put.decoded;
  if (!isRecord(item.product) || typeof item.product.$product !== 'string') return put;
  const product = products.get(item.product.$product);
  if (product === undefined) {
    const { decoded: _lost, ...undecoded } = put;
    return undecoded;
  }
  return { ...put, decoded: { ...put.decoded, item: { ...item, product } } };
}

/**
 * The session's reads after its log entries (in their stored order): a later put of a code replaces the earlier, a
 * delete forgets it. Entries and reads that do not parse are skipped. The reads come back in arrival order.
 */
export function replayJournalLog(entries: readonly unknown[]): DurableRead[] {
  const reads = new Map<string, DurableRead>();
  const products = new Map<string, unknown>();
  for (const raw of entries) {
    const changes = parseEntryChanges(raw);
    if (!changes) continue;
    for (const [id, product] of Object.entries(changes.products)) products.set(id, product);
    for (const code of changes.deletes) reads.delete(code);
    for (const value of changes.puts) {
      const read = parseDurableRead(withProduct(value, products));
      if (read) reads.set(read.code, read);
    }
  }
  return [...reads.values()].sort((a, b) => a.seq - b.seq);
}
