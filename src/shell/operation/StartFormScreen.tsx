import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { FormData } from '../../core/forms/dependencies.ts';
import { initialFormData } from '../../core/forms/initial-form-data.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { startFormBackPath, startFormScreen, startFormSubmitPath } from '../../core/forms/start-form-routes.ts';
import {
  initFormDataKey,
  restoredValues,
  startsWithRfidSearch,
  storageEntries,
} from '../../core/forms/start-form-rules.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { StartFormHostContext, type StartFormHost } from '../../ui/form/start-form-host.ts';
import { OperationScreen } from './OperationScreen.tsx';
import { useOperationFormServices } from './use-operation-form-services.ts';
import { useStartSearch } from './use-start-search.ts';

export interface StartFormScreenProps {
  /** The route's screen (e.g. simple-item-list/form): it decides the submit path. */
  screen: string;
  operation: OperationConfig;
  plugin?: AnyOperationPlugin;
  user: LoggedUser;
  workstation?: Workstation;
  /** The global emulation switch (settings): the RFID search's reader is emulated. */
  emulation?: boolean;
  api: ApiClient;
  dialogs: DialogService;
  storage?: Storage;
}

/** The plugin handler that replaces the navigation after a valid submit (000 §2.13 custom submit). */
export const customSubmitHandler = 'submitStartForm';

/**
 * The operation start form of 000 §2.13 for every kind: the common/start-form descriptor with the operation's
 * formSchema. A valid submit keeps the storage fields, saves the initial data for the Change modal's Cancel, then
 * calls the plugin's custom submit or navigates to the submit path with formData in the navigation state. When the
 * form starts with an RFID search, the screen owns a reader instead and its reads go to the plugin's start search.
 */
export function StartFormScreen({ storage = window.localStorage, ...props }: StartFormScreenProps) {
  const { operation, user, workstation } = props;
  const [, navigate] = useLocation();
  const parsed = useMemo(() => parseFormSchema(operation.formSchema), [operation]);
  const storageOperation = useMemo(
    () => ({ type: operation.type ?? '', id: operation.id, activeStorageForm: operation.options.activeStorageForm }),
    [operation],
  );
  const services = useOperationFormServices(
    props.api,
    props.dialogs,
    operation,
    user,
    workstation,
    'start',
    props.plugin?.formScripts,
  );
  const host = useMemo<StartFormHost>(() => {
    const stored = restoredValues(parsed.fields, storageOperation, (key) => readJson(storage, key));
    return {
      fields: parsed.fields,
      diagnostics: parsed.diagnostics,
      initialData: initialFormData({ fields: parsed.fields, placeholders: services.placeholders, stored }),
      services,
      singleRow: operation.options.formSchemaSingleRow,
    };
  }, [parsed, storageOperation, services, storage, operation]);

  const goOn = useCallback(
    (formData: FormData, state?: Readonly<Record<string, unknown>>) => {
      storage.setItem(initFormDataKey(operation.id), JSON.stringify(formData));
      const path = startFormSubmitPath(props.screen, operation.code, operation.extraOptions.submitPath);
      if (path) navigate(path, { state: { ...state, formData } });
    },
    [storage, operation, props.screen, navigate],
  );

  const submit = useCallback(
    async (formData: FormData, custom: ((args: Record<string, unknown>) => Promise<unknown>) | undefined) => {
      for (const [key, value] of storageEntries(parsed.fields, formData, storageOperation)) {
        storage.setItem(key, JSON.stringify(value ?? null));
      }
      if (!custom) return goOn(formData);
      storage.setItem(initFormDataKey(operation.id), JSON.stringify(formData));
      return custom({ formData });
    },
    [parsed, storageOperation, storage, operation, goOn],
  );

  // 000 §2.13, 001 §4.3: the RFID search, when the form starts with one and the plugin can search.
  const rfidSearch = startsWithRfidSearch(operation.kindOptions);
  const canSearch = Boolean(props.plugin?.startForm);
  const hostReads = useStartSearch({
    enabled: rfidSearch && canSearch,
    dialogs: props.dialogs,
    errorMessageView: operation.options.errorMessageView,
    onFound: (found) => goOn(asFormData(found.formData), found.state),
  });
  // The descriptor's `screen.startSearch`: the reader panel, the notice that this operation cannot start by reading,
  // or (absent) the form.
  const screenState = useMemo(
    () => (rfidSearch ? { startSearch: canSearch ? 'reader' : 'unavailable' } : {}),
    [rfidSearch, canSearch],
  );

  const hostHandlers = useCallback(
    (plugin: Readonly<Record<string, (args: Record<string, unknown>) => Promise<unknown>>>) => ({
      startFormSubmit: (args: Record<string, unknown>) =>
        submit(asFormData(args.formData), plugin[customSubmitHandler]),
      startFormBack: async () =>
        navigate(
          props.plugin?.startFormBack?.(operation) ??
            startFormBackPath(operation.code, operation.extraOptions.backPath),
        ),
    }),
    [submit, navigate, operation, props.plugin],
  );

  return (
    <StartFormHostContext.Provider value={host}>
      <OperationScreen
        screen={startFormScreen}
        operation={operation}
        plugin={props.plugin}
        hostHandlers={hostHandlers}
        hostReads={hostReads}
        screenState={screenState}
        user={user}
        workstation={workstation}
        emulation={props.emulation}
        api={props.api}
        dialogs={props.dialogs}
      />
    </StartFormHostContext.Provider>
  );
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const asFormData = (value: unknown): FormData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as FormData) : {};
