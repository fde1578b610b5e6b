import type { ExpectedProduct } from './checklist-counts.ts';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { matchesFilter, type ReadFilter } from './read-filter.ts';
import {
  addRead,
  compareRows,
  newRowEntry,
  replaceRead,
  rowKeyOf,
  sortRows,
  takeRead,
  type ReadingRow,
  type RowEntry,
} from './reading-rows.ts';
import { emptyByStatus } from './listed-reads.ts';

/** What a view reads from the pipeline. */
export interface RowSource {
  reads(): IterableIterator<ClassifiedRead>;
  /** The listed read a code belongs to. */
  read(code: string): ClassifiedRead | undefined;
  listVersion(): number;
  resetVersion(): number;
  updateVersion(): number;
  updatedSince(version: number): readonly string[] | undefined;
  expected(): ReadonlyMap<string, ExpectedProduct>;
}

export interface RowViewOptions {
  mode: 'item' | 'groupedByProduct';
  newReadingsFirst: boolean;
  /** Only the reads that match (a second list of the same screen shows others). */
  filter?: ReadFilter;
  /** Grouped mode with expected products: a row for each, read or not (default true). */
  showExpected?: boolean;
}

/** The figures of a view's reads (a counter scoped by the same filter as a list). */
export interface ViewFigures {
  listed: number;
  byStatus: Readonly<Record<ReadStatus, number>>;
}

/** A row for an expected product (000 §3 Checklist) before any of its items is read. */
const expectedProductOf = (expected: ExpectedProduct) =>
  expected.product ?? { id: '', code: expected.productCode, description: '', attributes: {} };

/**
 * The rows of a list (000 §3 grouped row, §4.6 sort), kept up to date incrementally: each new read joins its row, and
 * each read updated in place replaces its old self in its row (or joins or leaves the view when the update changes
 * whether it matches the filter), so a frame costs the new and updated reads rather than a rebuild of every row.
 * Only the rows that changed are placed again in the sorted rows (a binary search each): a full sort of 20,000 rows
 * whose statuses interleave takes 9-21 ms in V8, at every frame the list changes. A reset of the list (a removal, a
 * clear, new expected products) rebuilds and sorts once.
 */
export function createRowView(options: RowViewOptions) {
  const { mode, filter } = options;
  const grouped = mode === 'groupedByProduct';
  let entries = new Map<string, RowEntry>();
  /** Each read the view shows, by identifierCode → its row and its index among the row's reads. */
  let held = new Map<string, { key: string; index: number }>();
  let expected: ReadonlyMap<string, ExpectedProduct> = new Map();
  let byStatus = emptyByStatus();
  let consumed = 0;
  let seenList = -1;
  let seenReset = -1;
  let seenUpdate = 0;
  let sorted: ReadingRow[] = [];
  let figures: ViewFigures = { listed: 0, byStatus };
  let stale = true;
  /** The rows must be sorted from scratch (after a reset), not only those that changed placed again. */
  let resort = true;
  /** Rows created or changed since the last sort (their place may have moved). */
  const moved = new Set<ReadingRow>();
  /** When each row was created: sortRows keeps rows it finds equal in that order, and so do placed rows. */
  const created = new WeakMap<ReadingRow, number>();
  let nextCreated = 0;
  const compare = compareRows(options.newReadingsFirst);
  const compareCreated = (a: ReadingRow, b: ReadingRow) =>
    compare(a, b) || (created.get(a) ?? 0) - (created.get(b) ?? 0);

  function addEntry(key: string, entry: RowEntry) {
    entries.set(key, entry);
    created.set(entry.row, nextCreated++);
  }

  function reset(source: RowSource) {
    entries = new Map();
    held = new Map();
    byStatus = emptyByStatus();
    consumed = 0;
    resort = true;
    moved.clear();
    expected = source.expected();
    if (grouped && options.showExpected !== false) {
      for (const product of expected.values()) {
        const key = `product:${product.productCode}`;
        addEntry(key, newRowEntry(key, expectedProductOf(product), product.expected));
      }
    }
  }

  function hold(read: ClassifiedRead) {
    const key = rowKeyOf(read, mode);
    let entry = entries.get(key);
    if (!entry) {
      const code = read.item.product?.code;
      const listedExpected = grouped && code ? expected.get(code)?.expected : undefined;
      addEntry(key, (entry = newRowEntry(key, read.item.product, listedExpected)));
      if (expected.size > 0) entry.row.added = listedExpected === undefined;
    }
    held.set(read.identifierCode, { key, index: entry.row.reads.length });
    addRead(entry, read);
    moved.add(entry.row);
    byStatus[read.status] += 1;
  }

  function release(code: string, place: { key: string; index: number }) {
    const entry = entries.get(place.key) as RowEntry;
    const read = takeRead(entry, place.index);
    moved.add(entry.row);
    held.delete(code);
    byStatus[read.status] -= 1;
    entry.row.reads.forEach((other, index) => {
      if (index >= place.index) held.set(other.identifierCode, { key: place.key, index });
    });
    if (entry.row.reads.length === 0 && (entry.checklistExpected === undefined || options.showExpected === false)) {
      entries.delete(place.key);
    }
  }

  function applyUpdate(code: string, source: RowSource) {
    const read = source.read(code);
    if (!read) return;
    const place = held.get(read.identifierCode);
    const matches = matchesFilter(read, filter);
    if (place && matches) replaceRead(entries.get(place.key) as RowEntry, place.index, read);
    else if (place) release(read.identifierCode, place);
    else if (matches) hold(read);
  }

  /** Brings the rows up to date with the source; answers whether anything changed. */
  function sync(source: RowSource): boolean {
    if (source.listVersion() === seenList) return false;
    const updates = source.resetVersion() === seenReset ? source.updatedSince(seenUpdate) : undefined;
    if (!updates) {
      reset(source);
      seenReset = source.resetVersion();
    }
    let index = 0;
    for (const read of source.reads()) {
      if (index++ < consumed) continue;
      if (matchesFilter(read, filter)) hold(read);
    }
    consumed = index;
    // Reads appended above were taken as they are now; updates to them find them unchanged.
    for (const code of updates ?? []) applyUpdate(code, source);
    seenUpdate = source.updateVersion();
    seenList = source.listVersion();
    stale = true;
    return true;
  }

  /**
   * A new array of the sorted rows: the rows that did not change keep their order, and each row that changed and is
   * still shown goes where the sort puts it. (A view asked only for figures keeps collecting changed rows until the
   * next reset: at most one entry per row it holds.)
   */
  function placeMoved(): ReadingRow[] {
    const staying = moved.size > 0 ? sorted.filter((row) => !moved.has(row)) : sorted;
    const placing = [...moved].filter((row) => entries.get(row.key)?.row === row).sort(compareCreated);
    const placed: ReadingRow[] = [];
    let next = 0;
    for (const row of placing) {
      let low = next;
      let high = staying.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compareCreated(staying[middle] as ReadingRow, row) <= 0) low = middle + 1;
        else high = middle;
      }
      while (next < low) placed.push(staying[next++] as ReadingRow);
      placed.push(row);
    }
    while (next < staying.length) placed.push(staying[next++] as ReadingRow);
    return placed;
  }

  return {
    /** The rows, sorted; the same array while nothing changed. */
    rows(source: RowSource): ReadingRow[] {
      sync(source);
      if (stale) {
        stale = false;
        sorted = resort
          ? sortRows(
              Array.from(entries.values(), (entry) => entry.row),
              options.newReadingsFirst,
            )
          : placeMoved();
        resort = false;
        moved.clear();
        figures = { listed: held.size, byStatus: { ...byStatus } };
      }
      return sorted;
    },
    /** The view's figures (no sort); the same object while nothing changed. */
    figures(source: RowSource): ViewFigures {
      if (sync(source)) figures = { listed: held.size, byStatus: { ...byStatus } };
      return figures;
    },
  };
}

export type RowView = ReturnType<typeof createRowView>;
