import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoRead } from '../../test-support/test-reads.ts';
import { matchesFilter, type ReadFilter } from './read-filter.ts';
import { groupedRows, itemRows, sortRows, type ReadingRow } from './reading-rows.ts';
import { createReadingsPipeline } from './readings-pipeline.ts';
import { createRowView, type RowViewOptions } from './row-view.ts';

const itemStatuses = { ignore: ['IGN'], ignoreWithReason: [], error: ['ERR'], warning: ['WARN'] };
const codes = Array.from({ length: 8 }, (_, index) => `C${index}`);

/** What the server answers for each code: its status and product, drawn once per run. */
const answerArb = fc.record({
  status: fc.constantFrom([], ['ERR'], ['WARN'], ['IGN']),
  product: fc.option(fc.constantFrom('P1', 'P2', 'P4'), { nil: undefined }),
});

/** One frame of the screen: some reads arrive, some listed reads change in place, or one is removed. */
const stepArb = fc.oneof(
  fc.record({ read: fc.subarray(codes, { minLength: 1, maxLength: 6 }) }),
  fc.record({ update: fc.constantFrom(...codes), qcStatus: fc.constantFrom('OK', 'OK', 'KO', null) }),
  fc.record({ remove: fc.constantFrom(...codes) }),
);

/** An expected product's row before any of its reads is shown. */
const unreadRow = (key: string): ReadingRow => ({
  key,
  reads: [],
  detected: 0,
  expected: 2,
  unexpected: 0,
  status: 'valid',
  errors: 0,
  warnings: 0,
  seq: 0,
});

const okQc: ReadFilter = { kindFields: { qcStatus: ['OK'] } };

describe('createRowView() keeps the order of a full sort (000 §4.6) while it places only the rows that moved', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[000-4.6-12] [000-4.6-13] [000-4.6-14] equals sortRows of every read after each frame, in both modes and orders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answerArb, { minLength: codes.length, maxLength: codes.length }),
        fc.array(stepArb, { minLength: 1, maxLength: 25 }),
        fc.subarray(['P4', 'P1', 'P5', 'P2', 'P6']),
        async (answers, steps, expected) => {
          const pipeline = createReadingsPipeline({
            path: 'batch',
            itemStatuses,
            batchIntervalTagCount: 1000,
            decode: async (batch) =>
              batch.map((code) => {
                const answer = answers[codes.indexOf(code)]!;
                return demoRead(code, [...answer.status], { id: code, productCode: answer.product });
              }),
          });
          // Expected products make rows of no read, which the sort finds equal: they keep the checklist's order.
          pipeline.setExpected(expected.map((productCode) => ({ productCode, expected: 2 })));
          const layouts: RowViewOptions[] = [
            { mode: 'item', newReadingsFirst: false },
            { mode: 'item', newReadingsFirst: true },
            { mode: 'groupedByProduct', newReadingsFirst: false, showExpected: false },
            { mode: 'groupedByProduct', newReadingsFirst: true, showExpected: false },
          ];
          const views = layouts.map((layout) => ({ layout, view: createRowView(layout) }));
          const filtered = createRowView({ mode: 'groupedByProduct', newReadingsFirst: true, filter: okQc });
          for (const step of steps) {
            if ('read' in step) {
              pipeline.push(step.read.map((epc) => ({ epc })));
              await vi.advanceTimersByTimeAsync(1000);
            } else if ('update' in step) {
              if (pipeline.read(step.update)) pipeline.update(step.update, { qcStatus: step.qcStatus });
            } else pipeline.remove({ identifierCode: step.remove });
            for (const { layout, view } of views) {
              const all = [...pipeline.reads()];
              const rebuilt = layout.mode === 'item' ? itemRows(all) : groupedRows(all);
              // The checklist's figures ('expected', 'added') are the view's own: the rebuild has no checklist.
              const listed = (rows: ReadingRow[]) =>
                rows.map((row) => [row.key, row.status, row.reads.map((read) => read.identifierCode)]);
              expect(listed(view.rows(pipeline))).toEqual(listed(sortRows(rebuilt, layout.newReadingsFirst)));
            }
            const matching = groupedRows([...pipeline.reads()].filter((read) => matchesFilter(read, okQc)));
            const unread = expected
              .filter((code) => !matching.some((row) => row.key === `product:${code}`))
              .map((code) => unreadRow(`product:${code}`));
            // A read that comes back into a filtered view joins its row last: compare the rows' order and figures.
            const shown = (rows: ReadingRow[]) => rows.map((row) => [row.key, row.detected, row.status]);
            expect(shown(filtered.rows(pipeline))).toEqual(shown(sortRows([...matching, ...unread], true)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
