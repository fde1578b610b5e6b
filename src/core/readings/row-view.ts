import type { ExpectedProduct } from './checklist-counts.ts';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { matchesFilter, type ReadFilter } from './read-filter.ts';
import {
  addRead,
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
 * whether it matches the filter), so a frame costs the new and updated reads plus a sort of the rows rather than a
 * rebuild of every row. A reset of the list (a removal, a clear, new expected products) rebuilds once.
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

  function reset(source: RowSource) {
    entries = new Map();
    held = new Map();
    byStatus = emptyByStatus();
    consumed = 0;
    expected = source.expected();
    if (grouped && options.showExpected !== false) {
      for (const product of expected.values()) {
        const key = `product:${product.productCode}`;
        entries.set(key, newRowEntry(key, expectedProductOf(product), product.expected));
      }
    }
  }

  function hold(read: ClassifiedRead) {
    const key = rowKeyOf(read, mode);
    let entry = entries.get(key);
    if (!entry) {
      const code = read.item.product?.code;
      const listedExpected = grouped && code ? expected.get(code)?.expected : undefined;
      entries.set(key, (entry = newRowEntry(key, read.item.product, listedExpected)));
      if (expected.size > 0) entry.row.added = listedExpected === undefined;
    }
    held.set(read.identifierCode, { key, index: entry.row.reads.length });
    addRead(entry, read);
    byStatus[read.status] += 1;
  }

  function release(code: string, place: { key: string; index: number }) {
    const entry = entries.get(place.key) as RowEntry;
    const read = takeRead(entry, place.index);
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

  return {
    /** The rows, sorted; the same array while nothing changed. */
    rows(source: RowSource): ReadingRow[] {
      sync(source);
      if (stale) {
        stale = false;
        sorted = sortRows(
          Array.from(entries.values(), (entry) => entry.row),
          options.newReadingsFirst,
        );
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
