import { isServerUnreachable } from '../api-error.ts';
import { createAnswerPacing } from './answer-pacing.ts';
import { createBatchCollector } from './batch-collector.ts';
import { createDecodeAnswers } from './decode-answers.ts';
import { createChecklistCounts, type ExpectedProduct } from './checklist-counts.ts';
import { createReadClassifier, type ClassifiedRead } from './classify-read.ts';
import type { KindFieldsPatch } from './kind-fields.ts';
import { createListChanges } from './list-changes.ts';
import { createListEdits, type RemoveTarget } from './list-edits.ts';
import { createListedReads } from './listed-reads.ts';
import { createDebouncedGroup } from './debounced-group.ts';
import { createDecodeRetry, type DecodeOutage } from './decode-retry.ts';
import type { DecodedRead } from './decoded-read.ts';
import { defaultBatchIntervalTagCount, defaultBatchIntervalTime } from './decode-timing.ts';
import type { TagRead } from './reader-contract.ts';
import { hasIgnoredPrefix, tagKey } from './tag-identity.ts';
import { createTagMemory, type TagEntry } from './tag-memory.ts';
import type { DurableRead } from '../durable-session/durable-session.ts';

export type { DecodeOutage, TagEntry };
export type {
  PipelineJournal,
  ReadingsPipelineOptions,
  ReadingsSummary,
  ReadPath,
  RemoveMode,
} from './pipeline-types.ts';
import type { ReadingsPipelineOptions, ReadingsSummary, RemoveMode } from './pipeline-types.ts';

/**
 * The tag pipeline of 000 §4.5–§4.6 for one screen: de-duplicates reads, drops ignored prefixes, sends new codes to
 * the decode in batches or debounced groups, classifies the answers and keeps the listed reads. Every structure is
 * a Map or Set keyed by code, so a read costs the same with 50 or 50,000 tags held. Listeners hear of each change
 * synchronously; views coalesce them (one paint per animation frame).
 */
export function createReadingsPipeline(options: ReadingsPipelineOptions) {
  const prefixes = options.ignoreReadingTagsWithPrefixes ?? [];
  const tags = createTagMemory();
  const ignoredCodes = new Set<string>();
  const checklist = createChecklistCounts();
  const listed = createListedReads({ onProductCount: checklist.detectedChanged });
  const changes = createListChanges();
  const listeners = new Set<() => void>();
  const classifier = createReadClassifier({
    itemStatuses: options.itemStatuses,
    enabledCheckItemZone: options.enabledCheckItemZone ?? false,
    transform: options.transform,
  });
  const journal = options.journal;
  const forgetTag = (code: string) => {
    tags.forget(code);
    journal?.forgotten(code);
  };
  const edits = createListEdits({ listed, classifier, changes, forgetTag });
  const answers = createDecodeAnswers({ tags, classifier, listed, journal });
  const pacing = createAnswerPacing(options.frames);
  let generation = 0;
  let version = 0;
  let removeMode: RemoveMode = options.removeMode ?? 'none';
  let removeOn = false;

  function changed() {
    version += 1;
    for (const listener of listeners) listener();
  }

  /** Sends codes to the decode while the server is known reachable; in an outage they wait for the next probe. */
  async function decodeCodes(requested: string[]): Promise<void> {
    if (!options.decode) return;
    if (retry.unreachable()) return retry.hold(requested);
    const unsent = await request(requested);
    if (unsent) retry.failed(unsent);
  }

  /** One decode request; answers its codes when the server could not be reached (they are pending again). */
  async function request(requested: string[]): Promise<string[] | undefined> {
    const decode = options.decode;
    if (!decode) return undefined;
    const codes = tags.startDecode(requested);
    const asked = generation;
    changed();
    let answer: DecodedRead[];
    try {
      answer = await decode(codes);
    } catch (error) {
      if (asked !== generation) return undefined;
      if (isServerUnreachable(error)) {
        tags.requeue(codes);
        changed();
        return codes;
      }
      tags.decodeFailed(codes);
      changed();
      options.onError?.(error);
      return undefined;
    }
    await new Promise<void>((applied) =>
      pacing.apply(() => {
        applied();
        if (asked !== generation) return;
        const newlyListed = answers.answer(codes, answer);
        changes.appended();
        changed();
        if (newlyListed.length > 0) options.onDecoded?.(newlyListed);
      }),
    );
    return undefined;
  }

  const batches = createBatchCollector((batch) => decodeCodes(batch.codes), {
    intervalMs: options.batchIntervalTime ?? defaultBatchIntervalTime,
    tagCount: options.batchIntervalTagCount ?? defaultBatchIntervalTagCount,
  });
  const requestSize = options.batchIntervalTagCount ?? defaultBatchIntervalTagCount;
  // An unreachable server is not an error dialog per request: the codes wait and go again with backoff.
  const retry = createDecodeRetry({
    send: async (codes) => (await request(codes)) === undefined,
    requestSize,
    onChange: changed,
  });
  // A debounced group goes in requests of at most batchIntervalTagCount codes, so no answer is too big to handle
  // within one frame.
  const group = createDebouncedGroup((codes) => {
    for (let start = 0; start < codes.length; start += requestSize) {
      void decodeCodes(codes.slice(start, start + requestSize));
    }
  });

  /** Takes reads off the list and out of the reader's memory; the operator's removals are reported. */
  function take(reads: ClassifiedRead[], byOperator: boolean) {
    if (reads.length === 0) return;
    edits.take(reads);
    changed();
    if (byOperator) options.onRemoved?.(reads);
  }

  /** Holds a new tag; in remove mode 'rfid' it is not held but gathers the read it removes into `removed`. */
  function acceptRead(read: TagRead, removed: ClassifiedRead[]): boolean {
    const code = tagKey(read);
    if (code === undefined || tags.has(code) || ignoredCodes.has(code)) return false;
    if (hasIgnoredPrefix(read, prefixes)) {
      ignoredCodes.add(code);
      return false;
    }
    if (removeOn && removeMode === 'rfid') {
      const target = listed.findByCode(code);
      if (target && !removed.includes(target)) removed.push(target);
      return false;
    }
    if (options.path === 'direct' || !options.decode) {
      options.onRead?.(tags.hold(code, read, false));
      return true;
    }
    const tag = tags.hold(code, read, true);
    journal?.held(tag);
    queueDecode(code);
    return true;
  }

  function queueDecode(code: string) {
    if (options.path === 'batch') batches.add(code);
    else group.add(code);
  }

  return {
    /** Takes reads as the reader delivers them, in chunks of any size. */
    push(reads: readonly TagRead[]) {
      let any = false;
      const removed: ClassifiedRead[] = [];
      for (const read of reads) if (acceptRead(read, removed)) any = true;
      if (removed.length > 0) take(removed, true);
      else if (any) changed();
    },
    /**
     * Holds the reads of a restored session again, in their order: a decoded one is listed with its stored answer, the
     * others go to the decode. Codes held already are skipped; the journal hears nothing (they are stored).
     */
    restore(entries: readonly DurableRead[]) {
      if (!options.decode || options.path === 'direct') return;
      for (const entry of entries) {
        if (tags.has(entry.code) || ignoredCodes.has(entry.code)) continue;
        if (entry.decoded) {
          answers.list(tags.hold(entry.code, entry.read, false, entry.seq), entry.decoded);
        } else {
          tags.hold(entry.code, entry.read, true, entry.seq);
          queueDecode(entry.code);
        }
      }
      changes.appended();
      changed();
    },
    /** The operator removes a listed read by its item id or any code of its item, with all its codes (000 §4.5). */
    remove(target: RemoveTarget) {
      const found = edits.find(target);
      if (found) take([found], true);
      return found !== undefined;
    },
    /** Remove mode 'sku': the operator removes every listed read of a product. */
    removeProduct(productCode: string) {
      const matching = listed.ofProduct(productCode);
      take(matching, true);
      return matching.length;
    },
    /** A handler is done with a read (e.g. sent it): off the list like `remove`, without `onRemoved`. */
    forget(target: RemoveTarget) {
      const found = edits.find(target);
      if (found) take([found], false);
      return found !== undefined;
    },
    /** Changes what is known of a listed read (002 §5: qcStatus LOADING, then the fetched value or none). */
    update(identifierCode: string, patch: KindFieldsPatch) {
      const updated = edits.update(identifierCode, patch);
      if (updated) changed();
      return updated !== undefined;
    },
    /** The products the screen expects (a checklist); their rows show even before a read. An empty list: none. */
    setExpected(rows: readonly ExpectedProduct[]) {
      checklist.set(rows, listed.productCount);
      changes.reset();
      changed();
    },
    /** Remove mode 'rfid' on: the reader forgets its tags, and each tag read from now on removes its item. */
    setRemoveOn(on: boolean) {
      removeOn = on;
      if (on && removeMode === 'rfid') {
        batches.cancel();
        group.cancel();
        retry.cancel();
        tags.clear();
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
      retry.cancel();
      tags.clear();
      ignoredCodes.clear();
      listed.clear();
      checklist.readsCleared();
      classifier.reset();
      changes.reset();
      journal?.cleared();
      changed();
    },
    /** The screen is gone: nothing more is sent (open batches, waiting groups, retries) and answers are dropped. */
    dispose() {
      generation += 1;
      batches.cancel();
      group.cancel();
      retry.cancel();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    listVersion: changes.listVersion,
    resetVersion: changes.resetVersion,
    updateVersion: changes.updateVersion,
    updatedSince: changes.updatedSince,
    summary(): ReadingsSummary {
      return {
        ...checklist.figures(listed.size()),
        tags: tags.size(),
        pending: tags.pending(),
        processing: tags.processing(),
        byStatus: listed.byStatus(),
        byDecodeResult: listed.byDecodeResult(),
        listed: listed.size(),
        outage: retry.state(),
      };
    },
    /** The listed reads in arrival order (a live view: do not keep it across changes). */
    reads: (): IterableIterator<ClassifiedRead> => listed.values(),
    /** The listed read a code belongs to (its own, or its item's). */
    read: (code: string) => listed.findByCode(code),
    expected: checklist.expected,
    /** The tags held, in arrival order (a live view). */
    tags: (): IterableIterator<TagEntry> => tags.values(),
    tag: tags.get,
    batchCounts: () => batches.counts(),
    removeOn: () => removeOn,
  };
}

export type ReadingsPipeline = ReturnType<typeof createReadingsPipeline>;
