import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import type { Product } from './decoded-read.ts';

/** 000 §3 grouped reading row: a product (or a lone item) with its reads and the figures of its counter. */
export interface ReadingRow {
  key: string;
  product?: Product;
  /** The read itself in item mode; the first read in grouped mode; none on an expected product's row not read yet. */
  first?: ClassifiedRead;
  reads: ClassifiedRead[];
  detected: number;
  expected: number;
  unexpected: number;
  status: ReadStatus;
  errors: number;
  warnings: number;
  /** Arrival of the newest read, for the sort. */
  seq: number;
  /** With a checklist: the row is not on it (000 §3 grouped row 'added'). */
  added?: boolean;
}

/** A row with what keeps its figures right as reads join and leave it. */
export interface RowEntry {
  row: ReadingRow;
  ignored: number;
  withReason: number;
  /** The sum of its reads' own expected figures (the decode's): the row's expected when no checklist names it. */
  readsExpected: number;
  /** What the checklist expects of the row's product, when it names it. */
  checklistExpected?: number;
}

const rank: Readonly<Record<ReadStatus, number>> = {
  error: 0,
  warning: 1,
  ignored: 2,
  ignoredWithReason: 3,
  valid: 3,
};

/** The row key of a read: its code in item mode, else its product's code (a read without a product is alone). */
export function rowKeyOf(read: ClassifiedRead, mode: 'item' | 'groupedByProduct'): string {
  if (mode === 'item') return read.identifierCode;
  const code = read.item.product?.code;
  return code ? `product:${code}` : `read:${read.identifierCode}`;
}

export function newRowEntry(key: string, product: Product | undefined, checklistExpected?: number): RowEntry {
  return {
    row: {
      key,
      product,
      reads: [],
      detected: 0,
      expected: checklistExpected ?? 0,
      unexpected: 0,
      status: 'valid',
      errors: 0,
      warnings: 0,
      seq: 0,
    },
    ignored: 0,
    withReason: 0,
    readsExpected: 0,
    checklistExpected,
  };
}

/** 000 §4.6: error if any item is, else warning if any is; all ignored (with reason) gives that status. */
function settle(entry: RowEntry) {
  const { row } = entry;
  row.first = row.reads[0];
  row.detected = row.reads.length;
  row.expected = entry.checklistExpected ?? entry.readsExpected;
  row.status =
    row.errors > 0
      ? 'error'
      : row.warnings > 0
        ? 'warning'
        : row.detected > 0 && entry.ignored === row.detected
          ? 'ignored'
          : row.detected > 0 && entry.withReason === row.detected
            ? 'ignoredWithReason'
            : 'valid';
}

function tally(entry: RowEntry, read: ClassifiedRead, step: 1 | -1) {
  const { row } = entry;
  entry.readsExpected += step * read.expected;
  row.unexpected += step * read.unexpected;
  if (read.status === 'error') row.errors += step;
  else if (read.status === 'warning') row.warnings += step;
  else if (read.status === 'ignored') entry.ignored += step;
  else if (read.status === 'ignoredWithReason') entry.withReason += step;
}

/** A read joins its row, at the end. */
export function addRead(entry: RowEntry, read: ClassifiedRead) {
  const { row } = entry;
  if (row.reads.length === 0 && read.item.product) row.product = read.item.product;
  row.reads.push(read);
  tally(entry, read, 1);
  if (read.seq > row.seq) row.seq = read.seq;
  settle(entry);
}

/** The read at `index` leaves its row (O(reads of the row)); answers it. */
export function takeRead(entry: RowEntry, index: number): ClassifiedRead {
  const { row } = entry;
  const [read] = row.reads.splice(index, 1) as [ClassifiedRead];
  tally(entry, read, -1);
  if (read.seq === row.seq) row.seq = row.reads.reduce((newest, other) => Math.max(newest, other.seq), 0);
  settle(entry);
  return read;
}

/** The read at `index` changed in place (its kind fields): the row's figures stay, its reads show the new one. */
export function replaceRead(entry: RowEntry, index: number, read: ClassifiedRead) {
  entry.row.reads[index] = read;
  if (index === 0) entry.row.first = read;
}

function rowsOf(reads: Iterable<ClassifiedRead>, mode: 'item' | 'groupedByProduct'): ReadingRow[] {
  const entries = new Map<string, RowEntry>();
  for (const read of reads) {
    const key = rowKeyOf(read, mode);
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = newRowEntry(key, read.item.product)));
    addRead(entry, read);
  }
  return Array.from(entries.values(), (entry) => entry.row);
}

/** One row per read (readingsDisplayMode 'item'). */
export const itemRows = (reads: Iterable<ClassifiedRead>): ReadingRow[] => rowsOf(reads, 'item');

/** One row per product code (readingsDisplayMode 'groupedByProduct'); a read without a product is its own row. */
export const groupedRows = (reads: Iterable<ClassifiedRead>): ReadingRow[] => rowsOf(reads, 'groupedByProduct');

/**
 * 000 §4.6 sort: error rows, then warning, then ignored, then the others; within a rank by arrival, the newest first
 * when newReadingsFirst (the configured order is reversed). Expected products not read yet come last, in the
 * checklist's order. Sorts in place and returns the array.
 */
export function sortRows(rows: ReadingRow[], newReadingsFirst: boolean): ReadingRow[] {
  return rows.sort(compareRows(newReadingsFirst));
}

/** The order of sortRows; rows it finds equal (expected products not read yet) keep the order they came in. */
export function compareRows(newReadingsFirst: boolean): (a: ReadingRow, b: ReadingRow) => number {
  const direction = newReadingsFirst ? -1 : 1;
  const unread = (row: ReadingRow) => (row.reads.length === 0 ? 1 : 0);
  return (a, b) => rank[a.status] - rank[b.status] || unread(a) - unread(b) || direction * (a.seq - b.seq);
}
