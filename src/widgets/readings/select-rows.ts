import { groupedRows, itemRows, sortRows, type ReadingRow } from '../../core/readings/reading-rows.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';

/** The list's rows as they are now: one per read or per product, in the sort of 000 §4.6. */
export function selectRows(
  pipeline: ReadingsPipeline,
  mode: 'item' | 'groupedByProduct',
  newReadingsFirst: boolean,
): ReadingRow[] {
  const rows = mode === 'item' ? itemRows(pipeline.reads()) : groupedRows(pipeline.reads());
  return sortRows(rows, newReadingsFirst);
}
