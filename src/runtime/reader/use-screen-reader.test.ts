/** @vitest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseAntenna, parseWorkstation, type Workstation } from '../../core/workstation.ts';
import { createI18n } from '../../i18n/index.ts';
import { createEmulationHub } from '../../device/emulation-hub.ts';
import { createScreenScope } from '../state/screen-scope.ts';
import { useScreenReader } from './use-screen-reader.ts';

/** A workstation whose reader cannot be initialised: it has no antennas. */
const withoutAntennas = parseWorkstation({
  id: 'ws',
  code: 'WS',
  antennas: [],
  deviceManagerUrl: 'http://dm',
  deviceManagerWebsocket: 'ws://dm',
}) as Workstation;

const translateEnglish = createI18n('en').t;

function open(
  workstation: Workstation | undefined,
  emulation: boolean,
  translate: (key: string, params?: Record<string, string>) => string = (key) => key,
) {
  const toast = vi.fn();
  const onInitialisationFailure = vi.fn();
  const scope = createScreenScope();
  const hub = createEmulationHub();
  const { result } = renderHook(() =>
    useScreenReader({
      scope,
      workstation,
      emulation,
      dialogs: { toast },
      translate,
      onInitialisationFailure,
      hub,
    }),
  );
  return { result, toast, onInitialisationFailure };
}

describe('useScreenReader() (000 §4.4)', () => {
  it.each([
    ['no workstation', undefined],
    ['a workstation without antennas', withoutAntennas],
  ])('[000-4.4-23] in emulation, %s shows no initialisation error and stays, with the emulated reader', (_, given) => {
    const { result, toast, onInitialisationFailure } = open(given, true);
    expect(toast).not.toHaveBeenCalled();
    expect(onInitialisationFailure).not.toHaveBeenCalled();
    expect(result.current.reader?.emulated).toBe(true);
  });

  /** Opens the screen out of emulation and answers the one toast it showed. */
  const initialisationToast = (given: Workstation | undefined) => {
    const { toast } = open(given, false, translateEnglish);
    expect(toast).toHaveBeenCalledOnce();
    return toast.mock.calls[0]![0] as unknown;
  };
  const failure = (description: string) => ({ status: 'error', title: 'rfid reader initialization', description });

  it("[000-8.3-08] [000-8.3-15] without a workstation: 'rfid reader initialization', 'Workstation not set'", () => {
    expect(initialisationToast(undefined)).toEqual(failure('Workstation not set'));
  });

  it("[000-8.3-10] [000-8.3-15] without antennas: 'rfid reader initialization', 'No antennas found for this workstation'", () => {
    expect(initialisationToast(withoutAntennas)).toEqual(failure('No antennas found for this workstation'));
  });

  it("[000-8.3-14] [000-8.3-15] without its device manager: 'rfid reader initialization', 'unable to connect to workstation'", () => {
    const withoutSocket = { ...withoutAntennas, antennas: [parseAntenna({ id: 'a1' })], deviceManagerWebsocket: '' };
    expect(initialisationToast(withoutSocket)).toEqual(failure('unable to connect to workstation'));
  });

  it('[000-4.4-22] [000-4.4-24] out of emulation the same workstation shows the error and goes back', () => {
    const { result, toast, onInitialisationFailure } = open(withoutAntennas, false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(onInitialisationFailure).toHaveBeenCalledTimes(1);
    expect(result.current.reader).toBeUndefined();
  });
});
