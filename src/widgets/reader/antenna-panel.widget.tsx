import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { AntennaIcon } from '../../ui/reader/reader-icons.tsx';
import { useReaderScope } from '../../ui/reader/use-reader-scope.ts';

/**
 * The start-antenna panel (000 §2.11-07/08): 'bring an item to antenna' while the antenna is on, otherwise 'connection
 * to station in progress'.
 */
export const antennaPanelWidget = defineWidget<'antenna-panel', Record<string, never>>({
  name: 'antenna-panel',
  description: 'Asks to bring an item to the antenna when it is on; says the connection is in progress otherwise.',
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  component: function AntennaPanel({ node }) {
    const { t } = useTranslation();
    const { on } = useReaderScope();
    return (
      <section
        data-widget-id={node.id}
        aria-live="polite"
        className="flex flex-col items-center gap-6 rounded-2xl border border-neutral-800 bg-neutral-900 p-10 text-center"
      >
        <span className={on ? 'text-brand' : 'animate-pulse text-neutral-500'}>
          <AntennaIcon on={on} />
        </span>
        <p className="text-2xl font-semibold">{on ? t('device.antenna.bringItem') : t('device.antenna.connecting')}</p>
      </section>
    );
  },
});
