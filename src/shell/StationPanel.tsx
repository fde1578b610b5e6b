import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The branded panel of the login and connection-error pages (000 §2.2, §2.3). */
export function StationPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-screen place-items-center bg-neutral-950 p-6 text-neutral-100">
      <section className="w-full max-w-md rounded-2xl bg-neutral-900 p-8 shadow-2xl ring-1 ring-white/10">
        <div className="mb-8 flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-12 place-items-center rounded-xl bg-brand text-2xl font-black text-neutral-950"
          >
            S
          </span>
          <div>
            <p className="text-2xl font-bold tracking-tight">{t('app.name')}</p>
            <p className="text-sm text-neutral-400">{t('app.tagline')}</p>
          </div>
        </div>
        {children}
      </section>
    </main>
  );
}
