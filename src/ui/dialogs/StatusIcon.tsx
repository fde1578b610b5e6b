import { useTranslation } from 'react-i18next';
import type { ToastStatus } from '../../runtime/dialog-service.types.ts';

const styles: Record<ToastStatus, { glyph: string; className: string }> = {
  success: { glyph: '✓', className: 'bg-green-500 text-neutral-950' },
  warning: { glyph: '!', className: 'bg-amber-400 text-neutral-950' },
  error: { glyph: '✕', className: 'bg-red-500 text-white' },
  info: { glyph: 'i', className: 'bg-sky-500 text-neutral-950' },
};

/** A round status badge; its name (Success, Warning, Error, Information) is read by screen readers. */
export function StatusIcon({ status }: { status: ToastStatus }) {
  const { t } = useTranslation();
  const { glyph, className } = styles[status];
  return (
    <span
      role="img"
      aria-label={t(`dialogs.status.${status}`)}
      className={`grid size-9 shrink-0 place-items-center rounded-full text-lg font-black ${className}`}
    >
      <span aria-hidden>{glyph}</span>
    </span>
  );
}
