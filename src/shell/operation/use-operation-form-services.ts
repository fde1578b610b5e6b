import { useMemo } from 'react';
import { createFormLookups } from '../../api/form-lookups.ts';
import type { ApiClient } from '../../api/http-client.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { FormScripts } from '../../core/forms/form-scripts.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { FormServices } from '../../ui/form/form-services.ts';

/**
 * Form services of an operation screen: server lookups, dialogs, the default workstation's place (000 §3) and the
 * form scripts of the operation's plugin (what a field's onChange may name).
 */
export function useOperationFormServices(
  api: ApiClient,
  dialogs: DialogService,
  operation: OperationConfig,
  user: LoggedUser | undefined,
  workstation: Workstation | undefined,
  formContext: string,
  formScripts?: FormScripts,
): FormServices {
  return useMemo(() => {
    const place = user?.userPlaces.find((candidate) => candidate.id === workstation?.placeId);
    return {
      lookups: createFormLookups(api),
      dialogs,
      placeholders: { placeId: workstation?.placeId, place: place ? { ...place } : undefined },
      operationId: operation.id,
      formContext,
      formScripts,
      showConfigNotes: user?.admin === true,
    };
  }, [api, dialogs, operation.id, user, workstation, formContext, formScripts]);
}
