import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseWorkstation, type Workstation } from '../../core/workstation.ts';
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

function open(workstation: Workstation | undefined, emulation: boolean) {
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
      translate: (key) => key,
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

  it('[000-4.4-22] [000-4.4-24] out of emulation the same workstation shows the error and goes back', () => {
    const { result, toast, onInitialisationFailure } = open(withoutAntennas, false);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(onInitialisationFailure).toHaveBeenCalledTimes(1);
    expect(result.current.reader).toBeUndefined();
  });
});
