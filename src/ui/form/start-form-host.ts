import { createContext, useContext } from 'react';
import type { FormData } from '../../core/forms/dependencies.ts';
import type { FormDiagnostic, FormField } from '../../core/forms/form-field.ts';
import type { FormServices } from './form-services.ts';

/** What the start form screen's host (the operation route, a story) gives the operation-form widget. */
export interface StartFormHost {
  fields: readonly FormField[];
  diagnostics: readonly FormDiagnostic[];
  initialData: FormData;
  services: FormServices;
  /** 000 §2.13 formSchemaSingleRow. */
  singleRow: boolean;
  customValidation?: (data: FormData) => readonly string[];
}

export const StartFormHostContext = createContext<StartFormHost | null>(null);

export function useStartFormHost(): StartFormHost {
  const host = useContext(StartFormHostContext);
  if (!host) throw new Error('The operation-form widget needs a StartFormHostContext');
  return host;
}
