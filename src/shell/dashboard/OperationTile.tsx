import { tileVisual, type DashboardOperation } from '../../core/dashboard/index.ts';
import { TileIcon } from '../../ui/tile-icons.tsx';

export const tileClassName = 'min-h-40 rounded-2xl';

/** 000 §2.4: an operation tile, its icon (or image URL) and its description. */
export function OperationTile({ operation, onOpen }: { operation: DashboardOperation; onOpen: () => void }) {
  const visual = tileVisual(operation.icon);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-icon={visual.kind === 'icon' ? visual.name : undefined}
      className={`${tileClassName} flex w-full flex-col items-center justify-center gap-4 bg-neutral-900 p-6 text-center text-lg font-semibold ring-1 ring-white/10 hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand`}
    >
      {visual.kind === 'image' ? (
        <img src={visual.url} alt="" className="size-14 object-contain" />
      ) : (
        <TileIcon name="operation" />
      )}
      <span className="break-words">{operation.description || operation.code}</span>
    </button>
  );
}
