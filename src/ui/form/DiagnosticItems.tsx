import { useTranslation } from 'react-i18next';
import type { FormDiagnostic } from '../../core/forms/form-field.ts';

/** formSchema diagnostics as list items: the field (or path), the translated problem, the JSON path. */
export function DiagnosticItems({
  diagnostics,
  pathClassName,
}: {
  diagnostics: readonly FormDiagnostic[];
  pathClassName: string;
}) {
  const { t } = useTranslation();
  return diagnostics.map((diagnostic) => (
    <li key={`${diagnostic.path}:${diagnostic.code}`}>
      <span className="font-semibold">{diagnostic.field || diagnostic.path}</span>
      {': '}
      {t(diagnostic.key, diagnostic.params)}
      <span className={`ml-2 font-mono text-xs ${pathClassName}`}>{diagnostic.path}</span>
    </li>
  ));
}
