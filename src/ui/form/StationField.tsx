import { localizedText } from '../../core/forms/localized-text.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import { useFormView } from './form-view-store.ts';
import { AutocompleteField } from './AutocompleteField.tsx';
import { CheckboxField, SelectField } from './ChoiceFields.tsx';
import { DateField } from './DateField.tsx';
import { useFormRuntime } from './form-runtime.ts';
import { TextInputField } from './TextInputField.tsx';

/** Draws a formSchema field by its type (000 §3 Form field); its value comes from the form's view store. */
export function StationField({ field }: { field: FormField }) {
  const runtime = useFormRuntime();
  const value = useFormView(runtime.store, (view) => getPath(view.data, field.name));
  const label = localizedText(field.label, runtime.language);
  switch (field.type) {
    case 'checkbox':
      return <CheckboxField field={field} value={value} label={label} />;
    case 'select':
      return <SelectField field={field} value={value} label={label} />;
    case 'date':
      return <DateField field={field} value={value} label={label} />;
    case 'autocomplete':
      return <AutocompleteField field={field} value={value} label={label} />;
    case 'hidden':
      return <input type="hidden" name={field.name} value={scalarText(value) ?? ''} />;
    default:
      return <TextInputField field={field} value={value} />;
  }
}
