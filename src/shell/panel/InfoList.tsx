import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Label / value rows of the user info and support dialogs; an empty value shows '---' (000 §9). */
export function InfoList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-lg">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-neutral-400">{label}</dt>
          <dd className="min-w-0 break-words">{value === '' || value == null ? t('panel.missing') : value}</dd>
        </div>
      ))}
    </dl>
  );
}
