import { useTranslation } from 'react-i18next';
import type { ToastEntry } from '../../runtime/dialog-service.ts';
import type { ToastStatus } from '../../runtime/dialog-service.types.ts';
import { StatusIcon } from './StatusIcon.tsx';

const accents: Record<ToastStatus, string> = {
  success: 'border-green-500',
  warning: 'border-amber-400',
  error: 'border-red-500',
  info: 'border-sky-500',
};

/** 000 §2.18, §9: the toast stack, bottom-right, newest at the bottom; each toast has a close button. */
export function Toasts({ toasts, onDismiss }: { toasts: readonly ToastEntry[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('dialogs.notifications')}
      className="pointer-events-none fixed right-4 bottom-4 z-60 flex w-[min(28rem,calc(100vw-2rem))] flex-col gap-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.status === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-2xl border-l-8 bg-neutral-900 p-4 text-neutral-100 shadow-2xl ring-1 ring-white/10 ${accents[toast.status]}`}
        >
          <StatusIcon status={toast.status} />
          <div className="min-w-0 flex-1 self-center">
            <p className="text-lg font-semibold break-words">{toast.title}</p>
            {toast.description && <p className="mt-1 break-words text-neutral-300">{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label={t('dialogs.closeToast')}
            onClick={() => onDismiss(toast.id)}
            className="-m-1 grid size-12 shrink-0 place-items-center rounded-xl text-2xl text-neutral-400 hover:bg-neutral-800 hover:text-neutral-100 focus-visible:outline-4 focus-visible:outline-brand"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
      ))}
    </section>
  );
}
