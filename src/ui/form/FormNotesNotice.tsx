import { useTranslation } from 'react-i18next';
import type { FormDiagnostic } from '../../core/forms/form-field.ts';
import { DiagnosticItems } from './DiagnosticItems.tsx';

/**
 * The formSchema problems the form works around (a wrong attribute on its default, an onChange naming an unknown
 * script), folded above the form for admins: each names its field and JSON path.
 */
export function FormNotesNotice({ notes }: { notes: readonly FormDiagnostic[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <details className="rounded-xl border border-amber-500/40 bg-amber-950/70 px-4 py-2 text-amber-100">
      <summary className="cursor-pointer font-semibold">{t('forms.notesTitle', { count: notes.length })}</summary>
      <ul className="mt-2 space-y-1 text-sm break-words">
        <DiagnosticItems diagnostics={notes} pathClassName="text-amber-300" />
      </ul>
    </details>
  );
}
