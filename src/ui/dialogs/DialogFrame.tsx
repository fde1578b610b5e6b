import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, type ReactNode, type RefObject } from 'react';

const frameWidth = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-6xl' } as const;

/**
 * The shared frame of the 000 §2.18 dialogs: a Headless UI dialog (focus trapped, Escape and a tap outside call
 * `onClose`, focus back to the opener on close) with a dark panel and a title; a panel taller than the screen (the
 * date picker with its time) scrolls, so its actions stay reachable.
 */
export function DialogFrame({
  title,
  icon,
  onClose,
  initialFocus,
  role = 'dialog',
  size = 'md',
  children,
}: {
  title: string;
  /** Shown before the title, e.g. a status badge. */
  icon?: ReactNode;
  onClose: () => void;
  /** The primary action or the input; it takes the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  /** md for questions, lg for content, xl for wide tables. */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} initialFocus={initialFocus} role={role} className="relative z-50">
      <div aria-hidden className="fixed inset-0 bg-black/70" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className={`flex max-h-full w-full flex-col overflow-y-auto rounded-2xl bg-neutral-900 p-6 text-neutral-100 shadow-2xl ring-1 ring-white/10 ${frameWidth[size]}`}
        >
          <div className="flex items-center gap-3">
            {icon}
            <DialogTitle className="text-2xl font-semibold">{title}</DialogTitle>
          </div>
          {children}
          <FocusOnOpen target={initialFocus} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Headless UI skips the initial focus on coarse-pointer (touch) devices and focuses the panel instead; a station's
 * touch screen still needs the input focused for a barcode scanner, so focus the target after Headless UI's effects.
 */
function FocusOnOpen({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    queueMicrotask(() => target.current?.focus());
  }, [target]);
  return null;
}

/** The row of actions at the bottom of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}
