import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { toneDotClasses } from '../../ui/tones.ts';

export interface ConnectionIndicatorProps {
  /** The connection's state (bound, e.g. `screen.streamConnection`): 'connected' is Ready, anything else Offline. */
  connection?: string | null;
  /** Where its two texts are: `{prefix}.ready` and `{prefix}.offline` (default `widgets.connection`). */
  labelPrefix?: string;
}

/** The live connection indicator of 000 §2.20 (Ready / Offline), a polite status so a change is announced. */
export const connectionIndicatorWidget = defineWidget<'connection-indicator', ConnectionIndicatorProps>({
  name: 'connection-indicator',
  description: "Ready (green dot) when the bound connection is 'connected', else Offline (red dot) (000 §2.20).",
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { connection: { type: ['string', 'null'] }, labelPrefix: { type: 'string', minLength: 1 } },
  },
  component: function ConnectionIndicatorWidget({ props, node }) {
    const { t } = useTranslation();
    const ready = props.connection === 'connected';
    const prefix = props.labelPrefix ?? 'widgets.connection';
    return (
      <p
        role="status"
        aria-live="polite"
        data-widget-id={node.id}
        data-connection={ready ? 'ready' : 'offline'}
        className="inline-flex items-center gap-2 text-sm font-semibold text-neutral-100"
      >
        <span aria-hidden className={`size-3 rounded-full ${toneDotClasses[ready ? 'ok' : 'error']}`} />
        {t(ready ? `${prefix}.ready` : `${prefix}.offline`)}
      </p>
    );
  },
});
