import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StationPanel } from './StationPanel.tsx';
import { useWindowTitle } from './use-window-title.ts';

/** 000 §2.2: the station panel and a Login button that starts single sign-on. */
export function LoginPage({ onLogin, error }: { onLogin: () => Promise<void>; error?: string }) {
  const { t } = useTranslation();
  useWindowTitle(t('login.title'));
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>(error ? 'failed' : 'idle');
  const login = () => {
    setState('redirecting');
    onLogin().catch(() => setState('failed'));
  };
  return (
    <StationPanel>
      <h1 className="text-xl font-semibold">{t('login.panelTitle')}</h1>
      <p className="mt-2 text-neutral-400">{t('login.panelText')}</p>
      {state === 'failed' && (
        <p role="alert" className="mt-4 rounded-lg bg-red-950 px-3 py-2 text-red-200">
          {error ?? t('login.failed')}
        </p>
      )}
      <button
        type="button"
        onClick={login}
        disabled={state === 'redirecting'}
        className="mt-8 w-full rounded-xl bg-brand px-4 py-3 text-lg font-bold text-neutral-950 hover:brightness-95 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {state === 'redirecting' ? t('login.redirecting') : t('login.button')}
      </button>
    </StationPanel>
  );
}
