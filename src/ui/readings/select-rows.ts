import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import { createRowBuilder } from '../../core/readings/row-builder.ts';

const builders = new WeakMap<ReadingsPipeline, Map<string, ReturnType<typeof createRowBuilder>>>();

/**
 * The list's rows as they are now: one per read or per product, in the sort of 000 §4.6. One incremental builder per
 * pipeline and layout, so a frame pays for the reads listed since the last one, not for the whole list.
 */
export function selectRows(
  pipeline: ReadingsPipeline,
  mode: 'item' | 'groupedByProduct',
  newReadingsFirst: boolean,
): ReadingRow[] {
  let byLayout = builders.get(pipeline);
  if (!byLayout) builders.set(pipeline, (byLayout = new Map()));
  const key = `${mode}:${newReadingsFirst}`;
  let build = byLayout.get(key);
  if (!build) byLayout.set(key, (build = createRowBuilder(mode, newReadingsFirst)));
  return build(pipeline);
}
