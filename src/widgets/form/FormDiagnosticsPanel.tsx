import { useTranslation } from 'react-i18next';
import type { FormDiagnostic } from '../../core/forms/form-field.ts';

/** The schema errors of a formSchema (000 §5), each naming its field and JSON path; never a crash. */
export function FormDiagnosticsPanel({
  title,
  diagnostics,
}: {
  title: string;
  diagnostics: readonly FormDiagnostic[];
}) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="rounded-xl border border-red-500/60 bg-red-950/60 p-4 text-red-100">
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm break-words">
        {diagnostics.map((diagnostic) => (
          <li key={`${diagnostic.path}:${diagnostic.code}`}>
            <span className="font-semibold">{diagnostic.field || diagnostic.path}</span>
            {': '}
            {t(diagnostic.key, diagnostic.params)}
            <span className="ml-2 font-mono text-xs text-red-300">{diagnostic.path}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
