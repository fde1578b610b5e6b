import { defaultBatchIntervalTagCount, defaultBatchIntervalTime } from './decode-timing.ts';

export type BatchState = 'pending' | 'processing' | 'completed';

export interface Batch {
  id: number;
  codes: string[];
  state: BatchState;
}

/**
 * Read path 2 of 000 §4.5: codes collect in a pending batch that closes after `intervalMs` (batchIntervalTime) from
 * its first code or when it holds `tagCount` (batchIntervalTagCount) codes; a closed batch is processing until its
 * decode settles, then completed.
 */
export function createBatchCollector(
  process: (batch: Batch) => Promise<void>,
  { intervalMs = defaultBatchIntervalTime, tagCount = defaultBatchIntervalTagCount } = {},
) {
  let nextId = 1;
  let open: Batch | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Map<number, Batch>();
  let completed = 0;

  function close() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = open;
    open = undefined;
    if (!batch) return;
    batch.state = 'processing';
    inFlight.set(batch.id, batch);
    void process(batch).finally(() => {
      batch.state = 'completed';
      inFlight.delete(batch.id);
      completed += 1;
    });
  }

  return {
    add(code: string) {
      if (!open) {
        open = { id: nextId++, codes: [], state: 'pending' };
        timer = setTimeout(close, intervalMs);
      }
      open.codes.push(code);
      if (open.codes.length >= tagCount) close();
    },
    /** How many batches are in each state (completed ones are counted, not kept). */
    counts: () => ({ pending: open ? 1 : 0, processing: inFlight.size, completed }),
    pendingBatch: (): Readonly<Batch> | undefined => open,
    /** Drops the open batch; batches already processing finish on their own. */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      open = undefined;
    },
  };
}
