import { createContext, useContext } from 'react';
import type { FormLookups } from '../../api/form-lookups.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { FormScripts } from '../../core/forms/form-scripts.ts';
import type { PlaceholderContext } from '../../core/forms/placeholders.ts';

/** What a form needs from its host: lookups (sandbox, server or fixtures), dialogs, the workstation's place. */
export interface FormServices {
  lookups: FormLookups;
  dialogs: DialogService;
  placeholders: PlaceholderContext;
  operationId: string;
  /** The form context a readOnly attribute may name (000 §3: 'start', 'read'). */
  formContext: string;
  /** The scripts a field's onChange may name (000 §3), from the operation's plugin. */
  formScripts?: FormScripts;
  /** Admins see the problems the form works around above it (everyone's console gets them). */
  showConfigNotes?: boolean;
}

export const FormServicesContext = createContext<FormServices | null>(null);

export function useFormServices(): FormServices {
  const services = useContext(FormServicesContext);
  if (!services) throw new Error('A form rendered without FormServicesContext');
  return services;
}
