/**
 * The seam between the device layer (`src/device`, which talks to antennas or emulates them) and the tag pipeline
 * (`src/core/readings`, which de-duplicates, decodes and classifies). Neither imports the other's internals.
 */

/** One read as a reader reports it (000 §3 Tag read). */
export interface TagRead {
  epc?: string;
  uid?: string;
  tid?: string;
  barcode?: string;
  /** The antenna that saw it, when the device manager says so. */
  antennaCode?: string;
  rssi?: number;
}

/** The reader states of 000 §4.4. */
export type ReaderStatus = 'off' | 'starting' | 'on' | 'reading' | 'loading' | 'clearing';

/** What a screen's pipeline needs from a reader, real or emulated. */
export interface ReaderPort {
  status(): ReaderStatus;
  subscribeStatus(listener: (status: ReaderStatus) => void): () => void;
  /** Resolves true when every antenna started. */
  start(): Promise<boolean>;
  /** Resolves true when every antenna reports stopped. */
  stop(): Promise<boolean>;
  /** Reads arrive in the chunks the sockets deliver them; the pipeline copes with any size. */
  onReads(listener: (reads: readonly TagRead[]) => void): () => void;
}
