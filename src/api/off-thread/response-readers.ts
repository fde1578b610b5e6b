/**
 * Readers a response may be read with off the main thread (off-thread-fetch.ts): each turns a parsed JSON answer into
 * the station's own, smaller form, and is the same function the main thread runs when no worker is there. Only pure
 * core functions belong here: the worker imports this table.
 */
import { parseDecodedReads } from '../../core/readings/decoded-read.ts';

export const responseReaders = {
  /** A decode answer (000 §7.3, the operations' batchValidate): 200 reads are ~500 KB of JSON, a few hundred parsed. */
  decodedReads: parseDecodedReads,
} as const;

export type ResponseReaderName = keyof typeof responseReaders;
export type ReaderResult<N extends ResponseReaderName> = ReturnType<(typeof responseReaders)[N]>;
