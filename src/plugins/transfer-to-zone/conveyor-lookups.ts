/**
 * The item search of the conveyor's read identifiers (001 §7 Conveyor item search): identifiers read close together
 * go in one search (at most 50 codes, two searches at a time), and the answers are kept for the screen's session, so
 * an identifier read again is not searched again. A conveyor reads new items all day: only the newest 20,000 answers
 * are kept. A failed search is forgotten: read again, the identifier is searched again.
 */
import { searchItemsByIdentifiers } from '../../api/conveyor.ts';
import type { FoundItem } from '../../core/conveyor/conveyor-monitor.ts';
import type { PluginContext } from '../define-plugin.ts';

export type FoundResults = ReadonlyMap<string, FoundItem | null>;

export const lookupBatchSize = 50;
export const lookupDelayMs = 50;
export const keptAnswers = 20_000;
const searchesAtOnce = 2;

export interface ItemLookups {
  /** Asks for these identifiers; answers at once those already known, the others later through `onFound`. */
  request(codes: readonly string[]): FoundResults;
  stop(): void;
}

export function createItemLookups(
  context: PluginContext<'transfer-to-zone'>,
  onFound: (results: FoundResults) => void,
  onError: (error: unknown) => void,
): ItemLookups {
  const known = context.session.get('conveyor.items', () => new Map<string, FoundItem | null>());
  const queued = new Set<string>();
  const searching = new Set<string>();
  let scheduled = false;
  let running = 0;
  let stopped = false;

  async function search(codes: string[]) {
    try {
      const found = await searchItemsByIdentifiers(context.api, codes);
      const results = new Map(codes.map((code) => [code, found.get(code) ?? null]));
      for (const [code, item] of results) known.set(code, item);
      for (const oldest of known.keys()) {
        if (known.size <= keptAnswers) break;
        known.delete(oldest);
      }
      if (!stopped) onFound(results);
    } catch (error) {
      if (!stopped) onError(error);
    } finally {
      for (const code of codes) searching.delete(code);
    }
  }

  function pump() {
    while (!stopped && running < searchesAtOnce && queued.size > 0) {
      const codes = [...queued].slice(0, lookupBatchSize);
      for (const code of codes) {
        queued.delete(code);
        searching.add(code);
      }
      running += 1;
      void search(codes).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return {
    request(codes) {
      const answered = new Map<string, FoundItem | null>();
      for (const code of codes) {
        const item = known.get(code);
        if (item !== undefined) answered.set(code, item);
        else if (!searching.has(code)) queued.add(code);
      }
      if (queued.size > 0 && !scheduled && !stopped) {
        scheduled = true;
        context.timers.after(lookupDelayMs, () => {
          scheduled = false;
          pump();
        });
      }
      return answered;
    },
    stop: () => void (stopped = true),
  };
}
