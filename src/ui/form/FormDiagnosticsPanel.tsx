import type { FormDiagnostic } from '../../core/forms/form-field.ts';
import { DiagnosticItems } from './DiagnosticItems.tsx';

/** The schema errors of a formSchema (000 §5), each naming its field and JSON path; never a crash. */
export function FormDiagnosticsPanel({
  title,
  diagnostics,
}: {
  title: string;
  diagnostics: readonly FormDiagnostic[];
}) {
  return (
    <section role="alert" className="rounded-xl border border-red-500/60 bg-red-950/60 p-4 text-red-100">
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm break-words">
        <DiagnosticItems diagnostics={diagnostics} pathClassName="text-red-300" />
      </ul>
    </section>
  );
}
