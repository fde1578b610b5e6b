import { vi } from 'vitest';
import type { ListedRead, ReadingsPort } from '../plugins/define-plugin.ts';

/** A plugin's readings for a handler test: the listed reads as given (`set` changes them), clear and remove spied. */
export function fakeReadingsPort(initial: readonly ListedRead[] = []) {
  let reads = [...initial];
  return {
    reads: () => reads,
    clear: vi.fn(() => void (reads = [])),
    remove: vi.fn(({ identifierCode }: { identifierCode: string }) => {
      const before = reads.length;
      reads = reads.filter((read) => read.identifierCode !== identifierCode);
      return reads.length < before;
    }),
    set: (next: readonly ListedRead[]) => void (reads = [...next]),
    tag: () => undefined,
  } satisfies ReadingsPort & Record<string, unknown>;
}
