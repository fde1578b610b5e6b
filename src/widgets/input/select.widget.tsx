import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

type OptionValue = string | number;

export interface SelectProps {
  /** i18n key of the label. */
  label: string;
  /** The choices (literal or bound, e.g. zones from the scope; none while unbound); a disabled one cannot be chosen. */
  options?: { value: OptionValue; label: string; disabled?: boolean }[] | null;
  /** The chosen value (bound); the placeholder shows while it matches no option. */
  value?: OptionValue | null;
  /** i18n key shown while nothing is chosen ('Choose…' by default). */
  placeholder?: string;
  /** Option labels are i18n keys (default: shown as they are, as data from the scope usually is). */
  translateOptions?: boolean;
}

/** A labelled native select: keyboard and screen readers as the platform does them. Choosing runs the action. */
export const selectWidget = defineWidget<'select', SelectProps>({
  name: 'select',
  description: 'A labelled select; choosing an option runs the action with its value as the event.',
  propsSchema: {
    type: 'object',
    required: ['label'],
    additionalProperties: false,
    properties: {
      label: { type: 'string', minLength: 1 },
      options: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          required: ['value', 'label'],
          properties: {
            value: { type: ['string', 'number'] },
            label: { type: 'string' },
            disabled: { type: 'boolean' },
          },
        },
      },
      value: { type: ['string', 'number', 'null'] },
      placeholder: { type: 'string' },
      translateOptions: { type: 'boolean' },
    },
  },
  component: function SelectWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const id = useId();
    const options = props.options ?? [];
    const bound = props.value ?? undefined;
    const [picked, setPicked] = useState<{ from: OptionValue | undefined; to: OptionValue }>();
    const value = picked && picked.from === bound ? picked.to : bound;
    const index = options.findIndex((option) => option.value === value);
    const choose = (selectedIndex: number) => {
      const option = options[selectedIndex];
      if (!option || option.disabled) return;
      setPicked({ from: bound, to: option.value });
      void onAction?.(option.value);
    };
    return (
      <div className="flex flex-col gap-1" data-widget-id={node.id}>
        <label htmlFor={id} className="text-sm font-semibold text-neutral-300">
          {t(props.label)}
        </label>
        <select
          id={id}
          value={index >= 0 ? String(index) : ''}
          disabled={!enabled}
          onChange={(event) => choose(Number(event.target.value))}
          className="min-h-12 rounded-xl border border-neutral-600 bg-neutral-900 px-3 text-lg text-neutral-100 focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-50"
        >
          {index < 0 && (
            <option value="" disabled>
              {t(props.placeholder ?? 'widgets.select.placeholder')}
            </option>
          )}
          {options.map((option, i) => (
            <option key={`${i}:${option.value}`} value={String(i)} disabled={option.disabled}>
              {props.translateOptions ? t(option.label) : option.label}
            </option>
          ))}
        </select>
      </div>
    );
  },
});
