import type { ReactNode } from 'react';

export interface RowFrameProps {
  /** What the row shows; a button that opens its details when `onOpen` is given. */
  children: ReactNode;
  onOpen?: () => void;
  onRemove?: () => void;
  /** The accessible name of the remove button. */
  removeLabel: string;
  /** data-* attributes that name the row for tests and styles. */
  data: Record<`data-${string}`, string | undefined>;
}

/** The frame shared by item and product rows (000 §2.15): an opening body and an optional remove button. */
export function RowFrame({ children, onOpen, onRemove, removeLabel, data }: RowFrameProps) {
  return (
    <div {...data} className="flex items-center gap-2 border-b border-neutral-800 px-3 py-2">
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className="flex min-w-0 flex-1 items-center gap-3 text-left focus-visible:outline-2 focus-visible:outline-brand"
        >
          {children}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3">{children}</div>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="rounded-lg p-2 text-red-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <TrashIcon />
        </button>
      )}
    </div>
  );
}

export function TrashIcon() {
  return (
    <svg aria-hidden width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
