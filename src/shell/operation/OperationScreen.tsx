import { widgetRegistry } from '../../widgets/registry.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { DeviceClientOptions } from '../../device/device-manager-client.ts';
import { readerScopeValue } from '../../device/reader-atoms.ts';
import {
  bindHandlers,
  type AnyOperationPlugin,
  type OperationPlugin,
  type PluginContext,
} from '../../plugins/define-plugin.ts';
import { useScreenReader } from '../../runtime/reader/use-screen-reader.ts';
import { createScreenScope, isScopeRoot } from '../../runtime/state/screen-scope.ts';
import { FormServicesContext } from '../../ui/form/form-services.ts';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { useReaderPort } from '../../runtime/render/reader-port-context.ts';
import { DescriptorScreen } from '../../runtime/render/DescriptorScreen.tsx';
import { downloadTextFile } from './download-text-file.ts';
import { operationScope } from './operation-scope.ts';
import { useHostReads, type BoundPlugin, type HostReads } from './use-host-reads.ts';
import { useOutcomeStream, useStreamConnection } from './use-outcome-stream.ts';
import { createDisposer, useDisposeOnLeave } from './use-dispose-on-leave.ts';
import { useOperationFormServices } from './use-operation-form-services.ts';
import { useReadingsScreen } from './use-readings-screen.ts';

type BoundHandlers = Readonly<Record<string, (args: Record<string, unknown>) => Promise<void>>>;

export interface OperationScreenProps {
  screen: string;
  operation: OperationConfig;
  /** Absent when the kind has no plugin yet (the shared start form still works without one). */
  plugin?: AnyOperationPlugin;
  /** Handlers of the screen's host (e.g. the start form's submit and back); they see the plugin's. */
  hostHandlers?: (pluginHandlers: BoundHandlers) => BoundHandlers;
  /** A host that reads tags itself (the start form's RFID search): the screen owns a reader for it. */
  hostReads?: HostReads;
  /** What the scope root `screen` starts with (e.g. what the host can do). */
  screenState?: Readonly<Record<string, unknown>>;
  user: LoggedUser;
  workstation?: Workstation;
  /** The global emulation switch (settings): the reader is emulated, fed by the emulation modal. */
  emulation?: boolean;
  /** The showProductImage application setting (000 §3). */
  showProductImage?: boolean;
  api: ApiClient;
  dialogs: DialogService;
}

/** The reader's options from the operation's (000 §3, §4.4): auto-stop when a timeout is set, restart, turns. */
function readerOptions(operation: OperationConfig): DeviceClientOptions {
  const timeout = operation.options.autostopAntennaTimeout;
  return {
    automaticStop: timeout > 0,
    autoStopMs: timeout > 0 ? timeout : undefined,
    automaticRestartAntenna: operation.options.automaticRestartAntenna,
    useSequentialAntennasTurn: operation.extraOptions.useSequentialAntennasTurn === 'true',
  };
}

/**
 * One operation screen: its descriptor (by the operation's templatePath variant) with its plugin's handlers. When the
 * plugin reads tags, the screen owns a reader (the workstation's antennas, or emulation) and a tag pipeline fed by it.
 */
export function OperationScreen(props: OperationScreenProps) {
  const { screen, operation, plugin, hostHandlers, user, workstation, emulation = false, api, dialogs } = props;
  const { showProductImage = false, hostReads, screenState } = props;
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The start form hands its data to the next screen in the navigation state (000 §2.13).
  const [scope] = useState(() => {
    const values = operationScope(operation, user, navigationFormData(), workstation);
    return createScreenScope({
      ...values,
      ...(screenState && { screen: { ...(values.screen as object), ...screenState } }),
    });
  });
  // The default workstation (001 §3) as it loads or changes: the confirm needs its place.
  useEffect(() => scope.set('workstation', workstation ?? null), [scope, workstation]);
  // 000 §4.10: with async confirmation the screen holds the user's outcome stream; until it connects the screen says
  // 'connection in progress' (bound to screen.streamConnection).
  const outcomes = useOutcomeStream({
    enabled: operation.options.executionModeForSyncConfirmation === 'async',
    userId: user.id || undefined,
    baseUrl: api.baseUrl,
    accessToken: api.accessToken,
  });
  const streamConnection = useStreamConnection(outcomes);
  useEffect(() => {
    const current = scope.snapshot().screen;
    const screenState = current !== null && typeof current === 'object' ? current : {};
    scope.set('screen', { ...screenState, streamConnection: streamConnection ?? null });
  }, [scope, streamConnection]);
  const readingsPlugin = (plugin as OperationPlugin<OperationKind> | undefined)?.readings;
  // Stories and tests hand the screen a reader; the app creates the workstation's (or an emulated) one.
  const givenReader = useReaderPort();
  const [options] = useState(() => readerOptions(operation));
  const screenReader = useScreenReader({
    enabled: Boolean(readingsPlugin || hostReads) && !givenReader,
    scope,
    workstation,
    emulation,
    emulationOnPage: true,
    options,
    dialogs,
    translate: (key, params) => t(key, params),
    onInitialisationFailure: () => (window.history.length > 1 ? window.history.back() : navigate('/')),
  });
  const reader = givenReader ?? screenReader.reader;
  const contextRef = useRef<PluginContext<OperationKind>>(undefined);
  const boundRef = useRef<BoundPlugin>(undefined);
  const hostReader = useHostReads(hostReads, reader, boundRef);
  const itemsDecodedRef = useRef<((reads: readonly unknown[]) => Promise<void>) | undefined>(undefined);
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
    showProductImage,
    // A plugin's `itemsDecoded` handler hears of the reads each decode newly lists (e.g. per-read actions, 001 §1).
    onDecoded: (reads) => void itemsDecodedRef.current?.(reads).catch(onReadingsError),
  });

  // A given reader's state shows in the scope root `reader` too, as the device reader's does.
  useEffect(() => {
    if (!givenReader) return;
    const publish = () => scope.set('reader', readerScopeValue(givenReader.status(), false));
    publish();
    return givenReader.subscribeStatus(publish);
  }, [givenReader, scope]);

  // The device reader's Clear (000 §2.15 reader control) empties the list with it.
  const screenReaderInstance = screenReader.reader;
  useEffect(() => {
    if (!readings || !screenReaderInstance) return;
    return screenReaderInstance.onClear(() => readings.pipeline.clear());
  }, [readings, screenReaderInstance]);

  const built = useMemo(() => {
    const disposer = createDisposer();
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
      outcomes,
      onDispose: disposer.add,
      readings: readings?.pipeline,
      download: downloadTextFile,
    };
    const bound = plugin ? bindHandlers(plugin, context) : undefined;
    const pluginHandlers: BoundHandlers = bound?.handlers ?? {};
    const handlers = { ...pluginHandlers, ...hostHandlers?.(pluginHandlers) };
    const givenClear = readings ? async () => readings.pipeline.clear() : hostReader?.clear;
    const readerPort = givenReader
      ? givenClear && {
          start: async () => void (await givenReader.start()),
          stop: async () => void (await givenReader.stop()),
          clear: givenClear,
        }
      : (readingsPlugin || hostReads) && screenReader.port;
    const itemsDecoded = pluginHandlers.itemsDecoded;
    return {
      bound,
      context,
      disposer,
      itemsDecoded: itemsDecoded && ((reads: readonly unknown[]) => itemsDecoded({ reads })),
      ports: { navigate, dialogs, handlers, confirm: bound?.confirm, reader: readerPort || undefined },
    };
  }, [
    api,
    dialogs,
    operation,
    plugin,
    hostHandlers,
    scope,
    navigate,
    t,
    readings,
    givenReader,
    readingsPlugin,
    screenReader.port,
    hostReads,
    hostReader,
    outcomes,
  ]);
  useDisposeOnLeave(built.disposer);
  // The pipeline's decode runs after mount, with the context of the latest render.
  useEffect(() => {
    contextRef.current = built.context;
    boundRef.current = built.bound;
    itemsDecodedRef.current = built.itemsDecoded;
  }, [built]);

  // The header's Change modal (000 §2.14) edits the form data with the same form services as the start form.
  const formServices = useOperationFormServices(
    api,
    dialogs,
    operation,
    user,
    workstation,
    'read',
    plugin?.formScripts,
  );
  const view = (
    <FormServicesContext.Provider value={formServices}>
      <DescriptorScreen
        registry={widgetRegistry}
        screen={screen}
        variant={operation.templatePath}
        scope={scope}
        ports={built.ports}
      />
    </FormServicesContext.Provider>
  );
  return readings ? <ReadingsContext.Provider value={readings}>{view}</ReadingsContext.Provider> : view;
}

function navigationFormData(): unknown {
  const state: unknown = typeof window === 'undefined' ? undefined : window.history.state;
  return state !== null && typeof state === 'object' ? (state as { formData?: unknown }).formData : undefined;
}
