import type { ItemStatuses } from '../operation-config/item-statuses.ts';
import { createBatchCollector } from './batch-collector.ts';
import { createReadClassifier, type ClassifiedRead, type ReadStatus } from './classify-read.ts';
import { createListedReads } from './listed-reads.ts';
import { createDebouncedGroup } from './debounced-group.ts';
import { unknownDecodedRead, type DecodedRead, type DecodeResultType } from './decoded-read.ts';
import { defaultBatchIntervalTagCount, defaultBatchIntervalTime } from './decode-timing.ts';
import type { TagRead } from './reader-contract.ts';
import { hasIgnoredPrefix, identifierTypeOf, tagKey, type ScannedIdentifierType } from './tag-identity.ts';

/** A tag the reader holds in memory (000 §3 Tag read with its local flags). */
export interface TagEntry {
  code: string;
  read: TagRead;
  identifierType: ScannedIdentifierType;
  /** Waiting to be decoded. */
  pending: boolean;
  /** Its decode request is on its way. */
  processing: boolean;
  /** Its last decode failed; it goes again with the next request. */
  failed: boolean;
  seq: number;
}

/** 000 §4.5 read paths: a direct callback, batches, or debounced decode groups. */
export type ReadPath = 'direct' | 'batch' | 'debounce';
export type RemoveMode = 'none' | 'sku' | 'rfid';

export interface ReadingsPipelineOptions {
  path: ReadPath;
  ignoreReadingTagsWithPrefixes?: readonly string[];
  batchIntervalTime?: number;
  batchIntervalTagCount?: number;
  /** The server decode (items/decode, tagInfo batchValidate or a configured decode URL). */
  decode?: (codes: string[]) => Promise<DecodedRead[]>;
  /** Path 1: each new tag, as it comes. */
  onRead?: (tag: TagEntry) => void;
  itemStatuses: ItemStatuses;
  enabledCheckItemZone?: boolean;
  removeMode?: RemoveMode;
  transform?: (read: ClassifiedRead) => ClassifiedRead;
  onError?: (error: unknown) => void;
  /** After each decode answer: the reads it newly listed, classified (e.g. a plugin's per-read actions). */
  onDecoded?: (reads: ClassifiedRead[]) => void;
}

export interface ReadingsSummary {
  /** Distinct tags held (not ignored). */
  tags: number;
  pending: number;
  processing: number;
  /** Listed reads by status. */
  byStatus: Record<ReadStatus, number>;
  byDecodeResult: Record<DecodeResultType, number>;
  listed: number;
}

/**
 * The tag pipeline of 000 §4.5–§4.6 for one screen: de-duplicates reads, drops ignored prefixes, sends new codes to
 * the decode in batches or debounced groups, classifies the answers and keeps the listed reads. Every structure is
 * a Map or Set keyed by code, so a read costs the same with 50 or 50,000 tags held. Listeners hear of each change
 * synchronously; views coalesce them (one paint per animation frame).
 */
export function createReadingsPipeline(options: ReadingsPipelineOptions) {
  const prefixes = options.ignoreReadingTagsWithPrefixes ?? [];
  const tags = new Map<string, TagEntry>();
  const ignoredCodes = new Set<string>();
  const listed = createListedReads();
  const listeners = new Set<() => void>();
  const classifier = createReadClassifier({
    itemStatuses: options.itemStatuses,
    enabledCheckItemZone: options.enabledCheckItemZone ?? false,
    transform: options.transform,
  });
  let pendingCount = 0;
  let processingCount = 0;
  let seq = 0;
  let generation = 0;
  let version = 0;
  /** Changes only when the listed reads change (not for tags waiting to be decoded). */
  let listVersion = 0;
  /** Changes when listed reads are taken away (removed or cleared); between changes the list only grows at its end. */
  let removalVersion = 0;
  let removeMode: RemoveMode = options.removeMode ?? 'none';
  let removeOn = false;
  let failedCodes: string[] = [];

  function changed() {
    version += 1;
    for (const listener of listeners) listener();
  }

  async function decodeCodes(requested: string[]): Promise<void> {
    const decode = options.decode;
    if (!decode) return;
    const codes = failedCodes.length > 0 ? [...failedCodes, ...requested] : requested;
    failedCodes = [];
    const asked = generation;
    for (const code of codes) {
      const tag = tags.get(code);
      if (tag && (tag.pending || tag.failed) && !tag.processing) {
        if (tag.pending) pendingCount -= 1;
        tag.pending = false;
        tag.processing = true;
        processingCount += 1;
      }
    }
    changed();
    let answer: DecodedRead[];
    try {
      answer = await decode(codes);
    } catch (error) {
      if (asked !== generation) return;
      for (const code of codes) {
        const tag = tags.get(code);
        if (!tag || !tag.processing) continue;
        tag.processing = false;
        tag.failed = true;
        processingCount -= 1;
        failedCodes.push(code);
      }
      changed();
      options.onError?.(error);
      return;
    }
    if (asked !== generation) return;
    const answered = new Set<string>();
    const newlyListed: ClassifiedRead[] = [];
    for (const read of answer) {
      answered.add(read.identifierCode);
      const listedRead = settle(read);
      if (listedRead) newlyListed.push(listedRead);
    }
    // A code the server left out is listed as unknown rather than lost.
    for (const code of codes) {
      if (answered.has(code)) continue;
      const listedRead = settle(unknownDecodedRead(code));
      if (listedRead) newlyListed.push(listedRead);
    }
    listVersion += 1;
    changed();
    if (newlyListed.length > 0) options.onDecoded?.(newlyListed);
  }

  /** Lists a decoded read; answers the read when it is newly listed. */
  function settle(read: DecodedRead): ClassifiedRead | undefined {
    const tag = tags.get(read.identifierCode);
    if (!tag || !tag.processing) return undefined;
    tag.processing = false;
    tag.failed = false;
    processingCount -= 1;
    const classified = classifier.classify(read, tag.seq);
    if (!classified) {
      // Another tag of an item already listed: remember it under that item.
      if (read.item?.id) listed.addCodeOfItem(read.identifierCode, read.item.id);
      return undefined;
    }
    listed.add(classified);
    return classified;
  }

  const batches = createBatchCollector((batch) => decodeCodes(batch.codes), {
    intervalMs: options.batchIntervalTime ?? defaultBatchIntervalTime,
    tagCount: options.batchIntervalTagCount ?? defaultBatchIntervalTagCount,
  });
  const requestSize = options.batchIntervalTagCount ?? defaultBatchIntervalTagCount;
  // A debounced group goes in requests of at most batchIntervalTagCount codes, so no answer is too big to handle
  // within one frame.
  const group = createDebouncedGroup((codes) => {
    for (let start = 0; start < codes.length; start += requestSize) {
      void decodeCodes(codes.slice(start, start + requestSize));
    }
  });

  /** Takes a listed read (and every code of its item) off the list and out of the reader's memory. */
  function unlist(read: ClassifiedRead) {
    listVersion += 1;
    removalVersion += 1;
    if (read.item.id) classifier.forgetItem(read.item.id);
    for (const code of listed.take(read)) forgetTag(code);
  }

  function forgetTag(code: string) {
    const tag = tags.get(code);
    if (!tag) return;
    if (tag.pending) pendingCount -= 1;
    if (tag.processing) processingCount -= 1;
    tags.delete(code);
  }

  function acceptRead(read: TagRead): boolean {
    const code = tagKey(read);
    if (code === undefined || tags.has(code) || ignoredCodes.has(code)) return false;
    if (hasIgnoredPrefix(read, prefixes)) {
      ignoredCodes.add(code);
      return false;
    }
    if (removeOn && removeMode === 'rfid') {
      const target = listed.findByCode(code);
      if (target) unlist(target);
      return target !== undefined;
    }
    const tag: TagEntry = {
      code,
      read,
      identifierType: identifierTypeOf(read),
      pending: false,
      processing: false,
      failed: false,
      seq: ++seq,
    };
    tags.set(code, tag);
    if (options.path === 'direct' || !options.decode) {
      options.onRead?.(tag);
      return true;
    }
    tag.pending = true;
    pendingCount += 1;
    if (options.path === 'batch') batches.add(code);
    else group.add(code);
    return true;
  }

  return {
    /** Takes reads as the reader delivers them, in chunks of any size. */
    push(reads: readonly TagRead[]) {
      let any = false;
      for (const read of reads) if (acceptRead(read)) any = true;
      if (any) changed();
    },
    /** Removes a listed read by its item id or its identifierCode, with every code of its item (000 §4.5). */
    remove(target: { itemId?: string; identifierCode?: string }) {
      const found = target.itemId
        ? listed.findByItemId(target.itemId)
        : target.identifierCode !== undefined
          ? listed.findByCode(target.identifierCode)
          : undefined;
      if (!found) return false;
      unlist(found);
      changed();
      return true;
    },
    /** Remove mode 'sku': removes every listed read of a product. */
    removeProduct(productCode: string) {
      const matching = [...listed.values()].filter((read) => read.item.product?.code === productCode);
      matching.forEach(unlist);
      if (matching.length > 0) changed();
      return matching.length;
    },
    /** Remove mode 'rfid' on: the reader forgets its tags, and each tag read from now on removes its item. */
    setRemoveOn(on: boolean) {
      removeOn = on;
      if (on && removeMode === 'rfid') {
        batches.cancel();
        group.cancel();
        tags.clear();
        pendingCount = 0;
        processingCount = 0;
      }
      changed();
    },
    setRemoveMode(mode: RemoveMode) {
      removeMode = mode;
    },
    /** Forgets every tag and read; decode answers still on their way are dropped. */
    clear() {
      generation += 1;
      batches.cancel();
      group.cancel();
      tags.clear();
      ignoredCodes.clear();
      listed.clear();
      classifier.reset();
      pendingCount = 0;
      processingCount = 0;
      failedCodes = [];
      listVersion += 1;
      removalVersion += 1;
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    listVersion: () => listVersion,
    removalVersion: () => removalVersion,
    summary(): ReadingsSummary {
      return {
        tags: tags.size,
        pending: pendingCount,
        processing: processingCount,
        byStatus: listed.byStatus(),
        byDecodeResult: listed.byDecodeResult(),
        listed: listed.size(),
      };
    },
    /** The listed reads in arrival order (a live view: do not keep it across changes). */
    reads: (): IterableIterator<ClassifiedRead> => listed.values(),
    /** The tags held, in arrival order (a live view). */
    tags: (): IterableIterator<TagEntry> => tags.values(),
    tag: (code: string) => tags.get(code),
    batchCounts: () => batches.counts(),
    removeOn: () => removeOn,
  };
}

export type ReadingsPipeline = ReturnType<typeof createReadingsPipeline>;
