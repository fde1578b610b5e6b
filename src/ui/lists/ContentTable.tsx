import { useTranslation } from 'react-i18next';
import { CellValue, type ListColumn } from './ListCell.tsx';

type Row = Record<string, unknown>;

/** What an expanded row holds, as a table in the list's column format. */
export function ContentTable({
  rows,
  columns,
  caption,
  rowKey,
}: {
  rows: readonly Row[];
  columns: readonly ListColumn[];
  caption: string;
  rowKey: (row: Row, index: number) => string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-neutral-300">{t('widgets.list.contentEmpty')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs font-semibold tracking-wide text-neutral-300 uppercase">
          {columns.map((column) => (
            <th key={column.field} scope="col" className="px-2 py-1">
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-800">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.field} className="px-2 py-1">
                <CellValue row={row} column={column} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
