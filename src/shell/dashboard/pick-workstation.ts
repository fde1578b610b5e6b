import { workstationCardText } from '../../core/dashboard/index.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { Workstation } from '../../core/workstation.ts';

/**
 * 000 §2.4: the searchable 'select workstation' modal listing the user's workstations; the chosen one, or undefined
 * when the modal is closed.
 */
export async function pickWorkstation(
  dialogs: Pick<DialogService, 'select'>,
  request: { title: string; workstations: readonly Workstation[]; current: Workstation | undefined },
): Promise<Workstation | undefined> {
  const chosen = await dialogs.select({
    title: request.title,
    options: request.workstations.map((workstation) => ({
      value: workstation.id,
      label: workstationCardText(workstation),
      secondaryLabel: workstation.description ? workstation.code : undefined,
    })),
    selected: request.current ? [request.current.id] : [],
  });
  return request.workstations.find((workstation) => workstation.id === chosen?.[0]);
}
