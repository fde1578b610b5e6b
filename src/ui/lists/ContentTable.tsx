import { measureElement, observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue, type ListColumn } from './ListCell.tsx';

type Row = Record<string, unknown>;

/** More content rows than this scroll in a box of their own, only those in view in the DOM (a 500-item parcel). */
export const virtualiseContentAbove = 60;
const rowHeight = 33;
/** The size assumed while the box reports none (not laid out yet, or jsdom). */
const unmeasuredRect: Rect = { width: 800, height: 480 };

interface ContentTableProps {
  rows: readonly Row[];
  columns: readonly ListColumn[];
  caption: string;
  rowKey: (row: Row, index: number) => string;
}

/** What an expanded row holds, as a table in the list's column format. */
export function ContentTable(props: ContentTableProps) {
  const { t } = useTranslation();
  if (props.rows.length === 0) return <p className="text-neutral-300">{t('widgets.list.contentEmpty')}</p>;
  return props.rows.length > virtualiseContentAbove ? (
    <VirtualContentTable {...props} />
  ) : (
    <PlainContentTable {...props} />
  );
}

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ListColumn[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-neutral-900">
        <tr className="text-xs font-semibold tracking-wide text-neutral-300 uppercase">
          {columns.map((column) => (
            <th key={column.field} scope="col" className="px-2 py-1">
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

const ContentRow = ({ row, columns }: { row: Row; columns: readonly ListColumn[] }) => (
  <>
    {columns.map((column) => (
      <td key={column.field} className="px-2 py-1">
        <CellValue row={row} column={column} />
      </td>
    ))}
  </>
);

function PlainContentTable({ rows, columns, caption, rowKey }: ContentTableProps) {
  return (
    <Table caption={caption} columns={columns}>
      <tbody className="divide-y divide-neutral-800">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            <ContentRow row={row} columns={columns} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function VirtualContentTable({ rows, columns, caption, rowKey }: ContentTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rowKey(rows[index] as Row, index),
    overscan: 8,
    initialRect: unmeasuredRect,
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.width === 0 && rect.height === 0 ? unmeasuredRect : rect)),
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    // The box scrolls with the keyboard too (000: keyboard use), so it can take the focus.
    <div ref={scrollRef} tabIndex={0} aria-label={caption} role="region" className="max-h-[480px] overflow-auto">
      <Table caption={caption} columns={columns}>
        <tbody className="divide-y divide-neutral-800">
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((virtual) => (
            <tr key={virtual.key} data-index={virtual.index} ref={virtualizer.measureElement}>
              <ContentRow row={rows[virtual.index] as Row} columns={columns} />
            </tr>
          ))}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </tbody>
      </Table>
    </div>
  );
}
