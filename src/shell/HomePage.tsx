import { useTranslation } from 'react-i18next';
import type { LoggedUser } from '../core/logged-user.ts';
import { UserSummary } from './UserSummary.tsx';
import { useWindowTitle } from './use-window-title.ts';

/** The signed-in landing page: who is signed in, and sign-out (000 §2.8 logout). */
export function HomePage({ user, onSignOut }: { user: LoggedUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  useWindowTitle(t('home.title'));
  return (
    <main className="min-h-screen bg-neutral-950 p-6 text-neutral-100">
      <header className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t('app.name')}</h1>
        <button
          type="button"
          onClick={onSignOut}
          className="rounded-xl bg-neutral-800 px-4 py-2 font-semibold hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand"
        >
          {t('home.signOut')}
        </button>
      </header>
      <UserSummary user={user} />
    </main>
  );
}
