import type { DurableRead } from './durable-session.ts';

/**
 * Tags held for decoding and not written yet. Most are decoded within a write interval, and a tag's decoded record
 * replaces its held one: written only once it has waited a whole interval undecoded, a tag is mostly written once
 * (with its answer) instead of twice. The bench saw 1.7–1.8 records per tag without it, and the structured clone of
 * each record is most of a write's main-thread time.
 */
export function createHeldReads(now: () => number) {
  // Insertion order is the order tags were held (a code is held again only after it was forgotten or cleared).
  const waiting = new Map<string, { read: DurableRead; at: number }>();
  return {
    add(read: DurableRead) {
      waiting.delete(read.code);
      waiting.set(read.code, { read, at: now() });
    },
    /** The tag was decoded, forgotten or cleared: its held record is not to be written. */
    drop(code: string) {
      waiting.delete(code);
    },
    clear() {
      waiting.clear();
    },
    size: () => waiting.size,
    /** Takes out those held at or before `heldBy` (every one without it), oldest first. */
    take(heldBy?: number): DurableRead[] {
      const taken: DurableRead[] = [];
      for (const [code, entry] of waiting) {
        if (heldBy !== undefined && entry.at > heldBy) break;
        taken.push(entry.read);
        waiting.delete(code);
      }
      return taken;
    },
  };
}
