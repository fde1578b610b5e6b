import type { TagRead } from './reader-contract.ts';
import { identifierTypeOf, type ScannedIdentifierType } from './tag-identity.ts';

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

/**
 * The tags the reader holds, by code, with their decode flags (000 §3 Tag read: pending, processing) and the counts
 * of each, changed only here so they always agree with the flags. A failed decode keeps its codes for the next request.
 */
export function createTagMemory() {
  const tags = new Map<string, TagEntry>();
  let pendingCount = 0;
  let processingCount = 0;
  let seq = 0;
  let failedCodes: string[] = [];
  return {
    has: (code: string) => tags.has(code),
    get: (code: string) => tags.get(code),
    /**
     * Holds a new tag, waiting to be decoded when `pending`. A restored tag keeps the place it had (`restoredSeq`);
     * tags read after it come after every restored one.
     */
    hold(code: string, read: TagRead, pending: boolean, restoredSeq?: number): TagEntry {
      if (restoredSeq !== undefined) seq = Math.max(seq, restoredSeq);
      const tag: TagEntry = {
        code,
        read,
        identifierType: identifierTypeOf(read),
        pending,
        processing: false,
        failed: false,
        seq: restoredSeq ?? ++seq,
      };
      tags.set(code, tag);
      if (pending) pendingCount += 1;
      return tag;
    },
    /** The codes of a decode request (those of the last failed one first), now processing. */
    startDecode(requested: string[]): string[] {
      const codes = failedCodes.length > 0 ? [...failedCodes, ...requested] : requested;
      failedCodes = [];
      for (const code of codes) {
        const tag = tags.get(code);
        if (tag && (tag.pending || tag.failed) && !tag.processing) {
          if (tag.pending) pendingCount -= 1;
          tag.pending = false;
          tag.processing = true;
          processingCount += 1;
        }
      }
      return codes;
    },
    /** The request failed: its tags go again with the next one. */
    decodeFailed(codes: readonly string[]) {
      for (const code of codes) {
        const tag = tags.get(code);
        if (!tag || !tag.processing) continue;
        tag.processing = false;
        tag.failed = true;
        processingCount -= 1;
        failedCodes.push(code);
      }
    },
    /** The request could not reach the server: its tags wait again, pending, for a later request. */
    requeue(codes: readonly string[]) {
      for (const code of codes) {
        const tag = tags.get(code);
        if (!tag || !tag.processing) continue;
        tag.processing = false;
        tag.pending = true;
        processingCount -= 1;
        pendingCount += 1;
      }
    },
    /** A decoded answer for a tag still processing: the tag, no longer processing; else undefined. */
    decoded(code: string): TagEntry | undefined {
      const tag = tags.get(code);
      if (!tag || !tag.processing) return undefined;
      tag.processing = false;
      tag.failed = false;
      processingCount -= 1;
      return tag;
    },
    forget(code: string) {
      const tag = tags.get(code);
      if (!tag) return;
      if (tag.pending) pendingCount -= 1;
      if (tag.processing) processingCount -= 1;
      tags.delete(code);
    },
    clear() {
      tags.clear();
      pendingCount = 0;
      processingCount = 0;
      failedCodes = [];
    },
    size: () => tags.size,
    pending: () => pendingCount,
    processing: () => processingCount,
    values: () => tags.values(),
  };
}
