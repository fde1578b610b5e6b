import type { ReaderPort, ReaderStatus, TagRead } from '../core/readings/reader-contract.ts';
import { createListeners } from '../core/listeners.ts';

/**
 * A screen's reader: the `ReaderPort` the tag pipeline consumes, plus what the screen and the reader control need
 * (clear with its listeners, the loading flag while reads are decoded, emulated reads).
 */
export interface ReaderController extends ReaderPort {
  readonly emulated: boolean;
  /** 'clearing' while the clear listeners (the pipeline forgetting its reads) run. */
  clear(): Promise<void>;
  onClear(listener: () => void | Promise<void>): () => void;
  /** 'loading' while the screen decodes reads. */
  setLoading(loading: boolean): void;
  /** Injects reads as if an antenna saw them (000 §2.19); the reader starts and stops 1000 ms later. */
  emulate(reads: readonly TagRead[]): void;
  dispose(): void;
}

/** The base states a reader reports by itself (the device client or the emulation). */
export type BaseReaderStatus = Extract<ReaderStatus, 'off' | 'starting' | 'on' | 'reading'>;

/**
 * The state machine of 000 §4.4 on top of a base reader: 'clearing' while a clear runs, else 'loading' while the screen
 * decodes, else the base state (off, starting, on, reading).
 */
export function createReaderStatus(initial: BaseReaderStatus = 'off') {
  const listeners = createListeners<[ReaderStatus]>();
  let base: BaseReaderStatus = initial;
  let clearing = false;
  let loading = false;
  let current: ReaderStatus = initial;
  const update = () => {
    const next: ReaderStatus = clearing ? 'clearing' : loading ? 'loading' : base;
    if (next === current) return;
    current = next;
    listeners.emit(next);
  };
  return {
    get: () => current,
    base: () => base,
    setBase(next: BaseReaderStatus) {
      base = next;
      update();
    },
    setClearing(next: boolean) {
      clearing = next;
      update();
    },
    setLoading(next: boolean) {
      loading = next;
      update();
    },
    subscribe(listener: (status: ReaderStatus) => void) {
      return listeners.add(listener);
    },
    clearListeners: () => listeners.clear(),
  };
}

/** Runs the clear listeners with the reader in 'clearing'; one failing does not keep the others from running. */
export async function runClear(
  status: ReturnType<typeof createReaderStatus>,
  listeners: ReadonlySet<() => void | Promise<void>>,
): Promise<void> {
  status.setClearing(true);
  try {
    const results = await Promise.allSettled([...listeners].map(async (listener) => listener()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    status.setClearing(false);
  }
}
