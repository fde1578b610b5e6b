import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { LoadingOverlay } from '../../ui/frame/LoadingOverlay.tsx';

export interface OverlayProps {
  /** i18n key of what is going on ('loading data' by default). */
  label?: string;
}

/** The blocking overlay with a spinner, shown while its node is visible (e.g. 'connection in progress'). */
export const overlayWidget = defineWidget<'overlay', OverlayProps>({
  name: 'overlay',
  description: 'A blocking overlay with a spinner and a label, shown while the node is visible.',
  propsSchema: { type: 'object', additionalProperties: false, properties: { label: { type: 'string' } } },
  component: function OverlayWidget({ props }) {
    const { t } = useTranslation();
    return <LoadingOverlay label={props.label ? t(props.label) : undefined} />;
  },
});
