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

export interface OperationScreenProps {
  screen: string;
  operation: OperationConfig;
  plugin: AnyOperationPlugin;
  user: LoggedUser;
  api: ApiClient;
  dialogs: DialogService;
}

/** One operation screen: its descriptor (by the operation's templatePath variant) with its plugin's handlers. */
export function OperationScreen({ screen, operation, plugin, user, api, dialogs }: OperationScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [scope] = useState(() => createScreenScope(operationScope(operation, user)));
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
    const bound = bindHandlers(plugin, context);
    return { navigate, dialogs, handlers: bound.handlers, confirm: bound.confirm };
  }, [api, dialogs, operation, plugin, scope, navigate, t]);
  return <DescriptorScreen screen={screen} variant={operation.templatePath} scope={scope} ports={ports} />;
}
