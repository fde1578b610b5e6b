import { useTranslation } from 'react-i18next';
import { counterColour, counterText, type CounterKind } from '../../core/readings/counter-colour.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { colourClasses } from '../../ui/readings/colours.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';

export interface ReadingCountersProps {
  /** Which counters to show, in order; all four by default. */
  counters?: CounterKind[];
}

/** The reading counters with the colours and texts of 000 §4.7 (no checklist on these screens). */
export const readingCountersWidget = defineWidget<'reading-counters', ReadingCountersProps>({
  name: 'reading-counters',
  description: 'Counters of the listed reads: all, errors, warnings, ignored (000 §4.7).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      counters: { type: 'array', items: { enum: ['total', 'error', 'warning', 'ignored'] }, uniqueItems: true },
    },
  },
  component: function ReadingCountersWidget({ props, node }) {
    const { t } = useTranslation();
    const { pipeline } = useReadings();
    const summary = useFrameSnapshot(pipeline, () => pipeline.summary());
    const figures: Record<CounterKind, number> = {
      total: summary.listed,
      error: summary.byStatus.error,
      warning: summary.byStatus.warning,
      ignored: summary.byStatus.ignored + summary.byStatus.ignoredWithReason,
    };
    const kinds = props.counters ?? ['total', 'error', 'warning', 'ignored'];
    return (
      <dl data-widget-id={node.id} className="grid grid-cols-2 gap-2">
        {kinds.map((kind) => (
          <div
            key={kind}
            data-counter={kind}
            data-colour={counterColour(kind, { detected: figures[kind] }, false)}
            className={`rounded-xl p-3 ${colourClasses[counterColour(kind, { detected: figures[kind] }, false)]}`}
          >
            <dt className="text-xs font-semibold tracking-wide uppercase">{t(`readings.counters.${kind}`)}</dt>
            <dd className="text-3xl font-bold tabular-nums">{counterText({ detected: figures[kind] }, false)}</dd>
          </div>
        ))}
      </dl>
    );
  },
});
