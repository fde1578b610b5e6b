import { useTranslation } from 'react-i18next';
import { workstationCardText } from '../../core/dashboard/index.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { WorkstationState } from '../../core/workstation-state.ts';
import { WorkstationStateLabel } from '../../ui/reader/WorkstationStateLabel.tsx';
import { cardClassName, cardLabelClassName } from './card-styles.ts';

/**
 * 000 §2.4: the default workstation's description, else its code, else '---'; pressing it opens the picker. While the
 * start-up data loads it waits (busy, not pressable): the picker would list no workstation. Under the name, the
 * workstation's state (000 §2.20: Ready / Not ready / Off-line) once it is known.
 */
export function WorkstationCard({
  workstation,
  loading = false,
  state,
  onOpen,
}: {
  workstation: Workstation | undefined;
  loading?: boolean;
  state?: WorkstationState;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      disabled={loading}
      aria-busy={loading || undefined}
      className={`${cardClassName} disabled:cursor-wait disabled:opacity-60`}
    >
      <span className={cardLabelClassName}>{t('dashboard.workstation')}</span>
      <span className="text-xl font-bold break-words">{workstationCardText(workstation)}</span>
      {workstation?.description && <span className="text-neutral-400">{workstation.code}</span>}
      {state && <WorkstationStateLabel state={state} />}
    </button>
  );
}
