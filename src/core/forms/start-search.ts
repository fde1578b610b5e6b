import type { TagRead } from '../readings/reader-contract.ts';
import { tagKey } from '../readings/tag-identity.ts';

/**
 * What a plugin's start search answers for the reads of the start form's RFID search (000 §2.13, 001 §4.3): go on to
 * the submit path with this navigation state (as a submitted form does), or an error (i18n keys) after which the read
 * tags are removed.
 */
export type StartSearchResult =
  | {
      type: 'navigate';
      /** The data the operation starts with (the navigation state's formData). */
      formData?: Readonly<Record<string, unknown>>;
      /** More navigation state for the next screen (e.g. the found parcel). */
      state?: Readonly<Record<string, unknown>>;
    }
  | { type: 'error'; title: string; message: string; params?: Readonly<Record<string, string>> };

export interface StartSearchDeps {
  search(reads: readonly TagRead[]): Promise<void>;
  /** true while a search runs: the reader shows loading. */
  setBusy(busy: boolean): void;
}

/**
 * One search at a time over a reader's reads: new tags (by uid, else epc, 000 §4.5) start a search; reads arriving
 * while it runs are ignored; tags already searched are not searched again until `clear()` forgets them.
 */
export function createStartSearch(deps: StartSearchDeps) {
  const searched = new Set<string>();
  let running = false;
  return {
    push(reads: readonly TagRead[]): Promise<void> | undefined {
      if (running) return undefined;
      const fresh: TagRead[] = [];
      for (const read of reads) {
        const key = tagKey(read);
        if (key === undefined || searched.has(key)) continue;
        searched.add(key);
        fresh.push(read);
      }
      if (fresh.length === 0) return undefined;
      running = true;
      deps.setBusy(true);
      return deps.search(fresh).finally(() => {
        running = false;
        deps.setBusy(false);
      });
    },
    clear() {
      searched.clear();
    },
    running: () => running,
  };
}

export type StartSearch = ReturnType<typeof createStartSearch>;
