/** @vitest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseWorkstation, type Workstation } from '../../core/workstation.ts';
import { useWorkstationState } from './use-workstation-state.ts';

const configured = parseWorkstation({
  id: 'ws',
  antennas: [{ id: 'a1' }],
  deviceManagerUrl: 'http://dm',
  deviceManagerWebsocket: 'ws://dm',
}) as Workstation;

describe('useWorkstationState() (000 §2.20)', () => {
  it.each([
    [true, 'ready'],
    [false, 'offline'],
  ])("[000-2.20-01] should ask the workstation's device manager once: answering %s is %s", async (answers, state) => {
    const probe = vi.fn(async () => answers);
    const { result, rerender } = renderHook(() => useWorkstationState(configured, probe));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(state));
    rerender();
    expect(probe).toHaveBeenCalledExactlyOnceWith('http://dm');
  });

  it('[000-2.20-01] should say Not ready without asking when the workstation lacks antennas', () => {
    const probe = vi.fn(async () => true);
    const { result } = renderHook(() => useWorkstationState({ ...configured, antennas: [] }, probe));
    expect(result.current).toBe('notReady');
    expect(probe).not.toHaveBeenCalled();
  });

  it('should have no state without a workstation', () => {
    const probe = vi.fn(async () => true);
    const { result } = renderHook(() => useWorkstationState(undefined, probe));
    expect(result.current).toBeUndefined();
    expect(probe).not.toHaveBeenCalled();
  });
});
