import { useTranslation } from 'react-i18next';
import { StationPanel } from './StationPanel.tsx';
import { useWindowTitle } from './use-window-title.ts';

/** 000 §2.3: a title, the details text and Retry, which reloads the station at /. */
export function ConnectionErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useWindowTitle(t('connectionError.title'));
  return (
    <StationPanel>
      <h1 className="text-xl font-semibold">{t('connectionError.title')}</h1>
      <p className="mt-2 text-neutral-300">{t('connectionError.details')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-8 w-full rounded-xl bg-brand px-4 py-3 text-lg font-bold text-neutral-950 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('connectionError.retry')}
      </button>
    </StationPanel>
  );
}
