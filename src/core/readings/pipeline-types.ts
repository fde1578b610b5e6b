import type { FrameSource } from './answer-pacing.ts';
import type { ItemStatuses } from '../operation-config/item-statuses.ts';
import type { ChecklistFigures } from './checklist-counts.ts';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import type { DecodeOutage } from './decode-retry.ts';
import type { DecodedRead, DecodeResultType } from './decoded-read.ts';
import type { TagEntry } from './tag-memory.ts';

/**
 * What changes the reads a session would need to restore (a durable reading session, issue 17): a tag held for
 * decoding, its decode answer, a tag forgotten, everything cleared. Called synchronously, in order.
 */
export interface PipelineJournal {
  held(tag: TagEntry): void;
  decoded(tag: TagEntry, read: DecodedRead): void;
  forgotten(code: string): void;
  cleared(): void;
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
  /**
   * The operator took reads off the list: `remove`, `removeProduct`, or a read in remove mode 'rfid'. Not `forget` (a
   * handler done with reads) nor `clear`.
   */
  onRemoved?: (reads: ClassifiedRead[]) => void;
  /** Hears of every change a restore would need (decode paths only). */
  journal?: PipelineJournal;
  /** The page's frames: decode answers are applied a frame's share at a time (answer-pacing.ts). None: at once. */
  frames?: FrameSource;
}

export interface ReadingsSummary extends ChecklistFigures {
  /** Distinct tags held (not ignored). */
  tags: number;
  pending: number;
  processing: number;
  /** Listed reads by status. */
  byStatus: Record<ReadStatus, number>;
  byDecodeResult: Record<DecodeResultType, number>;
  listed: number;
  /** Decode requests waiting for the server to be reachable again (decode-retry.ts). */
  outage: DecodeOutage;
}
