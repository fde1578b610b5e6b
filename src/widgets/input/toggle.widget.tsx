import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface ToggleProps {
  /** i18n key of the label. */
  label: string;
  /** On or off (bound, e.g. `screen.pricing`); off when absent. */
  checked?: boolean;
}

/**
 * A labelled switch (role switch). Pressing it runs the node's action with the new state (`!checked`) as the event;
 * it shows that state at once, and the bound `checked` when the scope changes.
 */
export const toggleWidget = defineWidget<'toggle', ToggleProps>({
  name: 'toggle',
  description: 'A labelled on/off switch; pressing it runs the action with the new state as the event.',
  propsSchema: {
    type: 'object',
    required: ['label'],
    additionalProperties: false,
    properties: { label: { type: 'string', minLength: 1 }, checked: { type: 'boolean' } },
  },
  component: function ToggleWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const bound = props.checked === true;
    // The pressed state until the scope answers: a switch without a binding still switches.
    const [pressed, setPressed] = useState<{ from: boolean; to: boolean }>();
    const checked = pressed && pressed.from === bound ? pressed.to : bound;
    const toggle = () => {
      setPressed({ from: bound, to: !checked });
      void onAction?.(!checked);
    };
    return (
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={!enabled}
        data-widget-id={node.id}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-3 rounded-xl px-2 font-semibold text-neutral-100 focus-visible:outline-4 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span
          aria-hidden
          className={`relative inline-block h-7 w-12 shrink-0 rounded-full border-2 transition-colors ${
            checked ? 'border-brand bg-brand' : 'border-neutral-400 bg-neutral-800'
          }`}
        >
          <span
            className={`absolute top-0.5 left-0.5 size-5 rounded-full transition-transform ${
              checked ? 'translate-x-5 bg-neutral-950' : 'translate-x-0 bg-neutral-300'
            }`}
          />
        </span>
        {t(props.label)}
      </button>
    );
  },
});
