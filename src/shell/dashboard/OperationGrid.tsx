import { useTranslation } from 'react-i18next';
import { needsFillerTile, placeholderTileCount, type DashboardOperation } from '../../core/dashboard/index.ts';
import { OperationTile, tileClassName } from './OperationTile.tsx';

const gridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

export interface OperationGridProps {
  loading: boolean;
  operations: readonly DashboardOperation[];
  onOpen: (operation: DashboardOperation) => void;
  onRefresh: () => void;
}

/** 000 §2.4: six placeholders while loading, the tiles (with a dashed filler when odd), or the empty state. */
export function OperationGrid({ loading, operations, onOpen, onRefresh }: OperationGridProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('dashboard.loadingOperations')}
        </p>
        <ul className={gridClassName} aria-hidden="true">
          {Array.from({ length: placeholderTileCount }, (_, index) => (
            <li
              key={index}
              data-testid="tile-placeholder"
              className={`${tileClassName} animate-pulse bg-neutral-900`}
            />
          ))}
        </ul>
      </div>
    );
  }
  if (operations.length === 0) {
    return (
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-neutral-900 p-10 text-center ring-1 ring-white/10">
        <p className="text-xl text-neutral-300">{t('dashboard.noOperations')}</p>
        <button
          type="button"
          onClick={onRefresh}
          className="min-h-14 rounded-xl bg-brand px-8 py-3 text-lg font-bold text-neutral-950 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('dashboard.refresh')}
        </button>
      </div>
    );
  }
  return (
    <ul className={gridClassName}>
      {operations.map((operation) => (
        <li key={operation.id || operation.code}>
          <OperationTile operation={operation} onOpen={() => onOpen(operation)} />
        </li>
      ))}
      {needsFillerTile(operations.length) && (
        <li
          aria-hidden="true"
          data-testid="tile-filler"
          className={`${tileClassName} border-2 border-dashed border-neutral-700`}
        />
      )}
    </ul>
  );
}
