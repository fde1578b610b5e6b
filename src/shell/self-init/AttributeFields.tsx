import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeCodes } from './use-attribute-codes.ts';
import { inputClassName, labelClassName, sectionClassName } from './styles.ts';

export interface AttributeFieldsProps {
  attributes: AttributeCodes;
  values: Readonly<Record<string, string>>;
  onChange: (code: string, value: string) => void;
}

/** One required text field per user attribute code (000 §2.5). */
export function AttributeFields({ attributes, values, onChange }: AttributeFieldsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <fieldset className={sectionClassName}>
      <legend className="sr-only">{t('selfInit.attributes')}</legend>
      <h2 aria-hidden="true" className="text-xl font-bold">
        {t('selfInit.attributes')}
      </h2>
      {attributes.status === 'loading' && <p role="status">{t('selfInit.loadingAttributes')}</p>}
      {attributes.status === 'failed' && <p className="text-red-400">{t('selfInit.attributesFailed')}</p>}
      {attributes.status === 'ready' &&
        attributes.codes.map((code) => (
          <div key={code} className="flex flex-col gap-1">
            <label htmlFor={`${idPrefix}-${code}`} className={labelClassName}>
              {code}{' '}
              <span aria-hidden="true" className="text-brand">
                *
              </span>
            </label>
            <input
              id={`${idPrefix}-${code}`}
              type="text"
              required
              autoComplete="off"
              value={values[code] ?? ''}
              onChange={(event) => onChange(code, event.target.value)}
              className={inputClassName}
            />
          </div>
        ))}
    </fieldset>
  );
}
