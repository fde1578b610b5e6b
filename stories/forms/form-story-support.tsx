import type { ReactNode } from 'react';
import type { FormLookups } from '../../src/api/form-lookups.ts';
import type { DialogService } from '../../src/core/dialogs.ts';
import { initialFormData } from '../../src/core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../src/core/forms/parse-form-schema.ts';
import { FormServicesContext, type FormServices } from '../../src/ui/form/form-services.ts';
import { StartFormHostContext } from '../../src/ui/form/start-form-host.ts';
import { fixtureLookups } from './fixture-lookups.ts';

export const storyPlaceholders = { placeId: 'WH-LOM', place: { id: 'WH-LOM', code: 'WH-LOM' } };

export function storyFormServices(dialogs: DialogService, lookups: FormLookups = fixtureLookups()): FormServices {
  return { lookups, dialogs, placeholders: storyPlaceholders, operationId: 'story', formContext: 'start' };
}

/** The host the operation-form and form-details widgets need, around a story's screen. */
export function FormHost({
  formSchema,
  dialogs,
  singleRow = false,
  showConfigNotes = false,
  children,
}: {
  formSchema: unknown[];
  dialogs: DialogService;
  singleRow?: boolean;
  /** As for an admin: the problems the form works around, above it. */
  showConfigNotes?: boolean;
  children: ReactNode;
}) {
  const services = { ...storyFormServices(dialogs), showConfigNotes };
  const { fields, diagnostics } = parseFormSchema(formSchema);
  const host = {
    fields,
    diagnostics,
    initialData: initialFormData({ fields, placeholders: storyPlaceholders }),
    services,
    singleRow,
  };
  return (
    <FormServicesContext.Provider value={services}>
      <StartFormHostContext.Provider value={host}>{children}</StartFormHostContext.Provider>
    </FormServicesContext.Provider>
  );
}
