import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expansionView, type RowExpansion } from '../../core/lists/row-expansion.ts';
import { ContentTable } from './ContentTable.tsx';
import { cellText, ListCell, type ListColumn } from './ListCell.tsx';
import { rowButtonClasses, rowGrid } from './ListRow.tsx';

type Row = Record<string, unknown>;

export type ContentRows = readonly Row[];

/** How an expandable row shows its content: the table's columns and caption (an i18n key given `{{name}}`). */
export interface RowContent {
  columns: readonly ListColumn[];
  caption: string;
  rowKey: (row: Row, index: number) => string;
}

/**
 * A row that opens to show its content: a real button with aria-expanded and aria-controls toggles it (click, Enter,
 * Space); while the content loads the opened area says so, once loaded it holds the content table, and after a
 * failure the row stays collapsed and says the next opening tries again.
 */
export const ExpandableRow = memo(function ExpandableRow({
  row,
  rowKey,
  columns,
  content,
  expansion,
  onToggle,
  enabled,
}: {
  row: Row;
  rowKey: string;
  columns: ListColumn[];
  content: RowContent;
  expansion: RowExpansion<ContentRows> | undefined;
  onToggle: (key: string, row: Row) => void;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const regionId = useId();
  const view = expansionView(expansion);
  const open = view === 'loading' || view === 'expanded';
  const grid = rowGrid(columns, true);
  const name = columns[0] ? (cellText(row, columns[0]) ?? '') : '';
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        disabled={!enabled}
        onClick={() => onToggle(rowKey, row)}
        style={grid.style}
        className={`${grid.className} ${rowButtonClasses} relative`}
      >
        {columns.map((column) => (
          <ListCell key={column.field} row={row} column={column} t={t} />
        ))}
        <Chevron open={open} />
      </button>
      {view === 'failed' && <p className="px-4 pb-2 text-sm text-red-300">{t('widgets.list.contentFailed')}</p>}
      <div id={regionId} hidden={!open} className="px-4 pb-3">
        {view === 'loading' && (
          <p role="status" className="flex items-center gap-2 text-neutral-300">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand border-t-transparent" />
            {t('widgets.list.loadingContent')}
          </p>
        )}
        {view === 'expanded' && expansion?.content.status === 'loaded' && (
          <ContentTable
            rows={expansion.content.rows}
            columns={content.columns}
            caption={t(content.caption, { name })}
            rowKey={content.rowKey}
          />
        )}
      </div>
    </div>
  );
});

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    aria-hidden
    viewBox="0 0 24 24"
    className={`absolute top-1/2 right-4 size-5 -translate-y-1/2 text-neutral-300 transition-transform ${open ? 'rotate-180' : ''}`}
  >
    <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
  </svg>
);
