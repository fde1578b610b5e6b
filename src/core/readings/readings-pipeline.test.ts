import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBudgetMs, type FrameSource } from './answer-pacing.ts';
import type { DecodedRead } from './decoded-read.ts';
import { createReadingsPipeline, type ReadingsPipelineOptions } from './readings-pipeline.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const itemStatuses = {
  ignore: [],
  ignoreWithReason: [],
  error: ['INVALID_IDENTIFIER'],
  warning: ['MISSING_SYSTEM_TAG'],
};

/** A decode that answers each code from a table (default: an item whose id is the code). */
function fakeDecode(table: Record<string, DecodedRead> = {}) {
  const calls: string[][] = [];
  const decode = vi.fn(async (codes: string[]) => {
    calls.push(codes);
    return codes.map((code) => table[code] ?? demoRead(code, [], { id: `item-${code}`, productCode: 'P1' }));
  });
  return { decode, calls };
}

function pipeline(overrides: Partial<ReadingsPipelineOptions> = {}) {
  return createReadingsPipeline({
    path: 'batch',
    itemStatuses,
    batchIntervalTime: 1000,
    batchIntervalTagCount: 200,
    ...overrides,
  });
}

describe('createReadingsPipeline() (000 §4.5 tag handling)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[000-4.5-01] [000-4.5-02] [000-4.5-03] holds each tag once, by uid then epc, and ignores tags with neither', () => {
    const onRead = vi.fn();
    const p = pipeline({ path: 'direct', onRead });
    p.push([
      { epc: 'E1' },
      { epc: 'E1', tid: 'T' },
      { uid: 'U1', epc: 'E9' },
      { uid: 'U1', epc: 'E8' },
      { tid: 'T' },
      {},
    ]);
    expect(onRead.mock.calls.map(([tag]) => tag.code)).toEqual(['E1', 'U1']);
    expect(p.summary().tags).toBe(2);
  });

  it('[000-4.5-04] ignores tags with a configured prefix, and sends none of them to the decode', async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ decode, ignoreReadingTagsWithPrefixes: ['E2801170'] });
    p.push([{ epc: 'E28011700000AA' }, { epc: '3034AA' }, { epc: 'E28011700000AA' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([['3034AA']]);
  });

  it('[000-4.5-05] [000-3-tagread-04] path 1: each new tag goes to the direct callback with its identifier type', () => {
    const onRead = vi.fn();
    const p = pipeline({ path: 'direct', onRead });
    p.push([{ uid: 'U' }, { barcode: 'B', epc: 'E' }]);
    expect(onRead.mock.calls.map(([tag]) => tag.identifierType)).toEqual(['NFC_TAG', 'SIMPLE_ITEM_IDENTIFIER']);
  });

  it('[000-4.5-06] [000-4.5-09] [000-3-tagread-02] path 2: pending, then processing, then decoded and not pending', async () => {
    let answer: (reads: DecodedRead[]) => void = () => {};
    const decode = vi.fn(() => new Promise<DecodedRead[]>((resolve) => (answer = resolve)));
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }, { epc: 'B' }]);
    expect(p.tag('A')).toMatchObject({ pending: true, processing: false });
    expect(p.summary()).toMatchObject({ pending: 2, processing: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.tag('A')).toMatchObject({ pending: false, processing: true });
    expect(p.summary()).toMatchObject({ pending: 0, processing: 2 });
    answer([demoRead('A', [], { id: '1' }), demoRead('B', ['INVALID_IDENTIFIER'], { id: '2' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.tag('A')).toMatchObject({ pending: false, processing: false });
    expect(p.summary()).toMatchObject({ pending: 0, processing: 0, listed: 2 });
    expect(p.summary().byStatus).toMatchObject({ valid: 1, error: 1 });
  });

  it('[000-4.5-07] path 2: a batch of batchIntervalTagCount tags goes at once; the rest after batchIntervalTime', async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ decode, batchIntervalTagCount: 3 });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }, { epc: 'D' }]);
    expect(calls).toEqual([['A', 'B', 'C']]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([['A', 'B', 'C'], ['D']]);
    expect(p.batchCounts()).toEqual({ pending: 0, processing: 0, completed: 2 });
  });

  it('[000-4.5-08] path 3: debounced decode groups of 300 ms', async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ path: 'debounce', decode });
    p.push([{ epc: 'A' }]);
    await vi.advanceTimersByTimeAsync(200);
    p.push([{ epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([['A', 'B']]);
    expect(p.summary().listed).toBe(2);
  });

  it('[000-4.5-08] path 3: a big debounced group goes in requests of at most batchIntervalTagCount codes', async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ path: 'debounce', decode, batchIntervalTagCount: 2 });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual([['A', 'B'], ['C']]);
  });

  it('changes listVersion only when the listed reads change', async () => {
    const { decode } = fakeDecode();
    const p = pipeline({ decode });
    const before = p.listVersion();
    p.push([{ epc: 'A' }]);
    expect(p.listVersion()).toBe(before);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.listVersion()).toBeGreaterThan(before);
  });

  it('[000-4.5-10] [000-4.5-11] removes a read by identifierCode with all its item codes, which can then be read again', async () => {
    const { decode, calls } = fakeDecode({
      A: demoRead('A', [], { id: 'i1', extraCodes: ['A2'] }),
      A2: demoRead('A2', [], { id: 'i1', extraCodes: ['A'] }),
    });
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }, { epc: 'A2' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.summary().listed).toBe(1);
    expect(p.remove({ identifierCode: 'A2' })).toBe(true);
    expect(p.summary()).toMatchObject({ listed: 0, tags: 0 });
    p.push([{ epc: 'A' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(p.summary().listed).toBe(1);
  });

  it('[000-4.5-10] removes a read by item id', async () => {
    const { decode } = fakeDecode();
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }, { epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.remove({ itemId: 'item-A' })).toBe(true);
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['B']);
    expect(p.remove({ itemId: 'nope' })).toBe(false);
  });

  it("[000-4.5-12] [000-4.5-13] remove mode 'rfid': turning it on clears the reader, each later read removes its item", async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ decode, removeMode: 'rfid' });
    p.push([{ epc: 'A' }, { epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    p.setRemoveOn(true);
    expect(p.summary()).toMatchObject({ tags: 0, listed: 2 });
    p.push([{ epc: 'A' }, { epc: 'Z' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['B']);
    expect(calls).toHaveLength(1);
  });

  it("[000-4.5-14] remove mode 'sku': removes the items of a product from the list", async () => {
    const { decode } = fakeDecode({ C: demoRead('C', [], { id: 'c', productCode: 'P2' }) });
    const p = pipeline({ decode, removeMode: 'sku' });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.removeProduct('P1')).toBe(2);
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['C']);
  });

  it('[000-4.6-08] lists an item read by two tags once', async () => {
    const { decode } = fakeDecode({ B: demoRead('B', [], { id: 'item-A' }) });
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }, { epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.summary()).toMatchObject({ tags: 2, listed: 1 });
    p.remove({ identifierCode: 'B' });
    expect(p.summary()).toMatchObject({ tags: 0, listed: 0 });
  });

  it('keeps the tags of a failed decode and sends them again with the next request', async () => {
    const onError = vi.fn();
    const decode = vi.fn(async (codes: string[]) => codes.map((code) => demoRead(code, [], { id: code })));
    decode.mockRejectedValueOnce(new Error('down'));
    const p = pipeline({ decode, onError });
    p.push([{ epc: 'A' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(p.tag('A')).toMatchObject({ failed: true, pending: false, processing: false });
    p.push([{ epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(decode.mock.calls[1]?.[0]).toEqual(['A', 'B']);
    expect(p.summary().listed).toBe(2);
  });

  it('lists a code the decode left out as unknown, and drops answers that arrive after a clear', async () => {
    let answer: (reads: DecodedRead[]) => void = () => {};
    const decode = vi.fn(() => new Promise<DecodedRead[]>((resolve) => (answer = resolve)));
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }]);
    await vi.advanceTimersByTimeAsync(1000);
    p.clear();
    answer([demoRead('A', [], { id: '1' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.summary().listed).toBe(0);
    p.push([{ epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    answer([]);
    await vi.advanceTimersByTimeAsync(0);
    expect([...p.reads()][0]).toMatchObject({ identifierCode: 'B', decodeResult: 'unknown', status: 'ignored' });
  });

  it('applies a burst of decode answers a frame at a time, in order, and drops those still waiting at a clear', async () => {
    // Every answer takes a third of the budget on the clock (it is read before and after each): three go before a frame.
    const cost = Math.ceil(answerBudgetMs / 3);
    let clock = 0;
    let paint: Array<() => void> = [];
    const frames: FrameSource = {
      now: () => (clock += cost),
      afterNextFrame: (run) => void paint.push(run),
      paused: () => false,
    };
    const nextFrame = () => {
      const due = paint;
      paint = [];
      for (const run of due) run();
    };
    const { decode } = fakeDecode();
    const p = pipeline({ path: 'debounce', decode, batchIntervalTagCount: 1, frames });
    p.push(['A', 'B', 'C', 'D', 'E'].map((epc) => ({ epc })));
    await vi.advanceTimersByTimeAsync(300);
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['A', 'B', 'C']);
    expect(p.summary()).toMatchObject({ listed: 3, processing: 2 });
    nextFrame();
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['A', 'B', 'C', 'D', 'E']);
    nextFrame();

    p.push(['F', 'G', 'H', 'I'].map((epc) => ({ epc })));
    await vi.advanceTimersByTimeAsync(300);
    expect(p.summary().listed).toBe(8);
    p.clear();
    nextFrame();
    expect(p.summary()).toMatchObject({ listed: 0, tags: 0 });
  });

  it('tells listeners once per pushed chunk, not once per tag', () => {
    const p = pipeline({ path: 'direct', onRead: () => {} });
    const listener = vi.fn();
    p.subscribe(listener);
    p.push(Array.from({ length: 100 }, (_unused, index) => ({ epc: `E${index}` })));
    p.push([{ epc: 'E1' }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('[000-4.5-01] handles a flood of 50,000 reads over 10,000 tags with one decode per 200 new tags', async () => {
    const { decode, calls } = fakeDecode();
    const p = pipeline({ decode });
    const reads = Array.from({ length: 50_000 }, (_unused, index) => ({ epc: `E${index % 10_000}` }));
    for (let start = 0; start < reads.length; start += 500) p.push(reads.slice(start, start + 500));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(50);
    expect(p.summary()).toMatchObject({ tags: 10_000, listed: 10_000, pending: 0, processing: 0 });
  });

  it('[000-4.6-01] tells onDecoded of the reads each answer newly lists, classified, not of a second tag of one item', async () => {
    const shared = demoRead('E2', [], { id: 'item-E1', productCode: 'P1' });
    const { decode } = fakeDecode({ E2: shared, E3: demoRead('E3', ['MISSING_SYSTEM_TAG'], { id: 'item-E3' }) });
    const onDecoded = vi.fn();
    const p = pipeline({ decode, onDecoded });
    p.push([{ epc: 'E1' }, { epc: 'E2' }, { epc: 'E3' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onDecoded).toHaveBeenCalledTimes(1);
    const [reads] = onDecoded.mock.calls[0]!;
    expect(reads.map((read: { identifierCode: string; status: string }) => [read.identifierCode, read.status])).toEqual(
      [
        ['E1', 'valid'],
        ['E3', 'warning'],
      ],
    );
  });

  it("tells onRemoved of the operator's removals: by item, by product, in rfid mode", async () => {
    const { decode } = fakeDecode({ C: demoRead('C', [], { id: 'c', productCode: 'P2' }) });
    const onRemoved = vi.fn();
    const p = pipeline({ decode, removeMode: 'rfid', onRemoved });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }, { epc: 'D' }]);
    await vi.advanceTimersByTimeAsync(1000);
    p.remove({ identifierCode: 'A' });
    expect(onRemoved.mock.calls.at(-1)?.[0].map((read: { identifierCode: string }) => read.identifierCode)).toEqual([
      'A',
    ]);
    p.removeProduct('P1');
    expect(onRemoved.mock.calls.at(-1)?.[0].map((read: { identifierCode: string }) => read.identifierCode)).toEqual([
      'B',
      'D',
    ]);
    p.setRemoveOn(true);
    p.push([{ epc: 'C' }, { epc: 'Z' }]);
    expect(onRemoved.mock.calls.at(-1)?.[0].map((read: { identifierCode: string }) => read.identifierCode)).toEqual([
      'C',
    ]);
    expect(onRemoved).toHaveBeenCalledTimes(3);
    expect(p.removeProduct('P1')).toBe(0);
    expect(onRemoved).toHaveBeenCalledTimes(3);
  });

  it('forget takes a read off as remove does, without onRemoved; clear does not call it either', async () => {
    const { decode } = fakeDecode();
    const onRemoved = vi.fn();
    const p = pipeline({ decode, onRemoved });
    p.push([{ epc: 'A' }, { epc: 'B' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.forget({ identifierCode: 'A' })).toBe(true);
    expect(p.summary()).toMatchObject({ listed: 1, tags: 1 });
    p.clear();
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('updates a listed read in place: a value replaces, null clears, the same value changes nothing', async () => {
    const { decode } = fakeDecode({ A2: demoRead('A2', [], { id: 'item-A' }) });
    const p = pipeline({ decode });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'A2' }]);
    await vi.advanceTimersByTimeAsync(1000);
    const listener = vi.fn();
    p.subscribe(listener);
    const before = { list: p.listVersion(), reset: p.resetVersion(), update: p.updateVersion() };
    expect(p.update('A2', { qcStatus: 'LOADING' })).toBe(true);
    expect(p.read('A')?.kindFields).toEqual({ qcStatus: 'LOADING' });
    expect(p.update('A', { qcStatus: 'LOADING' })).toBe(false);
    expect(p.update('A', { qcStatus: 'OK' })).toBe(true);
    expect(p.update('B', { qcStatus: null })).toBe(false);
    expect(p.update('A', { qcStatus: null })).toBe(true);
    expect(p.read('A')).not.toHaveProperty('kindFields');
    expect(p.update('nope', { qcStatus: 'OK' })).toBe(false);
    expect([...p.reads()].map((read) => read.identifierCode)).toEqual(['A', 'B']);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(p.listVersion()).toBe(before.list + 3);
    expect(p.resetVersion()).toBe(before.reset);
    expect(p.updatedSince(before.update)).toEqual(['A', 'A', 'A']);
  });

  it('[000-5-checklist-01] counts expected, missing and unexpected reads against the expected products', async () => {
    const { decode } = fakeDecode({
      C: demoRead('C', [], { id: 'c', productCode: 'P2' }),
      D: demoRead('D', [], { id: 'd', productCode: 'P3' }),
    });
    const p = pipeline({ decode });
    expect(p.summary()).toMatchObject({ checklist: false, expected: 0, missing: 0 });
    p.push([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(1000);
    p.setExpected([
      { productCode: 'P1', expected: 1 },
      { productCode: 'P2', expected: 3 },
    ]);
    expect(p.summary()).toMatchObject({ checklist: true, expected: 4, missing: 2, unexpected: 1, listed: 3 });
    p.push([{ epc: 'D' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.summary()).toMatchObject({ missing: 2, unexpected: 2 });
    p.remove({ identifierCode: 'A' });
    expect(p.summary()).toMatchObject({ missing: 2, unexpected: 1 });
    p.removeProduct('P2');
    expect(p.summary()).toMatchObject({ missing: 3, unexpected: 1 });
    p.clear();
    expect(p.summary()).toMatchObject({ checklist: true, expected: 4, missing: 4, unexpected: 0 });
    p.setExpected([]);
    expect(p.summary()).toMatchObject({ checklist: false, expected: 0, missing: 0 });
  });
});
