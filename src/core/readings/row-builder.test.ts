import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedRows, itemRows, sortRows } from './reading-rows.ts';
import { createReadingsPipeline } from './readings-pipeline.ts';
import { createRowBuilder } from './row-builder.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const itemStatuses = { ignore: [], ignoreWithReason: [], error: ['ERR'], warning: ['WARN'] };

describe('createRowBuilder() (000 §3 grouped row, §4.6)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function setup(answers: Record<string, { statuses?: string[]; product?: string }>) {
    const pipeline = createReadingsPipeline({
      path: 'batch',
      itemStatuses,
      batchIntervalTagCount: 1000,
      decode: async (codes) =>
        codes.map((code) =>
          demoRead(code, answers[code]?.statuses ?? [], { id: code, productCode: answers[code]?.product }),
        ),
    });
    const read = async (...codes: string[]) => {
      pipeline.push(codes.map((epc) => ({ epc })));
      await vi.advanceTimersByTimeAsync(1000);
    };
    return { pipeline, read };
  }

  it('[000-4.6-12] [000-4.6-13] [000-4.6-14] builds the same rows as a full rebuild while reads are added', async () => {
    const { pipeline, read } = setup({
      A: { product: 'P1' },
      B: { product: 'P1', statuses: ['WARN'] },
      C: { product: 'P2' },
      D: { product: 'P1', statuses: ['ERR'] },
      E: {},
    });
    const grouped = createRowBuilder('groupedByProduct', false);
    const items = createRowBuilder('item', true);
    await read('A', 'B');
    expect(grouped(pipeline)).toEqual(sortRows(groupedRows(pipeline.reads()), false));
    await read('C', 'D', 'E');
    expect(grouped(pipeline)).toEqual(sortRows(groupedRows(pipeline.reads()), false));
    expect(grouped(pipeline)[0]).toMatchObject({
      key: 'product:P1',
      status: 'error',
      errors: 1,
      warnings: 1,
      detected: 3,
    });
    expect(items(pipeline)).toEqual(sortRows(itemRows(pipeline.reads()), true));
  });

  it('rebuilds after a removal or a clear', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' }, B: { product: 'P1' } });
    const grouped = createRowBuilder('groupedByProduct', false);
    await read('A', 'B');
    expect(grouped(pipeline)[0]?.detected).toBe(2);
    pipeline.remove({ identifierCode: 'A' });
    expect(grouped(pipeline)[0]?.detected).toBe(1);
    pipeline.clear();
    expect(grouped(pipeline)).toEqual([]);
  });

  it('gives the same array while the list has not changed', async () => {
    const { pipeline, read } = setup({ A: {} });
    const grouped = createRowBuilder('groupedByProduct', false);
    await read('A');
    const first = grouped(pipeline);
    pipeline.push([{ epc: 'Z' }]);
    expect(grouped(pipeline)).toBe(first);
  });
});
