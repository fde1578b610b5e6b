import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface TextProps {
  /** i18n key; `value` is shown instead when given. */
  text?: string;
  /** A value from the scope, shown as it is (or inside `label`). */
  value?: string | number | boolean;
  /** i18n key whose `{{value}}` is `value`, e.g. 'Target EPC: {{value}}'. */
  label?: string;
  /** Values interpolated into `text` or `label` (literal or bound), e.g. `{ "count": 3 }` for '{{count}} items'. */
  params?: Record<string, string | number | boolean>;
  tone?: 'default' | 'muted' | 'heading';
}

const tones = { default: 'text-neutral-100', muted: 'text-neutral-400', heading: 'text-xl font-bold' } as const;

export const textWidget = defineWidget<'text', TextProps>({
  name: 'text',
  description: 'A line of text: a translated key, or a value bound from the scope.',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      text: { type: 'string' },
      value: { type: ['string', 'number', 'boolean'] },
      label: { type: 'string' },
      params: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      tone: { enum: ['default', 'muted', 'heading'] },
    },
  },
  component: function TextWidget({ props }) {
    const { t } = useTranslation();
    const value = props.value !== undefined ? String(props.value) : undefined;
    const content = props.label
      ? t(props.label, { ...props.params, value: value ?? '' })
      : (value ?? (props.text ? t(props.text, props.params) : ''));
    return <p className={tones[props.tone ?? 'default']}>{content}</p>;
  },
});
