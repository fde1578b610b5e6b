import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface ButtonProps {
  /** i18n key of the label. */
  label: string;
  /** Values the label's text fills in (bound, e.g. a counter's figures). */
  params?: Record<string, string | number>;
  variant?: 'primary' | 'secondary' | 'danger';
  /** What the action reads as `event` (literal or bound), e.g. the value this button stands for. */
  event?: unknown;
}

const variants = {
  primary: 'bg-brand text-neutral-950 hover:brightness-95',
  secondary: 'bg-neutral-800 text-neutral-100 hover:bg-neutral-700',
  danger: 'bg-red-600 text-white hover:bg-red-500',
} as const;

/** A real button running the node's action; busy (and not clickable twice) while the action runs. */
export const buttonWidget = defineWidget<'button', ButtonProps>({
  name: 'button',
  description:
    'A button that runs its action (with `event` as the event); disabled by `enabled`, busy while the action runs.',
  propsSchema: {
    type: 'object',
    required: ['label'],
    additionalProperties: false,
    properties: {
      label: { type: 'string', minLength: 1 },
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      variant: { enum: ['primary', 'secondary', 'danger'] },
      event: {},
    },
  },
  component: function ButtonWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const [busy, setBusy] = useState(false);
    const run = async () => {
      if (!onAction || busy) return;
      setBusy(true);
      try {
        await onAction(props.event);
      } finally {
        setBusy(false);
      }
    };
    return (
      <button
        type="button"
        data-widget-id={node.id}
        disabled={!enabled || busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
        className={`min-h-12 rounded-xl px-5 py-2 text-lg font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 ${variants[props.variant ?? 'primary']}`}
      >
        {t(props.label, props.params)}
      </button>
    );
  },
});
