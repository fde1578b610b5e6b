import { measureElement, observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useCallback, useRef, type ReactNode } from 'react';

/** The size assumed while the container reports none (not laid out yet, or a DOM without layout such as jsdom). */
const unmeasuredRect: Rect = { width: 800, height: 600 };

/** A virtualised column of rows: only the rows in view (plus a few) are in the DOM, however long the list. */
export function VirtualRows<T>({
  rows,
  rowKey,
  renderRow,
  estimateSize = 88,
  label,
  className = 'h-[60vh]',
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  estimateSize?: number;
  label: string;
  className?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer measures every row again when this function changes: kept while the rows are the same, a
  // re-render (a keystroke in a search box above) costs only the rows in view, not all 100,000 (001 §2.13).
  const getItemKey = useCallback((index: number) => rowKey(rows[index] as T), [rows, rowKey]);
  // No React Compiler memoisation is relied on here: the virtualizer re-renders the component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey,
    overscan: 6,
    initialRect: unmeasuredRect,
    // A row measured as 0 high (not laid out, or jsdom) keeps its estimate: else every row would fit in view and each
    // measurement would render more rows, again and again.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.width === 0 && rect.height === 0 ? unmeasuredRect : rect)),
  });
  return (
    <div ref={scrollRef} role="list" aria-label={label} className={`overflow-auto ${className}`}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => (
          <div
            key={virtual.key}
            role="listitem"
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${virtual.start}px)`,
            }}
          >
            {renderRow(rows[virtual.index] as T)}
          </div>
        ))}
      </div>
    </div>
  );
}
