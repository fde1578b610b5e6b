import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { OperationForm } from '../../ui/form/OperationForm.tsx';
import { useStartFormHost } from '../../ui/form/start-form-host.ts';

export interface OperationFormWidgetProps {
  /** The layout has a second column (000 §2.13: used with more than 3 visible fields). */
  twoColumns?: boolean;
}

/**
 * The operation's start form (000 §2.13): its formSchema with a 'Next' submit. A valid submit puts the data in the
 * scope's formData and runs the node's action (the host's submit, or the plugin's custom one).
 */
export const operationFormWidget = defineWidget<'operation-form', OperationFormWidgetProps>({
  name: 'operation-form',
  description: "The operation's formSchema as a form; a valid submit sets formData and runs the action.",
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { twoColumns: { type: 'boolean' } },
  },
  component: function OperationFormWidget({ props, onAction }) {
    const { t } = useTranslation();
    const host = useStartFormHost();
    const { scope } = useScreenContext();
    return (
      <div className="mx-auto w-full max-w-4xl">
        <OperationForm
          fields={host.fields}
          diagnostics={host.diagnostics}
          initialData={host.initialData}
          services={host.services}
          singleRow={host.singleRow}
          twoColumns={props.twoColumns}
          customValidation={host.customValidation}
          submitLabel={t('forms.next')}
          onSubmit={(data) => {
            scope.set('formData', data);
            void onAction?.();
          }}
        />
      </div>
    );
  },
});
