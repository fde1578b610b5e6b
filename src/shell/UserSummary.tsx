import { useTranslation } from 'react-i18next';
import { displayName, type LoggedUser } from '../core/logged-user.ts';

/** Who is signed in: name, username, email and places (000 §3 LoggedUser). */
export function UserSummary({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="user-summary-name" className="rounded-2xl bg-neutral-900 p-6 ring-1 ring-white/10">
      <p className="text-sm text-neutral-400">{t('home.signedInAs')}</p>
      <h2 id="user-summary-name" className="text-2xl font-bold">
        {displayName(user)}
      </h2>
      <p className="text-neutral-400">
        {user.username}
        {user.email && ` · ${user.email}`}
      </p>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-neutral-400 uppercase">{t('home.places')}</h3>
      {user.userPlaces.length === 0 ? (
        <p className="mt-1 text-neutral-300">{t('home.noPlaces')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {user.userPlaces.map((place) => (
            <li key={place.id} className="rounded-full bg-neutral-800 px-3 py-1 text-sm">
              {place.description || place.code}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
