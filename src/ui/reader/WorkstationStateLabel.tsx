import { useTranslation } from 'react-i18next';
import type { WorkstationState } from '../../core/workstation-state.ts';
import { toneDotClasses, type Tone } from '../tones.ts';

const stateTones: Readonly<Record<WorkstationState, Tone>> = { ready: 'ok', notReady: 'warning', offline: 'error' };

/** A workstation's state (000 §2.20: Ready / Not ready / Off-line) with its coloured dot. */
export function WorkstationStateLabel({ state, widgetId }: { state: WorkstationState; widgetId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-workstation-state={state}
      data-widget-id={widgetId}
      className="inline-flex items-center gap-2 text-sm font-semibold text-neutral-100"
    >
      <span aria-hidden className={`size-3 rounded-full ${toneDotClasses[stateTones[state]]}`} />
      {t(`device.workstationState.${state}`)}
    </span>
  );
}
