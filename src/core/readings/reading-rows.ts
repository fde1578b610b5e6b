import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import type { Product } from './decoded-read.ts';

/** 000 §3 grouped reading row: a product (or a lone item) with its reads and the figures of its counter. */
export interface ReadingRow {
  key: string;
  product?: Product;
  /** The read itself in item mode; the first read in grouped mode. */
  first: ClassifiedRead;
  reads: ClassifiedRead[];
  detected: number;
  expected: number;
  unexpected: number;
  status: ReadStatus;
  errors: number;
  warnings: number;
  /** Arrival of the newest read, for the sort. */
  seq: number;
}

const rank: Readonly<Record<ReadStatus, number>> = {
  error: 0,
  warning: 1,
  ignored: 2,
  ignoredWithReason: 3,
  valid: 3,
};

/** 000 §4.6: a grouped row is error when any item is, else warning when any item is; a row of ignored reads is ignored. */
export function rowStatus(errors: number, warnings: number, reads: readonly ClassifiedRead[]): ReadStatus {
  if (errors > 0) return 'error';
  if (warnings > 0) return 'warning';
  if (reads.length > 0 && reads.every((read) => read.status === 'ignored')) return 'ignored';
  if (reads.length > 0 && reads.every((read) => read.status === 'ignoredWithReason')) return 'ignoredWithReason';
  return 'valid';
}

function rowOf(key: string, reads: ClassifiedRead[]): ReadingRow {
  let errors = 0;
  let warnings = 0;
  let expected = 0;
  let unexpected = 0;
  let seq = 0;
  for (const read of reads) {
    if (read.status === 'error') errors += 1;
    else if (read.status === 'warning') warnings += 1;
    expected += read.expected;
    unexpected += read.unexpected;
    if (read.seq > seq) seq = read.seq;
  }
  const first = reads[0] as ClassifiedRead;
  return {
    key,
    product: first.item.product,
    first,
    reads,
    detected: reads.length,
    expected,
    unexpected,
    status: rowStatus(errors, warnings, reads),
    errors,
    warnings,
    seq,
  };
}

/** One row per read (readingsDisplayMode 'item'). */
export function itemRows(reads: Iterable<ClassifiedRead>): ReadingRow[] {
  const rows: ReadingRow[] = [];
  for (const read of reads) rows.push(rowOf(read.identifierCode, [read]));
  return rows;
}

/** One row per product code (readingsDisplayMode 'groupedByProduct'); a read without a product is its own row. */
export function groupedRows(reads: Iterable<ClassifiedRead>): ReadingRow[] {
  const groups = new Map<string, ClassifiedRead[]>();
  for (const read of reads) {
    const code = read.item.product?.code;
    const key = code ? `product:${code}` : `read:${read.identifierCode}`;
    const group = groups.get(key);
    if (group) group.push(read);
    else groups.set(key, [read]);
  }
  const rows: ReadingRow[] = [];
  for (const [key, group] of groups) rows.push(rowOf(key, group));
  return rows;
}

/**
 * 000 §4.6 sort: error rows, then warning, then ignored, then the others; within a rank by arrival, the newest first
 * when newReadingsFirst (the configured order is reversed). Sorts in place and returns the array.
 */
export function sortRows(rows: ReadingRow[], newReadingsFirst: boolean): ReadingRow[] {
  const direction = newReadingsFirst ? -1 : 1;
  return rows.sort((a, b) => rank[a.status] - rank[b.status] || direction * (a.seq - b.seq));
}
