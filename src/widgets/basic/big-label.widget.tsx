import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface BigLabelProps {
  /** The text to show very large (bound, e.g. the sorting group of the last read); '---' when empty. */
  value?: string | number | null;
  /** i18n key of a small caption above it. */
  caption?: string;
}

/** A very large text read from across the workstation (001 §2.13 sorting-group label), announced when it changes. */
export const bigLabelWidget = defineWidget<'big-label', BigLabelProps>({
  name: 'big-label',
  description: 'A very large bound text with an optional caption (the sorting-group label).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { value: { type: ['string', 'number', 'null'] }, caption: { type: 'string' } },
  },
  component: function BigLabelWidget({ props, node }) {
    const { t } = useTranslation();
    const id = useId();
    const text = props.value === undefined || props.value === null || props.value === '' ? '' : String(props.value);
    return (
      <div
        role="group"
        aria-labelledby={props.caption ? id : undefined}
        data-widget-id={node.id}
        className="flex flex-col items-center gap-1 text-center"
      >
        {props.caption && (
          <p id={id} className="text-sm font-semibold tracking-wide text-neutral-300 uppercase">
            {t(props.caption)}
          </p>
        )}
        <p aria-live="polite" className="text-6xl font-black break-all text-neutral-50 md:text-8xl">
          {text || t('readings.noValue')}
        </p>
      </div>
    );
  },
});
