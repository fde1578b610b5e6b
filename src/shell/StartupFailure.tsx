import { useTranslation } from 'react-i18next';
import { ApiError } from '../core/api-error.ts';
import { describeError } from '../core/describe-error.ts';
import { StationPanel } from './StationPanel.tsx';

/** A start-up call failed with something other than no answer or 401: say what, and offer retry or sign-out. */
export function StartupFailure(props: { error: unknown; onRetry: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { title, message } =
    props.error instanceof ApiError
      ? describeError(props.error, t)
      : { title: t('errors.title'), message: t('errors.unknown') };
  return (
    <StationPanel>
      <div role="alert">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-neutral-300">{message}</p>
      </div>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={props.onRetry}
          className="flex-1 rounded-xl bg-brand px-4 py-3 font-bold text-neutral-950"
        >
          {t('connectionError.retry')}
        </button>
        <button
          type="button"
          onClick={props.onSignOut}
          className="flex-1 rounded-xl bg-neutral-800 px-4 py-3 font-semibold"
        >
          {t('home.signOut')}
        </button>
      </div>
    </StationPanel>
  );
}
