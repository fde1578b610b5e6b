import type { ListedRead } from '../define-plugin.ts';

export interface ConfirmableItems {
  /** The stored items to save: ok and warning reads with an item id, each once. */
  itemIds: string[];
  /** 001 §4.6: the simple item list Confirm needs at least one ok item. */
  okCount: number;
  /** 001 §5: warning items ask before the confirm. */
  warningCount: number;
}

/**
 * What a confirm of the simple item list saves (001 §4.6, §7 Save itemIds): the items of ok and warning reads that
 * have a stored id; error and ignored reads are not saved. Items already confirmed on this screen (confirmOnItemRead)
 * are left out.
 */
export function confirmableItems(
  reads: Iterable<ListedRead>,
  alreadyConfirmed: ReadonlySet<string> = new Set(),
): ConfirmableItems {
  const ids = new Set<string>();
  let okCount = 0;
  let warningCount = 0;
  for (const read of reads) {
    const id = read.item?.id;
    if (!id || alreadyConfirmed.has(id) || ids.has(id)) continue;
    if (read.status === 'valid') okCount += 1;
    else if (read.status === 'warning') warningCount += 1;
    else continue;
    ids.add(id);
  }
  return { itemIds: [...ids], okCount, warningCount };
}
