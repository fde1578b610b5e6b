import type { ClassifiedRead } from './classify-read.ts';
import { sortRows, type ReadingRow } from './reading-rows.ts';

/** What the builder reads from the pipeline. */
export interface ListedReads {
  reads(): IterableIterator<ClassifiedRead>;
  listVersion(): number;
  removalVersion(): number;
}

const groupKey = (read: ClassifiedRead, mode: 'item' | 'groupedByProduct') => {
  if (mode === 'item') return read.identifierCode;
  const code = read.item.product?.code;
  return code ? `product:${code}` : `read:${read.identifierCode}`;
};

function newRow(key: string, read: ClassifiedRead): ReadingRow {
  return {
    key,
    product: read.item.product,
    first: read,
    reads: [],
    detected: 0,
    expected: 0,
    unexpected: 0,
    status: 'valid',
    errors: 0,
    warnings: 0,
    seq: 0,
  };
}

/** Reads of a row that are ignored, and ignored with reason (for the row's status). */
interface IgnoredCounts {
  ignored: number;
  withReason: number;
}

/** 000 §4.6: error if any item is, else warning if any is; all ignored (with reason) gives that status. */
function addRead(row: ReadingRow, counts: IgnoredCounts, read: ClassifiedRead) {
  row.reads.push(read);
  row.detected += 1;
  row.expected += read.expected;
  row.unexpected += read.unexpected;
  if (read.status === 'error') row.errors += 1;
  else if (read.status === 'warning') row.warnings += 1;
  else if (read.status === 'ignored') counts.ignored += 1;
  else if (read.status === 'ignoredWithReason') counts.withReason += 1;
  if (read.seq > row.seq) row.seq = read.seq;
  row.status =
    row.errors > 0
      ? 'error'
      : row.warnings > 0
        ? 'warning'
        : counts.ignored === row.detected
          ? 'ignored'
          : counts.withReason === row.detected
            ? 'ignoredWithReason'
            : 'valid';
}

/**
 * The rows of a list (000 §3 grouped row, §4.6 sort), kept up to date incrementally: while reads are only added
 * (the usual case while reading) each new read updates its row, so a frame costs the new reads plus a sort of the
 * rows rather than a rebuild of every row; a removal or a clear rebuilds once.
 */
export function createRowBuilder(mode: 'item' | 'groupedByProduct', newReadingsFirst: boolean) {
  let rows = new Map<string, { row: ReadingRow; counts: IgnoredCounts }>();
  let consumed = 0;
  let seenList = -1;
  let seenRemoval = -1;
  let sorted: ReadingRow[] = [];
  return (source: ListedReads): ReadingRow[] => {
    if (source.listVersion() === seenList) return sorted;
    if (source.removalVersion() !== seenRemoval) {
      rows = new Map();
      consumed = 0;
      seenRemoval = source.removalVersion();
    }
    let index = 0;
    for (const read of source.reads()) {
      if (index++ < consumed) continue;
      const key = groupKey(read, mode);
      let entry = rows.get(key);
      if (!entry) rows.set(key, (entry = { row: newRow(key, read), counts: { ignored: 0, withReason: 0 } }));
      addRead(entry.row, entry.counts, read);
    }
    consumed = index;
    seenList = source.listVersion();
    sorted = sortRows(
      Array.from(rows.values(), (entry) => entry.row),
      newReadingsFirst,
    );
    return sorted;
  };
}
