import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface DetailValuesProps {
  /** Label (already translated, or an i18n key with `translateLabels`) and displayed value of each field. */
  items: { label: string; value: string }[];
  translateLabels?: boolean;
}

/** The operation detail values of the page frame (000 §2.14); the frame puts more than 2 in the sidebar. */
export const detailValuesWidget = defineWidget<'detail-values', DetailValuesProps>({
  name: 'detail-values',
  description: 'Label and value pairs of the operation details.',
  propsSchema: {
    type: 'object',
    required: ['items'],
    additionalProperties: false,
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['label', 'value'],
          properties: { label: { type: 'string' }, value: { type: 'string' } },
        },
      },
      translateLabels: { type: 'boolean' },
    },
  },
  detailCount: (props) => (Array.isArray(props.items) ? props.items.length : 0),
  component: function DetailValuesWidget({ props }) {
    const { t } = useTranslation();
    return (
      <dl className="flex flex-wrap gap-x-6 gap-y-2">
        {props.items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs tracking-wide text-neutral-400 uppercase">
              {props.translateLabels ? t(item.label) : item.label}
            </dt>
            <dd className="font-semibold">{item.value || '---'}</dd>
          </div>
        ))}
      </dl>
    );
  },
});
