import { useTranslation } from 'react-i18next';
import type { FormDiagnostic } from '../../core/forms/form-field.ts';

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
        {notes.map((note) => (
          <li key={`${note.path}:${note.code}`}>
            <span className="font-semibold">{note.field || note.path}</span>
            {': '}
            {t(note.key, note.params)}
            <span className="ml-2 font-mono text-xs text-amber-300">{note.path}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
