import { useTranslation } from 'react-i18next';
import { counterColour, counterText, type CounterKind } from '../../core/readings/counter-colour.ts';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { filterKey, type ReadFilter } from '../../core/readings/read-filter.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { colourClasses } from '../../ui/readings/colours.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { readFilterSchema } from '../../ui/readings/readings-schemas.ts';
import { selectFigures } from '../../ui/readings/select-rows.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';

const counterKinds = ['total', 'error', 'warning', 'ignored', 'expected', 'missing', 'unexpected'] as const;
type ReadingCounterKind = (typeof counterKinds)[number];

export interface ReadingCountersProps {
  /**
   * Which counters to show, in order; the first four by default ('expected', 'missing' and 'unexpected' with a
   * checklist: unexpected counts reads of products not on it and over-quantity, 001 §2.7).
   */
  counters?: ReadingCounterKind[];
  /** Count only the reads that match (a counter beside a filtered list); the checklist figures stay the screen's. */
  filter?: ReadFilter;
}

interface Shown {
  text: string;
  colour: ReadingColour;
}

/**
 * The reading counters with the colours and texts of 000 §4.7. With expected products (a checklist) the total is
 * 'detected/expected' in the checklist colours, and 'expected', 'missing' and 'unexpected' can be shown. With an
 * action, the total is a button that runs it (001 §2.8: pressing the main counter shows the items).
 */
export const readingCountersWidget = defineWidget<'reading-counters', ReadingCountersProps>({
  name: 'reading-counters',
  description: 'Counters of the listed reads (or those a filter names): all, errors, warnings, ignored (000 §4.7).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      counters: { type: 'array', items: { enum: counterKinds }, uniqueItems: true },
      filter: readFilterSchema,
    },
  },
  component: function ReadingCountersWidget({ props, node, onAction, enabled }) {
    const { t } = useTranslation();
    const { pipeline } = useReadings();
    const { filter } = props;
    const shown = useFrameSnapshot(
      pipeline,
      (): Record<ReadingCounterKind, Shown> => {
        const summary = pipeline.summary();
        const { listed, byStatus } = filter ? selectFigures(pipeline, filter) : summary;
        const plain = (kind: CounterKind, detected: number): Shown => ({
          text: counterText({ detected }, false),
          colour: counterColour(kind, { detected }, false),
        });
        const checklist = summary.checklist && !filter;
        return {
          total: checklist
            ? {
                text: counterText({ detected: listed, expected: summary.expected }, true),
                colour: counterColour(
                  'total',
                  { detected: listed - summary.unexpected, expected: summary.expected, unexpected: summary.unexpected },
                  true,
                ),
              }
            : plain('total', listed),
          error: plain('error', byStatus.error),
          warning: plain('warning', byStatus.warning),
          ignored: plain('ignored', byStatus.ignored + byStatus.ignoredWithReason),
          expected: plain('total', summary.expected),
          missing: plain('total', summary.missing),
          unexpected: plain('total', summary.unexpected),
        };
      },
      filterKey(filter),
    );
    const kinds = props.counters ?? ['total', 'error', 'warning', 'ignored'];
    return (
      <dl data-widget-id={node.id} className="grid grid-cols-2 gap-2">
        {kinds.map((kind) => (
          <div
            key={kind}
            data-counter={kind}
            data-colour={shown[kind].colour}
            className={`rounded-xl p-3 ${colourClasses[shown[kind].colour]}`}
          >
            <dt className="text-xs font-semibold tracking-wide uppercase">{t(`readings.counters.${kind}`)}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {onAction && kind === 'total' ? (
                <button
                  type="button"
                  disabled={!enabled}
                  onClick={() => void onAction()}
                  aria-label={t('readings.counters.showItems', { value: shown[kind].text })}
                  className="rounded-lg underline decoration-2 underline-offset-4 focus-visible:outline-4 focus-visible:outline-brand"
                >
                  {shown[kind].text}
                </button>
              ) : (
                shown[kind].text
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  },
});
