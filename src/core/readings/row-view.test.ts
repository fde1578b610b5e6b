import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedRows, itemRows, sortRows } from './reading-rows.ts';
import { createReadingsPipeline } from './readings-pipeline.ts';
import { createRowView, type RowViewOptions } from './row-view.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const itemStatuses = { ignore: [], ignoreWithReason: [], error: ['ERR'], warning: ['WARN'] };

describe('createRowView() (000 §3 grouped row, §4.6)', () => {
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
  const view = (options: Partial<RowViewOptions> = {}) =>
    createRowView({ mode: 'groupedByProduct', newReadingsFirst: false, ...options });

  it('[000-4.6-12] [000-4.6-13] [000-4.6-14] builds the same rows as a full rebuild while reads are added', async () => {
    const { pipeline, read } = setup({
      A: { product: 'P1' },
      B: { product: 'P1', statuses: ['WARN'] },
      C: { product: 'P2' },
      D: { product: 'P1', statuses: ['ERR'] },
      E: {},
    });
    const grouped = view();
    const items = view({ mode: 'item', newReadingsFirst: true });
    await read('A', 'B');
    expect(grouped.rows(pipeline)).toEqual(sortRows(groupedRows(pipeline.reads()), false));
    await read('C', 'D', 'E');
    expect(grouped.rows(pipeline)).toEqual(sortRows(groupedRows(pipeline.reads()), false));
    expect(grouped.rows(pipeline)[0]).toMatchObject({
      key: 'product:P1',
      status: 'error',
      errors: 1,
      warnings: 1,
      detected: 3,
    });
    expect(items.rows(pipeline)).toEqual(sortRows(itemRows(pipeline.reads()), true));
  });

  it('rebuilds after a removal or a clear', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' }, B: { product: 'P1' } });
    const grouped = view();
    await read('A', 'B');
    expect(grouped.rows(pipeline)[0]?.detected).toBe(2);
    pipeline.remove({ identifierCode: 'A' });
    expect(grouped.rows(pipeline)[0]?.detected).toBe(1);
    pipeline.clear();
    expect(grouped.rows(pipeline)).toEqual([]);
  });

  it('gives the same array while the list has not changed', async () => {
    const { pipeline, read } = setup({ A: {} });
    const grouped = view();
    await read('A');
    const first = grouped.rows(pipeline);
    pipeline.push([{ epc: 'Z' }]);
    expect(grouped.rows(pipeline)).toBe(first);
  });

  it('shows a read updated in place in its row, without a rebuild, and a new array to paint', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' }, B: { product: 'P1' } });
    const grouped = view();
    const items = view({ mode: 'item' });
    await read('A', 'B');
    const before = grouped.rows(pipeline);
    const row = before[0]!;
    items.rows(pipeline);
    pipeline.update('B', { qcStatus: 'LOADING' });
    const after = grouped.rows(pipeline);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(row);
    expect(row.reads.map((each) => each.kindFields?.qcStatus)).toEqual([undefined, 'LOADING']);
    expect(items.rows(pipeline).find((each) => each.key === 'B')?.first?.kindFields).toEqual({ qcStatus: 'LOADING' });
    expect(grouped.rows(pipeline)).toEqual(sortRows(groupedRows(pipeline.reads()), false));
  });

  it('moves a read into or out of a filtered view when an update changes whether it matches', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' }, B: { product: 'P1' }, C: { product: 'P2' } });
    const okQc = view({ filter: { kindFields: { qcStatus: ['OK'] } } });
    await read('A', 'B', 'C');
    expect(okQc.rows(pipeline)).toEqual([]);
    pipeline.update('A', { qcStatus: 'OK' });
    pipeline.update('B', { qcStatus: 'OK' });
    pipeline.update('C', { qcStatus: 'OK' });
    expect(okQc.rows(pipeline).map((row) => [row.key, row.detected])).toEqual([
      ['product:P1', 2],
      ['product:P2', 1],
    ]);
    pipeline.update('A', { qcStatus: null });
    pipeline.update('C', { qcStatus: 'KO' });
    const rows = okQc.rows(pipeline);
    expect(rows.map((row) => [row.key, row.detected, row.first?.identifierCode])).toEqual([['product:P1', 1, 'B']]);
    expect(okQc.figures(pipeline)).toMatchObject({ listed: 1, byStatus: { valid: 1 } });
  });

  it('filters by status', async () => {
    const { pipeline, read } = setup({ A: {}, B: { statuses: ['ERR'] }, C: { statuses: ['WARN'] } });
    const problems = view({ mode: 'item', filter: { statuses: ['error', 'warning'] } });
    await read('A', 'B', 'C');
    expect(problems.rows(pipeline).map((row) => row.key)).toEqual(['B', 'C']);
    expect(problems.figures(pipeline)).toMatchObject({ listed: 2, byStatus: { error: 1, warning: 1, valid: 0 } });
  });

  it('[000-2.15-08] [000-3-checklist-05] shows expected products before any read, last, and marks rows not expected', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' }, C: { product: 'P9' } });
    pipeline.setExpected([
      { productCode: 'P1', expected: 2 },
      { productCode: 'P2', expected: 1 },
    ]);
    const grouped = view();
    expect(grouped.rows(pipeline).map((row) => [row.key, row.detected, row.expected])).toEqual([
      ['product:P1', 0, 2],
      ['product:P2', 0, 1],
    ]);
    await read('A', 'C');
    const rows = grouped.rows(pipeline);
    expect(rows.map((row) => [row.key, row.detected, row.expected, row.added ?? false])).toEqual([
      ['product:P1', 1, 2, false],
      ['product:P9', 1, 0, true],
      ['product:P2', 0, 1, false],
    ]);
    expect(rows[2]?.product?.code).toBe('P2');
    expect(
      view({ showExpected: false })
        .rows(pipeline)
        .map((row) => row.key),
    ).toEqual(['product:P1', 'product:P9']);
  });

  it('keeps an expected row with no read left after a removal', async () => {
    const { pipeline, read } = setup({ A: { product: 'P1' } });
    pipeline.setExpected([{ productCode: 'P1', expected: 1 }]);
    const grouped = view();
    await read('A');
    expect(grouped.rows(pipeline)[0]?.detected).toBe(1);
    pipeline.remove({ identifierCode: 'A' });
    expect(grouped.rows(pipeline).map((row) => [row.key, row.detected])).toEqual([['product:P1', 0]]);
  });
});
