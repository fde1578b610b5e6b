import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { AntennaIcon } from '../../ui/reader/reader-icons.tsx';
import { useReaderScope } from '../../ui/reader/use-reader-scope.ts';

/** The antenna on/off icon of a screen header (000 §2.11-02), from the scope root `reader`. */
export const antennaIndicatorWidget = defineWidget<'antenna-indicator', Record<string, never>>({
  name: 'antenna-indicator',
  description: "The antenna on/off icon of the screen's reader.",
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  component: function AntennaIndicator({ node }) {
    const { t } = useTranslation();
    const { on } = useReaderScope();
    const label = on ? t('device.antenna.on') : t('device.antenna.off');
    return (
      <span
        role="img"
        aria-label={label}
        title={label}
        data-widget-id={node.id}
        className={on ? 'text-brand' : 'text-neutral-500'}
      >
        <AntennaIcon on={on} />
      </span>
    );
  },
});
