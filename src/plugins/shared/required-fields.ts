/**
 * The required-fields modal of 001 §2.15 and §4.4 step 2, shared by the confirms that ask for it (shipping, the simple
 * parcel list): the operation's form when showModalOnConfirm is set or a required field is empty; the data it
 * answers is merged into the screen's formData; undefined when the operator went back.
 */
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { isMissing } from '../../core/forms/validate-form.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import type { PluginContext } from '../define-plugin.ts';
import { formDataOf } from './screen-values.ts';

export async function askRequiredFields<K extends OperationKind>(
  context: PluginContext<K>,
  showModalOnConfirm: boolean,
): Promise<Record<string, unknown> | undefined> {
  const formData = formDataOf(context.state);
  const { fields } = parseFormSchema(context.operation.formSchema);
  const missing = fields.some((field) => field.required && field.type !== 'value' && isMissing(field, formData));
  // A form without a field has nothing to ask.
  if ((!showModalOnConfirm || fields.length === 0) && !missing) return formData;
  const answered = await context.dialogs.form({
    title: context.translate('shipment.requiredFieldsTitle'),
    formSchema: context.operation.formSchema,
    initialData: formData,
    submitLabel: context.translate('shipment.updateAndConfirm'),
    cancelLabel: context.translate('runtime.back'),
  });
  if (!answered) return undefined;
  // The modal edits the fields it shows; what the form holds besides (a weighed parcel's weightKg) stays.
  const merged = { ...formData, ...answered };
  context.state.set('formData', merged);
  return merged;
}
