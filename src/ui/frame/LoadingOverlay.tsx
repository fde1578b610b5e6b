import { useTranslation } from 'react-i18next';

/** The full-screen 'loading data' overlay of 000 §2.14. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-40 grid place-items-center bg-black/70">
      <div className="flex flex-col items-center gap-4">
        <span aria-hidden className="size-12 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        <p className="text-lg font-semibold">{label ?? t('runtime.loadingData')}</p>
      </div>
    </div>
  );
}
