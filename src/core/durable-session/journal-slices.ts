import type { JournalChanges } from './journal-batch.ts';

/**
 * One batch of changes cut into slices of at most `size` records (deletes first, then puts), each written in a
 * transaction of its own. Every record is structured-cloned on the main thread as its request is made, so a slice
 * bounds the main-thread time of one write, whatever the read rate. The clear goes with the first slice: a crash
 * between slices keeps a prefix of the batch, as a crash during reading would.
 */
export function journalSlices(changes: JournalChanges, size: number): JournalChanges[] {
  const limit = Math.max(1, Math.floor(size));
  const slices: JournalChanges[] = [];
  let slice: JournalChanges = { cleared: changes.cleared, puts: [], deletes: [] };
  let records = 0;
  const next = () => {
    slices.push(slice);
    slice = { cleared: false, puts: [], deletes: [] };
    records = 0;
  };
  for (const code of changes.deletes) {
    if (records === limit) next();
    slice.deletes.push(code);
    records += 1;
  }
  for (const read of changes.puts) {
    if (records === limit) next();
    slice.puts.push(read);
    records += 1;
  }
  if (records > 0 || slices.length === 0) slices.push(slice);
  return slices;
}
