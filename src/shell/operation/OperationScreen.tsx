import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import { readerOptions } from './reader-options.ts';
import type { Workstation } from '../../core/workstation.ts';
import { readerScopeValue } from '../../device/reader-atoms.ts';
import type { AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { DescriptorScreen } from '../../runtime/render/DescriptorScreen.tsx';
import { ReadingsContext } from '../../runtime/render/readings-context.ts';
import { useReaderPort } from '../../runtime/render/reader-port-context.ts';
import { useScreenReader } from '../../runtime/reader/use-screen-reader.ts';
import { saveFile } from '../../runtime/screen/save-file.ts';
import { createScreenController, type BoundHandlers } from '../../runtime/screen/screen-controller.ts';
import { createDeviceOperations } from '../../device/device-operations.ts';
import { FormServicesContext } from '../../ui/form/form-services.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { useHostReads, type HostReads } from './use-host-reads.ts';
import { useOutcomeStream, useStreamConnection } from './use-outcome-stream.ts';
import { createDisposer, useDisposeOnLeave } from './use-dispose-on-leave.ts';
import { useOperationFormServices } from './use-operation-form-services.ts';
import { useLendFormServices } from '../../ui/form/dialog-form-services.ts';
import { useReadingsView } from './use-readings-view.ts';
import { durableSession } from './durable-session.ts';

export interface OperationScreenProps {
  screen: string;
  operation: OperationConfig;
  /** Absent when the kind has no plugin yet (the shared start form still works without one). */
  plugin?: AnyOperationPlugin;
  /** The matched route's parameters (`:id`, `:asnId`, ...). */
  params?: Readonly<Record<string, string>>;
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
  /** The useSequentialAntennasTurn application setting's value (000 §3, §4.4). */
  sequentialAntennasSetting?: string;
  api: ApiClient;
  dialogs: DialogService;
}

/**
 * One operation screen: its descriptor (by the operation's templatePath variant) run by a screen controller
 * (src/runtime/screen), which owns the scope, the plugin's context, session, timers and streams, and the tag pipeline.
 * This component only ties it to React and the device: the reader (the workstation's antennas, or emulation), the
 * user's outcome stream, the form services and the descriptor's rendering.
 */
export function OperationScreen(props: OperationScreenProps) {
  const { screen, operation, plugin, hostHandlers, user, workstation, emulation = false, api, dialogs } = props;
  const { showProductImage = false, hostReads, screenState, params } = props;
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });
  // 000 §4.10: with async confirmation the screen holds the user's outcome stream.
  const outcomes = useOutcomeStream({
    enabled: operation.options.executionModeForSyncConfirmation === 'async',
    userId: user.id || undefined,
    baseUrl: api.baseUrl,
    accessToken: api.accessToken,
  });
  const outcomesRef = useRef(outcomes);
  useEffect(() => {
    outcomesRef.current = outcomes;
  }, [outcomes]);

  const leaveRef = useRef<() => void>(undefined);
  // A back asked for before the descriptor is drawn (a reader failing at once) waits for the descriptor's back.
  const pendingLeave = useRef(false);
  // Stories and tests hand the screen a reader; the app creates the workstation's (or an emulated) one.
  const givenReader = useReaderPort();
  // The controller is made once; its callbacks read the refs when they run (after render), so a new `t` or route
  // reaches it without a new controller (the refs rule cannot see that they are not read during render).
  // eslint-disable-next-line react-hooks/refs
  const [controller] = useState(() =>
    createScreenController({
      screen,
      operation,
      plugin,
      user,
      workstation,
      params,
      // The previous screen's navigation state (001 §2.2): formData, backRoute, ...
      navigation: typeof window === 'undefined' ? undefined : (window.history.state as unknown),
      screenState,
      api,
      dialogs,
      navigate: (to, options) => latest.current.navigate(to, options),
      descriptorBack: () => {
        if (leaveRef.current) leaveRef.current();
        else pendingLeave.current = true;
      },
      translate: (key, values) => latest.current.t(key, values),
      outcomes: () => outcomesRef.current,
      download: saveFile,
      device: workstation ? createDeviceOperations({ workstation, emulation }) : undefined,
      onError: (error) => {
        const { title, message } = describeError(error, latest.current.t);
        dialogs.toast({ status: 'error', title, description: message });
      },
      // A story's or test's reader reads nothing worth keeping.
      durable: givenReader ? undefined : durableSession(user, workstation, operation),
    }),
  );
  const { scope } = controller;
  // The screen runs as long as it is shown; StrictMode's unmount-and-mount keeps it (the disposal waits a task).
  const [disposer] = useState(() => {
    const created = createDisposer();
    created.add(() => controller.dispose());
    return created;
  });
  useDisposeOnLeave(disposer);
  useEffect(() => {
    void controller.open().catch((error: unknown) => {
      const { title, message } = describeError(error, latest.current.t);
      dialogs.toast({ status: 'error', title, description: message });
    });
  }, [controller, dialogs]);

  // The default workstation (001 §3) as it loads or changes: the confirm needs its place.
  useEffect(() => scope.set('workstation', workstation ?? null), [scope, workstation]);
  // Application settings a descriptor may bind (001 §2.5: the parcel content's image column).
  useEffect(() => scope.set('settings', { showProductImage }), [scope, showProductImage]);
  // 'connection in progress' and the indicator bind to streams.outcomes (000 §2.20, §4.10).
  const streamConnection = useStreamConnection(outcomes);
  useEffect(() => {
    const current = scope.snapshot().streams;
    const streams = current !== null && typeof current === 'object' ? current : {};
    scope.set('streams', { ...streams, outcomes: streamConnection ?? null });
  }, [scope, streamConnection]);

  const [options] = useState(() => readerOptions(operation, props.sequentialAntennasSetting));
  const reads = Boolean(controller.readsTags || hostReads);
  const screenReader = useScreenReader({
    enabled: reads && !givenReader,
    scope,
    workstation,
    emulation,
    emulationOnPage: true,
    options,
    dialogs,
    translate: (key, values) => t(key, values),
    // 000 §4.4 'goes back': back inside the station (the screen's back), with the error shown.
    onInitialisationFailure: () => controller.back(),
  });
  const reader = givenReader ?? screenReader.reader;
  useEffect(() => {
    if (!reader || !controller.readsTags) return;
    return controller.attachReader(reader);
  }, [controller, reader]);
  // A given reader's state shows in the scope root `reader` too, as the device reader's does.
  useEffect(() => {
    if (!givenReader) return;
    const publish = () => scope.set('reader', readerScopeValue(givenReader.status(), false));
    publish();
    return givenReader.subscribeStatus(publish);
  }, [givenReader, scope]);

  const boundRef = useRef(controller.bound);
  const hostReader = useHostReads(hostReads, reader, boundRef);
  const readings = useReadingsView(controller.pipeline, reader, operation, api, showProductImage);

  const onBack = useCallback(() => controller.back(), [controller]);
  const ports = useMemo(() => {
    const handlers = { ...controller.handlers, ...hostHandlers?.(controller.handlers) };
    // The reader control's Clear is the operator's: on a screen with a tag pipeline it also runs the plugin's onClear.
    const givenClear = controller.pipeline ? controller.clearReadings : hostReader?.clear;
    const readerPort = givenReader
      ? givenClear && {
          start: async () => void (await givenReader.start()),
          stop: async () => void (await givenReader.stop()),
          clear: givenClear,
        }
      : reads && screenReader.port
        ? { ...screenReader.port, ...(controller.pipeline && { clear: controller.clearReadings }) }
        : undefined;
    return {
      navigate,
      dialogs,
      handlers,
      confirm: controller.bound?.confirm,
      reader: readerPort || undefined,
      // 001 §2.2: a backRoute handed over by the previous screen replaces the descriptor's back.
      back: controller.hasBackRoute ? onBack : undefined,
      registerLeave: (leave: () => void) => {
        leaveRef.current = leave;
        if (pendingLeave.current) {
          pendingLeave.current = false;
          leave();
        }
        return () => {
          if (leaveRef.current === leave) leaveRef.current = undefined;
        };
      },
    };
  }, [controller, hostHandlers, hostReader, givenReader, reads, screenReader.port, navigate, dialogs, onBack]);

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
  // Form dialogs a handler opens (dialogs.form) use these too.
  useLendFormServices(dialogs, formServices);
  const view = (
    <FormServicesContext.Provider value={formServices}>
      <DescriptorScreen
        registry={widgetRegistry}
        screen={screen}
        variant={operation.templatePath}
        scope={scope}
        ports={ports}
      />
    </FormServicesContext.Provider>
  );
  return readings ? <ReadingsContext.Provider value={readings}>{view}</ReadingsContext.Provider> : view;
}
