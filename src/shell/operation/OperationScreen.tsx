import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import {
  bindHandlers,
  type AnyOperationPlugin,
  type OperationPlugin,
  type PluginContext,
} from '../../plugins/define-plugin.ts';
import { createScreenScope, isScopeRoot } from '../../runtime/state/screen-scope.ts';
import { ReadingsContext } from '../../widgets/readings/readings-context.ts';
import { useReaderPort } from '../../widgets/readings/reader-port-context.ts';
import { describeError } from '../../core/describe-error.ts';
import { DescriptorScreen } from '../../widgets/render/DescriptorScreen.tsx';
import { downloadTextFile } from './download-text-file.ts';
import { operationScope } from './operation-scope.ts';
import { useReadingsScreen } from './use-readings-screen.ts';

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
  const reader = useReaderPort();
  const contextRef = useRef<PluginContext<OperationKind>>(undefined);
  const readingsPlugin = (plugin as OperationPlugin<OperationKind>).readings;
  const onReadingsError = useCallback(
    (error: unknown) => {
      const { title, message } = describeError(error, t);
      dialogs.toast({ status: 'error', title, description: message });
    },
    [dialogs, t],
  );
  const readings = useReadingsScreen({
    operation,
    api,
    reader,
    scope,
    decode:
      readingsPlugin && ((codes) => readingsPlugin.decode(contextRef.current as PluginContext<OperationKind>, codes)),
    onError: onReadingsError,
  });
  const built = useMemo(() => {
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
      readings: readings?.pipeline,
      download: downloadTextFile,
    };
    const bound = bindHandlers(plugin, context);
    const readerPort = readings &&
      reader && {
        start: async () => void (await reader.start()),
        stop: async () => void (await reader.stop()),
        clear: async () => readings.pipeline.clear(),
      };
    return {
      context,
      ports: { navigate, dialogs, handlers: bound.handlers, confirm: bound.confirm, reader: readerPort || undefined },
    };
  }, [api, dialogs, operation, plugin, scope, navigate, t, readings, reader]);
  // The decode of the pipeline runs after mount, with the context of the latest render.
  useEffect(() => {
    contextRef.current = built.context;
  }, [built]);
  const ports = built.ports;
  const view = <DescriptorScreen screen={screen} variant={operation.templatePath} scope={scope} ports={ports} />;
  return readings ? <ReadingsContext.Provider value={readings}>{view}</ReadingsContext.Provider> : view;
}
