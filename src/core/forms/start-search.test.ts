import { describe, expect, it, vi } from 'vitest';
import { createStartSearch } from './start-search.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createStartSearch() (000 §2.13 RFID search, 001 §4.3)', () => {
  it('[001-4.3-04] should search the new tags of a read once', async () => {
    const search = vi.fn(async () => undefined);
    const gate = createStartSearch({ search, setBusy: () => undefined });
    await gate.push([{ epc: 'E1' }, { uid: 'U1', epc: 'E9' }, { epc: 'E1' }, {}]);
    expect(search).toHaveBeenCalledWith([{ epc: 'E1' }, { uid: 'U1', epc: 'E9' }]);
    expect(gate.push([{ epc: 'E1' }])).toBeUndefined();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('should ignore reads while a search runs and be busy meanwhile', async () => {
    const pending = deferred();
    const search = vi.fn(() => pending.promise);
    const busy: boolean[] = [];
    const gate = createStartSearch({ search, setBusy: (value) => busy.push(value) });
    const first = gate.push([{ epc: 'E1' }]);
    expect(gate.running()).toBe(true);
    expect(gate.push([{ epc: 'E2' }])).toBeUndefined();
    pending.resolve();
    await first;
    expect(busy).toEqual([true, false]);
    expect(search).toHaveBeenCalledTimes(1);
    await gate.push([{ epc: 'E2' }]);
    expect(search).toHaveBeenLastCalledWith([{ epc: 'E2' }]);
  });

  it('[001-4.3-08] should search a tag again once cleared', async () => {
    const search = vi.fn(async () => undefined);
    const gate = createStartSearch({ search, setBusy: () => undefined });
    await gate.push([{ epc: 'E1' }]);
    gate.clear();
    await gate.push([{ epc: 'E1' }]);
    expect(search).toHaveBeenCalledTimes(2);
  });
});
