import { useTranslation } from 'react-i18next';
import type { ConfigDiagnostic } from '../../core/operation-config/diagnostics.ts';

/** Shown to admins above an operation screen: what the parser refused in its configuration, and what it used. */
export function ConfigDiagnosticsNotice({ diagnostics }: { diagnostics: readonly ConfigDiagnostic[] }) {
  const { t } = useTranslation();
  if (diagnostics.length === 0) return null;
  return (
    <details className="border-b border-amber-500/40 bg-amber-950/70 px-4 py-2 text-amber-100">
      <summary className="cursor-pointer font-semibold">
        {t('operation.configProblems', { count: diagnostics.length })}
      </summary>
      <ul className="mt-2 space-y-1 font-mono text-sm">
        {diagnostics.map((diagnostic) => (
          <li key={`${diagnostic.path}|${diagnostic.option}`}>{diagnostic.message}</li>
        ))}
      </ul>
    </details>
  );
}
