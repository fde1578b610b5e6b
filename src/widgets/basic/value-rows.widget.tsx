import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { toneClasses, toneSchema, type Tone } from '../../ui/tones.ts';

export interface ValueRowsProps {
  /** Each row: an i18n key, a value from the scope (bind `rows.1.value`), and a tone that colours the value. */
  rows: { label: string; value?: string | number | boolean | null; tone?: Tone }[];
}

/** A small definition list of labelled values ('Status: reading', 'Barcode read: 8001234'); '---' for no value. */
export const valueRowsWidget = defineWidget<'value-rows', ValueRowsProps>({
  name: 'value-rows',
  description: 'Labelled values bound from the scope, as a definition list.',
  propsSchema: {
    type: 'object',
    required: ['rows'],
    additionalProperties: false,
    properties: {
      rows: {
        type: 'array',
        items: {
          type: 'object',
          required: ['label'],
          additionalProperties: false,
          properties: {
            label: { type: 'string', minLength: 1 },
            value: { type: ['string', 'number', 'boolean', 'null'] },
            tone: toneSchema,
          },
        },
      },
    },
  },
  component: function ValueRowsWidget({ props, node }) {
    const { t } = useTranslation();
    return (
      <dl data-widget-id={node.id} className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
        {props.rows.map((row, index) => {
          const value = row.value === undefined || row.value === null || row.value === '' ? undefined : row.value;
          return (
            <div key={`${index}:${row.label}`} className="contents">
              <dt className="text-sm text-neutral-300">{t(row.label)}:</dt>
              <dd data-tone={row.tone} className="font-semibold break-all">
                <span className={row.tone ? `rounded-md px-2 py-0.5 ${toneClasses[row.tone]}` : undefined}>
                  {value === undefined ? t('readings.noValue') : String(value)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    );
  },
});
