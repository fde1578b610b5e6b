import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useReadings } from '../../runtime/render/readings-context.ts';
import { useFrameSnapshot } from '../../ui/readings/use-frame-snapshot.ts';

/**
 * Remove mode 'rfid' (000 §4.5): a switch; on, the reader forgets its tags and each tag read afterwards removes its
 * item from the list. Shows nothing when the operation's removeMode is not 'rfid'.
 */
export const removeToggleWidget = defineWidget<'remove-toggle', Record<string, never>>({
  name: 'remove-toggle',
  description: "Remove mode 'rfid': on, each tag read removes its item (000 §4.5).",
  propsSchema: { type: 'object', additionalProperties: false, properties: {} },
  component: function RemoveToggleWidget({ node, enabled }) {
    const { t } = useTranslation();
    const { pipeline, removeMode } = useReadings();
    const on = useFrameSnapshot(pipeline, () => pipeline.removeOn());
    if (removeMode !== 'rfid') return null;
    return (
      <button
        type="button"
        data-widget-id={node.id}
        aria-pressed={on}
        disabled={!enabled}
        onClick={() => pipeline.setRemoveOn(!on)}
        className={`min-h-11 rounded-xl px-4 font-semibold focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-50 ${
          on ? 'bg-red-600 text-white hover:bg-red-500' : 'bg-neutral-800 hover:bg-neutral-700'
        }`}
      >
        {t('readings.removeMode')}
      </button>
    );
  },
});
