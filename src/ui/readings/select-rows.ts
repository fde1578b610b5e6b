import { filterKey, type ReadFilter } from '../../core/readings/read-filter.ts';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import { createRowView, type RowView, type RowViewOptions, type ViewFigures } from '../../core/readings/row-view.ts';

/** Views kept per pipeline: enough for every list and counter of a screen; the least recently used goes first. */
const viewsPerPipeline = 8;
const views = new WeakMap<ReadingsPipeline, Map<string, RowView>>();

function viewOf(pipeline: ReadingsPipeline, options: RowViewOptions): RowView {
  let byKey = views.get(pipeline);
  if (!byKey) views.set(pipeline, (byKey = new Map()));
  const key = [options.mode, options.newReadingsFirst, options.showExpected !== false, filterKey(options.filter)].join(
    ':',
  );
  let view = byKey.get(key);
  if (view) byKey.delete(key);
  else view = createRowView(options);
  byKey.set(key, view);
  if (byKey.size > viewsPerPipeline) byKey.delete(byKey.keys().next().value as string);
  return view;
}

/**
 * The list's rows as they are now: one per read or per product, in the sort of 000 §4.6, only the reads its filter
 * names. One incremental view per pipeline, layout and filter, so a frame pays for the reads listed or updated since
 * the last one, not for the whole list.
 */
export function selectRows(pipeline: ReadingsPipeline, options: RowViewOptions): ReadingRow[] {
  return viewOf(pipeline, options).rows(pipeline);
}

/** The figures of the reads a filter names (a counter beside a filtered list), kept like the list's rows. */
export function selectFigures(pipeline: ReadingsPipeline, filter: ReadFilter): ViewFigures {
  return viewOf(pipeline, { mode: 'item', newReadingsFirst: false, filter }).figures(pipeline);
}
