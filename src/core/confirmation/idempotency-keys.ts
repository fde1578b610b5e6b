/**
 * One idempotency key per confirm attempt. A key stays with its attempt while the attempt's outcome is unknown
 * (no answer, a lost response, a server failure), so the retry of the same content carries it and the server
 * answers the first outcome instead of confirming twice. A definitive answer ends the attempt; other content is
 * another attempt.
 */
export interface IdempotencyKeys {
  /** The key of the attempt for this content: the pending one when the content is the same, else a new one. */
  keyFor(fingerprint: string): string;
  /** The attempt ended with a definitive answer: its key is not used again. */
  settle(key: string): void;
  /** The pending key, if an attempt's outcome is unknown. */
  pending(): string | undefined;
  /** An attempt of an earlier page (a restored session) whose outcome is unknown: it goes on with its key. */
  adopt(key: string, fingerprint: string): string;
}

export function createIdempotencyKeys(newKey: () => string): IdempotencyKeys {
  let current: { key: string; fingerprint: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { key: newKey(), fingerprint };
      return current.key;
    },
    settle(key) {
      if (current?.key === key) current = undefined;
    },
    pending: () => current?.key,
    adopt(key, fingerprint) {
      current = { key, fingerprint };
      return key;
    },
  };
}
