import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import { bindHandlers, type AnyOperationPlugin, type PluginContext } from '../../plugins/define-plugin.ts';
import { createScreenScope, isScopeRoot } from '../../runtime/state/screen-scope.ts';
import { DescriptorScreen } from '../../widgets/render/DescriptorScreen.tsx';
import { operationScope } from './operation-scope.ts';
import { useOperationFormServices } from './use-operation-form-services.ts';
import { FormServicesContext } from '../../widgets/form/form-services.ts';
import type { Workstation } from '../../core/workstation.ts';

type BoundHandlers = Readonly<Record<string, (args: Record<string, unknown>) => Promise<void>>>;

export interface OperationScreenProps {
  screen: string;
  operation: OperationConfig;
  /** Absent when the kind has no plugin yet (the shared start form still works without one). */
  plugin?: AnyOperationPlugin;
  /** Handlers of the screen's host (e.g. the start form's submit and back); they see the plugin's. */
  hostHandlers?: (pluginHandlers: BoundHandlers) => BoundHandlers;
  user: LoggedUser;
  workstation?: Workstation;
  api: ApiClient;
  dialogs: DialogService;
}

/** One operation screen: its descriptor (by the operation's templatePath variant) with its plugin's handlers. */
export function OperationScreen(props: OperationScreenProps) {
  const { screen, operation, plugin, hostHandlers, user, workstation, api, dialogs } = props;
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The start form hands its data to the next screen in the navigation state (000 §2.13).
  const [scope] = useState(() => createScreenScope(operationScope(operation, user, navigationFormData())));
  const ports = useMemo(() => {
    const context: PluginContext<OperationKind> = {
      api,
      dialogs,
      operation,
      kindOptions: operation.kindOptions as PluginContext<OperationKind>['kindOptions'],
      state: {
        get: (root) => (isScopeRoot(root) ? scope.snapshot()[root] : undefined),
        set: (root, value) => {
          if (isScopeRoot(root)) scope.set(root, value);
        },
      },
      navigate,
      translate: (key, params) => t(key, params),
    };
    const bound = plugin ? bindHandlers(plugin, context) : { handlers: {}, confirm: undefined };
    const handlers = { ...bound.handlers, ...hostHandlers?.(bound.handlers) };
    return { navigate, dialogs, handlers, confirm: bound.confirm };
  }, [api, dialogs, operation, plugin, hostHandlers, scope, navigate, t]);
  // The header's Change modal (000 §2.14) edits the form data with the same form services as the start form.
  const formServices = useOperationFormServices(api, dialogs, operation, user, workstation, 'read');
  return (
    <FormServicesContext.Provider value={formServices}>
      <DescriptorScreen screen={screen} variant={operation.templatePath} scope={scope} ports={ports} />
    </FormServicesContext.Provider>
  );
}

function navigationFormData(): unknown {
  const state: unknown = typeof window === 'undefined' ? undefined : window.history.state;
  return state !== null && typeof state === 'object' ? (state as { formData?: unknown }).formData : undefined;
}
