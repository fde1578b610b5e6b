import type { ItemStatuses } from '../operation-config/item-statuses.ts';
import type { DecodedRead, Item } from './decoded-read.ts';

/** 000 §3 Item status, plus 'valid' for a read none of the operation's lists names. */
export type ReadStatus = 'error' | 'warning' | 'ignored' | 'ignoredWithReason' | 'valid';

/** A decoded read once classified (000 §4.6). The item is never null: an empty one stands in when needed. */
export interface ClassifiedRead extends DecodedRead {
  item: Item;
  status: ReadStatus;
  /** The item lies in another zone than the first read's (warning-zone chip IN_ANOTHER_ZONE). */
  zoneWarning: boolean;
  /** Arrival order, for the list sort. */
  seq: number;
}

const anyIn = (statuses: readonly string[], list: readonly string[]) =>
  list.length > 0 && statuses.some((status) => list.includes(status));

/** 000 §4.6 rules 1 to 4, in order; none of them gives 'valid'. */
export function statusOf(read: Pick<DecodedRead, 'item' | 'statuses'>, lists: ItemStatuses): ReadStatus {
  if (!read.item || anyIn(read.statuses, lists.ignore)) return 'ignored';
  if (anyIn(read.statuses, lists.ignoreWithReason)) return 'ignoredWithReason';
  if (anyIn(read.statuses, lists.error)) return 'error';
  if (anyIn(read.statuses, lists.warning)) return 'warning';
  return 'valid';
}

/** 000 §3 Tag read: the item a bare tag stands for, identifiers [{id: epc, code: epc, type: TAG}]. */
export function emptyItemFor(code: string): Item {
  return {
    id: '',
    fakeItemID: '',
    serial: '',
    identifiers: [{ id: code, code, type: 'TAG', role: '', tid: '' }],
    components: [],
    attributes: {},
  };
}

export interface ReadClassifierOptions {
  itemStatuses: ItemStatuses;
  enabledCheckItemZone: boolean;
  /** The operation-specific hook for reads that are not ignored (000 §4.6). */
  transform?: (read: ClassifiedRead) => ClassifiedRead;
}

/**
 * Classifies decoded reads one at a time, remembering what 000 §4.6 needs across reads: the item ids already
 * processed (a second tag of the same item is skipped) and the zone of the first read (the zone check).
 */
export function createReadClassifier(options: ReadClassifierOptions) {
  const processedItemIds = new Set<string>();
  let firstZoneId: string | undefined;
  let classifiedCount = 0;
  return {
    /** The classified read, or undefined when its item was already processed. */
    classify(read: DecodedRead, seq: number): ClassifiedRead | undefined {
      const status = statusOf(read, options.itemStatuses);
      const item = read.item ?? emptyItemFor(read.identifierCode);
      const classified: ClassifiedRead = { ...read, item, status, zoneWarning: false, seq };
      if (status === 'ignored') return classified;
      if (item.id) {
        if (processedItemIds.has(item.id)) return undefined;
        processedItemIds.add(item.id);
      }
      classifiedCount += 1;
      const zoneId = item.zone?.id;
      if (classifiedCount === 1) firstZoneId = zoneId;
      else if (options.enabledCheckItemZone && zoneId && firstZoneId !== undefined && zoneId !== firstZoneId) {
        classified.zoneWarning = true;
        if (status === 'valid') classified.status = 'warning';
      }
      return options.transform ? options.transform(classified) : classified;
    },
    /** Forget an item, so reading it again lists it again. */
    forgetItem(itemId: string) {
      processedItemIds.delete(itemId);
    },
    reset() {
      processedItemIds.clear();
      firstZoneId = undefined;
      classifiedCount = 0;
    },
  };
}

export type ReadClassifier = ReturnType<typeof createReadClassifier>;
