import { useAtomValue } from 'jotai';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../core/forms/dependencies.ts';
import { displayedFields, displayedValues } from '../../core/forms/display-values.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { changeableFields, initFormDataKey } from '../../core/forms/start-form-rules.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { ChangeFormDialog } from '../../ui/form/ChangeFormDialog.tsx';
import { FormServicesContext } from '../../ui/form/form-services.ts';

export interface FormDetailsProps {
  /** The operation's formSchema (bind it to operation.formSchema). */
  formSchema: unknown[];
  /** The operation id: the key of its initial data (000 §2.14 'init-form-data-{operationId}'). */
  operationId: string;
}

/** One parse per formSchema: the page frame counts the shown fields on every change of the scope. */
const parsedSchemas = new WeakMap<object, ReturnType<typeof parseFormSchema>>();
function parsedSchema(formSchema: unknown[]) {
  let parsed = parsedSchemas.get(formSchema);
  if (!parsed) {
    parsed = parseFormSchema(formSchema);
    parsedSchemas.set(formSchema, parsed);
  }
  return parsed;
}

const asData = (value: unknown): FormData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as FormData) : {};

/**
 * The operation detail values of the header (000 §2.14, §3 Displayed values) with a 'Change' button opening the edit
 * modal; fields with disableChange are left out of it, and with none left the header is read-only.
 */
export const formDetailsWidget = defineWidget<'form-details', FormDetailsProps>({
  name: 'form-details',
  description: "The start form's values in the header, with the Change modal (000 §2.14).",
  propsSchema: {
    type: 'object',
    required: ['formSchema', 'operationId'],
    additionalProperties: false,
    properties: { formSchema: { type: 'array' }, operationId: { type: 'string' } },
  },
  detailCount: (props) =>
    Array.isArray(props.formSchema) ? displayedFields(parsedSchema(props.formSchema).fields).length : 0,
  component: function FormDetailsWidget({ props, enabled }) {
    const { t, i18n } = useTranslation();
    const { scope } = useScreenContext();
    const services = useContext(FormServicesContext);
    const data = asData(useAtomValue(scope.atoms.formData, { store: scope.store }));
    const { fields } = parsedSchema(props.formSchema);
    const editable = useMemo(() => changeableFields(fields), [fields]);
    const [open, setOpen] = useState(false);
    const words = { yes: t('forms.yes'), no: t('forms.no') };
    const values = displayedValues(fields, data, i18n.language, words);
    const cancel = () => {
      try {
        const saved = window.localStorage.getItem(initFormDataKey(props.operationId));
        if (saved !== null) scope.set('formData', asData(JSON.parse(saved)));
      } catch {
        // A damaged entry leaves the data as it is.
      }
      setOpen(false);
    };
    return (
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          {values.map((item) => (
            <div key={item.name}>
              <dt className="text-xs tracking-wide text-neutral-400 uppercase">{item.label}</dt>
              <dd className="font-semibold">{item.value || '---'}</dd>
            </div>
          ))}
        </dl>
        {editable.length > 0 && services && (
          <button
            type="button"
            disabled={!enabled}
            onClick={() => setOpen(true)}
            className="min-h-11 rounded-xl bg-neutral-800 px-4 font-semibold hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-50"
          >
            {t('forms.change')}
          </button>
        )}
        {open && services && (
          <ChangeFormDialog
            fields={editable}
            data={data}
            services={services}
            onSave={(changed) => scope.set('formData', { ...data, ...changed })}
            onCancel={cancel}
            onClose={() => setOpen(false)}
          />
        )}
      </div>
    );
  },
});
