import { useTranslation } from 'react-i18next';
import { formatProblem, type DescriptorProblem } from '../runtime/descriptors/descriptor-problem.ts';

/** A visible fallback where a widget or screen cannot render: it names the descriptor, the path and what is wrong. */
export function ErrorPanel({ problems, title }: { problems: DescriptorProblem[]; title?: string }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="rounded-xl border border-red-500/60 bg-red-950/60 p-4 text-red-100">
      <h2 className="font-semibold">{title ?? t('runtime.widgetError')}</h2>
      <ul className="mt-2 space-y-1 font-mono text-sm break-words">
        {problems.map((problem) => (
          <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
        ))}
      </ul>
    </section>
  );
}
