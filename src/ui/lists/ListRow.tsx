import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCell, type ListColumn } from './ListCell.tsx';

type Row = Record<string, unknown>;

/** The grid of a list's rows and headings: one equal column per list column, room at the end for a row's chevron. */
export function rowGrid(columns: readonly ListColumn[], chevronRoom: boolean) {
  return {
    className: `grid w-full items-center gap-3 py-3 pl-4 text-left ${chevronRoom ? 'pr-12' : 'pr-4'}`,
    style: { gridTemplateColumns: columns.map((column) => `minmax(0, ${column.width ?? 1}fr)`).join(' ') },
  };
}

export const rowButtonClasses =
  'min-h-12 rounded-lg hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';

/** A list row: its cells, and a button running `onPress` with the row when there is one. */
export const ListRow = memo(function ListRow({
  row,
  columns,
  onPress,
  enabled,
  chevronRoom = false,
}: {
  row: Row;
  columns: ListColumn[];
  onPress?: (row: Row) => void;
  enabled: boolean;
  chevronRoom?: boolean;
}) {
  const { t } = useTranslation();
  const cells = columns.map((column) => <ListCell key={column.field} row={row} column={column} t={t} />);
  const grid = rowGrid(columns, chevronRoom);
  if (!onPress)
    return (
      <div className={grid.className} style={grid.style}>
        {cells}
      </div>
    );
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => onPress(row)}
      style={grid.style}
      className={`${grid.className} ${rowButtonClasses}`}
    >
      {cells}
    </button>
  );
});
