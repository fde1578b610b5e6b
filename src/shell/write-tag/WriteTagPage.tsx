import { widgetRegistry } from '../../widgets/registry.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DialogService } from '../../core/dialogs.ts';
import type { Workstation } from '../../core/workstation.ts';
import { deviceError } from '../../device/device-error.ts';
import { createDeviceOperations } from '../../device/device-operations.ts';
import type { AntennaSocket } from '../../device/device-manager-client.ts';
import { useScreenReader } from '../../runtime/reader/use-screen-reader.ts';
import { createScreenScope } from '../../runtime/state/screen-scope.ts';
import { DescriptorScreen } from '../../runtime/render/DescriptorScreen.tsx';
import { useWindowTitle } from '../use-window-title.ts';
import { createWriteTagFlow, type WriteTagScreenState } from './write-tag-flow.ts';

const readerOptions = { automaticStop: false };

/**
 * 000 §2.11 Write tag, rendered from `schemas/screens/shell/write-tag.json`: the page owns the workstation's reader
 * (automatic stop off, started on open, emulation enabled) and the write flow's handlers.
 */
export function WriteTagPage(props: {
  dialogs: DialogService;
  workstation: Workstation | undefined;
  emulation: boolean;
  openSocket?: (url: string) => AntennaSocket;
}) {
  const { dialogs, workstation, emulation } = props;
  const { t } = useTranslation();
  useWindowTitle(t('device.writeTag.title'));
  const [, navigate] = useLocation();
  const [scope] = useState(() => createScreenScope({ screen: { newEpc: '' } }));
  const { reader, port } = useScreenReader({
    scope,
    workstation,
    emulation,
    emulationOnPage: true,
    options: readerOptions,
    dialogs,
    translate: t,
    onInitialisationFailure: () => navigate('/utilities', { replace: true }),
    startOnOpen: true,
    openSocket: props.openSocket,
  });
  const write = useMemo(() => {
    if (!workstation) return () => Promise.reject(deviceError('device.errors.workstationNotSet'));
    return createDeviceOperations({ workstation, emulation }).write;
  }, [workstation, emulation]);
  const flow = useMemo(
    () =>
      reader &&
      createWriteTagFlow({
        reader,
        write,
        getScreen: () => (scope.snapshot().screen ?? {}) as WriteTagScreenState,
        setScreen: (next) => scope.set('screen', next),
        dialogs,
        translate: t,
      }),
    [reader, write, scope, dialogs, t],
  );
  useEffect(() => flow?.attach(), [flow]);
  const ports = useMemo(
    () => ({
      navigate,
      dialogs,
      reader: port,
      handlers: {
        clearTag: async () => flow?.clearTag(),
        writeTag: async () => flow?.writeTag(),
      },
    }),
    [navigate, dialogs, port, flow],
  );
  return <DescriptorScreen registry={widgetRegistry} screen="shell/write-tag" scope={scope} ports={ports} />;
}
