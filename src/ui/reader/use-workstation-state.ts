import { useEffect, useState } from 'react';
import { workstationState, type WorkstationState } from '../../core/workstation-state.ts';
import type { Workstation } from '../../core/workstation.ts';
import { deviceManagerAnswers } from '../../device/device-manager-probe.ts';

/**
 * The state of the default workstation (000 §2.20): its device manager is asked once for each workstation chosen
 * (a configured one shows no state until it answered or failed to; one that is Not ready anyway is not asked).
 */
export function useWorkstationState(
  workstation: Workstation | undefined,
  probe: (baseUrl: string) => Promise<boolean> = deviceManagerAnswers,
): WorkstationState | undefined {
  const [answer, setAnswer] = useState<{ url: string; answers: boolean }>();
  // A workstation that is Not ready whatever its device manager says is not asked.
  const askable = workstation !== undefined && workstationState(workstation, true) === 'ready';
  const url = askable ? workstation.deviceManagerUrl : '';
  useEffect(() => {
    if (!url) return;
    let current = true;
    void probe(url).then((answers) => {
      if (current) setAnswer({ url, answers });
    });
    return () => {
      current = false;
    };
  }, [url, probe]);
  if (!workstation) return undefined;
  return workstationState(workstation, answer?.url === url ? answer.answers : undefined);
}
