import { vi } from 'vitest';
import { patchKindFields, type KindFieldsPatch } from '../core/readings/kind-fields.ts';
import type { ListedRead, ReadingsPort } from '../plugins/define-plugin.ts';

/**
 * A plugin's readings for a handler test: the listed reads as given (`set` changes them), clear, remove, update and
 * setExpected spied (update patches the read's kind fields as the pipeline does).
 */
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
    update: vi.fn((identifierCode: string, patch: KindFieldsPatch) => {
      const index = reads.findIndex((read) => read.identifierCode === identifierCode);
      const read = reads[index];
      const kindFields = read && patchKindFields(read.kindFields, patch);
      if (!read || !kindFields) return false;
      reads[index] = { ...read, kindFields };
      return true;
    }),
    setExpected: vi.fn(),
    set: (next: readonly ListedRead[]) => void (reads = [...next]),
    tag: () => undefined,
  } satisfies ReadingsPort & Record<string, unknown>;
}
