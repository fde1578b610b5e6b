import type { Workstation } from '../workstation.ts';

/** The missing-value placeholder (000 §9). */
export const missingValue = '---';

/** The workstation card's text: its description, else its code, else '---' (000 §2.4). */
export function workstationCardText(workstation: Pick<Workstation, 'code' | 'description'> | undefined): string {
  return workstation?.description.trim() || workstation?.code.trim() || missingValue;
}
