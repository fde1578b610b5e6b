/**
 * One async outcome stream per signed-in user (000 §7.6, 001 §6: attached only when the operation is async and a user
 * is logged in): screens acquire it and release it; the stream runs while anyone holds it, and a different user's
 * acquire replaces it.
 */
import type { AsyncOutcomeStream, AsyncOutcomeStreamOptions } from './async-outcome-stream.ts';
import { createAsyncOutcomeStream } from './async-outcome-stream.ts';
import { createListeners } from '../core/listeners.ts';

export interface OutcomeStreamRegistry {
  acquire(options: AsyncOutcomeStreamOptions): { stream: AsyncOutcomeStream; release(): void };
  /** The running stream, if any (the header's connection indicator follows it). */
  current(): AsyncOutcomeStream | undefined;
  subscribe(listener: () => void): () => void;
}

export function createOutcomeStreamRegistry(
  create: (options: AsyncOutcomeStreamOptions) => AsyncOutcomeStream = createAsyncOutcomeStream,
): OutcomeStreamRegistry {
  let held: { userId: string; stream: AsyncOutcomeStream; holders: number } | undefined;
  const listeners = createListeners();
  const changed = () => listeners.emit();

  return {
    acquire(options) {
      if (held && held.userId !== options.userId) {
        held.stream.stop();
        held = undefined;
      }
      if (!held) {
        held = { userId: options.userId, stream: create(options), holders: 0 };
        held.stream.start();
        changed();
      }
      const entry = held;
      entry.holders += 1;
      let released = false;
      return {
        stream: entry.stream,
        release() {
          if (released) return;
          released = true;
          entry.holders -= 1;
          if (entry.holders > 0 || held !== entry) return;
          entry.stream.stop();
          held = undefined;
          changed();
        },
      };
    },
    current: () => held?.stream,
    subscribe(listener) {
      return listeners.add(listener);
    },
  };
}

/** The app's registry. */
export const outcomeStreams = createOutcomeStreamRegistry();
