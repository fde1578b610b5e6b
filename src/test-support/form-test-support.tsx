import { Fragment, StrictMode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { FormLookups, LookupEntity } from '../api/form-lookups.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { FormScripts } from '../core/forms/form-scripts.ts';
import type { LookupRequest } from '../core/forms/lookup-requests.ts';
import { initialFormData } from '../core/forms/initial-form-data.ts';
import { parseFormSchema } from '../core/forms/parse-form-schema.ts';
import { fakeDialogService } from './fake-dialog-service.ts';
import { createI18n } from '../i18n/index.ts';
import { OperationForm, preloadFormEngine, type OperationFormProps } from '../ui/form/OperationForm.tsx';

await preloadFormEngine();

// Headless UI's Combobox watches its anchor's size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
import type { FormServices } from '../ui/form/form-services.ts';

/** A DialogService double: toasts recorded, select/datePicker answered by the test. */
export function fakeDialogs(answers: Partial<DialogService> = {}) {
  const dialogs = fakeDialogService(answers);
  return { dialogs, toasts: dialogs.toast };
}

export function fakeLookups(answer: (request: LookupRequest) => LookupEntity[] = () => []) {
  const requests: LookupRequest[] = [];
  const lookups: FormLookups = {
    search: async (request) => {
      requests.push(request);
      return answer(request);
    },
  };
  return { lookups, requests };
}

export function renderForm(
  schema: unknown[],
  options: {
    language?: 'en' | 'it';
    dialogs?: DialogService;
    lookups?: FormLookups;
    initialData?: Record<string, unknown>;
    props?: Partial<OperationFormProps>;
    formScripts?: FormScripts;
    showConfigNotes?: boolean;
    /** Rendered in StrictMode, as the app is: effects run, are cleaned up and run again. */
    strict?: boolean;
  } = {},
) {
  const { fields, diagnostics } = parseFormSchema(schema);
  const onSubmit = vi.fn();
  const services: FormServices = {
    lookups: options.lookups ?? fakeLookups().lookups,
    dialogs: options.dialogs ?? fakeDialogs().dialogs,
    placeholders: { placeId: 'P1', place: { code: 'MI01' } },
    operationId: 'OP1',
    formContext: 'start',
    formScripts: options.formScripts,
    showConfigNotes: options.showConfigNotes,
  };
  const Wrap = options.strict ? StrictMode : Fragment;
  const view = render(
    <Wrap>
      <I18nextProvider i18n={createI18n(options.language ?? 'en')}>
        <OperationForm
          fields={fields}
          diagnostics={diagnostics}
          initialData={initialFormData({ fields, placeholders: services.placeholders, stored: options.initialData })}
          services={services}
          submitLabel="Next"
          onSubmit={onSubmit}
          {...options.props}
        />
      </I18nextProvider>
    </Wrap>,
  );
  return { ...view, onSubmit, services };
}
