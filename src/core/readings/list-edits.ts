import type { ClassifiedRead, ReadClassifier } from './classify-read.ts';
import { patchKindFields, type KindFieldsPatch } from './kind-fields.ts';
import type { ListChanges } from './list-changes.ts';
import type { ListedReadsIndex } from './listed-reads.ts';

/** A listed read by its item id or by any identifier code of its item (000 §4.5). */
export interface RemoveTarget {
  itemId?: string;
  identifierCode?: string;
}

export interface ListEditsDeps {
  listed: ListedReadsIndex;
  classifier: ReadClassifier;
  changes: ListChanges;
  /** The reader forgets a code, so reading it again lists it again. */
  forgetTag(code: string): void;
}

/** What changes a listed read after it is listed: taking reads off (000 §4.5) and updating one in place (002 §5). */
export function createListEdits({ listed, classifier, changes, forgetTag }: ListEditsDeps) {
  return {
    find(target: RemoveTarget): ClassifiedRead | undefined {
      if (target.itemId) return listed.findByItemId(target.itemId);
      return target.identifierCode === undefined ? undefined : listed.findByCode(target.identifierCode);
    },
    /** Takes reads off the list, each with every code of its item; views rebuild once for all of them. */
    take(reads: readonly ClassifiedRead[]) {
      for (const read of reads) {
        if (read.item.id) classifier.forgetItem(read.item.id);
        for (const code of listed.take(read)) forgetTag(code);
      }
      if (reads.length > 0) changes.reset();
    },
    /**
     * Changes what is known of a listed read (found by any code of its item): the read is replaced by a copy with the
     * patched kind fields, in O(1), and views replace it in its row. Answers the new read, or undefined when nothing
     * changed (not listed, or the same values).
     */
    update(code: string, patch: KindFieldsPatch): ClassifiedRead | undefined {
      const read = listed.findByCode(code);
      if (!read) return undefined;
      const kindFields = patchKindFields(read.kindFields, patch);
      if (!kindFields) return undefined;
      const { kindFields: _previous, ...rest } = read;
      const next: ClassifiedRead = Object.keys(kindFields).length > 0 ? { ...rest, kindFields } : rest;
      listed.replace(next);
      changes.updated(next.identifierCode, listed.size());
      return next;
    },
  };
}
