import { ProductRow } from '../../src/ui/readings/ProductRow.tsx';
import type { ReadingsScreen } from '../../src/runtime/render/readings-context.ts';
import { selectRows } from '../../src/ui/readings/select-rows.ts';
import { useFrameSnapshot } from '../../src/ui/readings/use-frame-snapshot.ts';

/** The peer of the benchmark: the same rows and the same once-per-frame updates, but every row in the DOM. */
export function PlainReadingList({ readings }: { readings: ReadingsScreen }) {
  const rows = useFrameSnapshot(readings.pipeline, () =>
    selectRows(readings.pipeline, { mode: 'groupedByProduct', newReadingsFirst: readings.newReadingsFirst }),
  );
  if (rows.length === 0) return <p className="py-16 text-center text-xl text-neutral-400">list empty</p>;
  return (
    <div role="list" className="h-[60vh] overflow-auto">
      {rows.map((row) => (
        <div role="listitem" key={row.key}>
          <ProductRow row={row} showProductImage={readings.showProductImage} imageUrl={readings.imageUrl} />
        </div>
      ))}
    </div>
  );
}
