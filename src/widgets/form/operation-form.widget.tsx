import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialFormData } from '../../core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { useKeyOrText } from '../../ui/key-or-text.ts';
import { OperationForm } from '../../ui/form/OperationForm.tsx';
import { useFormServices } from '../../ui/form/form-services.ts';
import { useStartFormHost } from '../../ui/form/start-form-host.ts';

export interface OperationFormWidgetProps {
  /** The layout has a second column (000 §2.13: used with more than 3 visible fields). */
  twoColumns?: boolean;
  /**
   * A form of its own (raw formSchema entries, usually bound from the scope, e.g. `screen.asnFormSchema`) instead of
   * the operation's start form; a valid submit runs the action with the data as `event`.
   */
  formSchema?: unknown[];
  /** With `formSchema`: the values its fields start with. */
  initialData?: Record<string, unknown>;
  /** The submit button's i18n key or text (default 'Next' for the start form, 'Confirm' for a form of its own). */
  submitLabel?: string;
}

/**
 * The operation's start form (000 §2.13): its formSchema with a 'Next' submit. A valid submit puts the data in the
 * scope's formData and runs the node's action (the host's submit, or the plugin's custom one). With `formSchema` it is
 * any form on any screen, with the screen's form services.
 */
export const operationFormWidget = defineWidget<'operation-form', OperationFormWidgetProps>({
  name: 'operation-form',
  description:
    "The operation's formSchema as a form (a valid submit sets formData and runs the action), or with formSchema a form of its own whose submit runs the action with the data as event.",
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      twoColumns: { type: 'boolean' },
      formSchema: { type: 'array' },
      initialData: { type: 'object' },
      submitLabel: { type: 'string' },
    },
  },
  component: function OperationFormWidget({ props, onAction }) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        {props.formSchema ? (
          <OwnForm
            key={JSON.stringify(props.formSchema)}
            {...props}
            formSchema={props.formSchema}
            onAction={onAction}
          />
        ) : (
          <StartForm {...props} onAction={onAction} />
        )}
      </div>
    );
  },
});

type FormProps = OperationFormWidgetProps & { onAction?: (event?: unknown) => Promise<void> };

function StartForm({ twoColumns, submitLabel, onAction }: FormProps) {
  const { t } = useTranslation();
  const text = useKeyOrText();
  const host = useStartFormHost();
  const { scope } = useScreenContext();
  // 000 §2.13: an empty form schema submits at once with empty data, through the node's action like a press of Next
  // (so a plugin's custom submit runs too). Once per form, StrictMode's second effect included.
  const submittedEmpty = useRef(false);
  const empty = host.fields.length === 0 && host.diagnostics.length === 0;
  useEffect(() => {
    if (!empty || submittedEmpty.current) return;
    submittedEmpty.current = true;
    scope.set('formData', {});
    void onAction?.();
  }, [empty, scope, onAction]);
  return (
    <OperationForm
      fields={host.fields}
      diagnostics={host.diagnostics}
      initialData={host.initialData}
      services={host.services}
      singleRow={host.singleRow}
      twoColumns={twoColumns}
      customValidation={host.customValidation}
      submitLabel={submitLabel ? text(submitLabel) : t('forms.next')}
      onSubmit={(data) => {
        scope.set('formData', data);
        void onAction?.();
      }}
    />
  );
}

function OwnForm({
  formSchema,
  initialData,
  twoColumns,
  submitLabel,
  onAction,
}: FormProps & { formSchema: unknown[] }) {
  const { t } = useTranslation();
  const text = useKeyOrText();
  const services = useFormServices();
  const parsed = useMemo(() => parseFormSchema(formSchema), [formSchema]);
  // The data the form starts with is read once: later changes of the bound value do not reset what was typed.
  const [initial] = useState(() =>
    initialFormData({ fields: parsed.fields, placeholders: services.placeholders, stored: initialData }),
  );
  return (
    <OperationForm
      fields={parsed.fields}
      diagnostics={parsed.diagnostics}
      initialData={initial}
      services={services}
      twoColumns={twoColumns}
      submitLabel={submitLabel ? text(submitLabel) : t('dialogs.confirm')}
      onSubmit={(data) => void onAction?.(data)}
    />
  );
}
