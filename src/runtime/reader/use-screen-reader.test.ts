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

  it.each([
    ['000-8.3-08', 'no workstation', undefined, 'Workstation not set'],
    ['000-8.3-10', 'a workstation without antennas', withoutAntennas, 'No antennas found for this workstation'],
    [
      '000-8.3-14',
      'a workstation without its device manager',
      { ...withoutAntennas, antennas: [parseAntenna({ id: 'a1' })], deviceManagerWebsocket: '' },
      'unable to connect to workstation',
    ],
  ])("[%s] [000-8.3-15] out of emulation, %s shows 'rfid reader initialization': %s", (_, __, given, message) => {
    const { toast } = open(given, false, translateEnglish);
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      status: 'error',
      title: 'rfid reader initialization',
      description: message,
    });
  });

  it('[000-4.4-22] [000-4.4-24] out of emulation the same workstation shows the error and goes back', () => {
    const { result, toast, onInitialisationFailure } = open(withoutAntennas, false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(onInitialisationFailure).toHaveBeenCalledTimes(1);
    expect(result.current.reader).toBeUndefined();
  });
});
