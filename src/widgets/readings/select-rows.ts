import { groupedRows, itemRows, sortRows, type ReadingRow } from '../../core/readings/reading-rows.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';

interface CachedRows {
  listVersion: number;
  key: string;
  rows: ReadingRow[];
}

const cache = new WeakMap<ReadingsPipeline, CachedRows>();

/**
 * The list's rows as they are now: one per read or per product, in the sort of 000 §4.6. Rows are rebuilt only when
 * the listed reads changed, so frames that only bring tags waiting for their decode cost nothing here.
 */
export function selectRows(
  pipeline: ReadingsPipeline,
  mode: 'item' | 'groupedByProduct',
  newReadingsFirst: boolean,
): ReadingRow[] {
  const key = `${mode}:${newReadingsFirst}`;
  const cached = cache.get(pipeline);
  if (cached && cached.listVersion === pipeline.listVersion() && cached.key === key) return cached.rows;
  const rows = sortRows(mode === 'item' ? itemRows(pipeline.reads()) : groupedRows(pipeline.reads()), newReadingsFirst);
  cache.set(pipeline, { listVersion: pipeline.listVersion(), key, rows });
  return rows;
}
