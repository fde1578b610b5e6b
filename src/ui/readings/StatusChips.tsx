import { useTranslation } from 'react-i18next';
import type { ItemStatuses } from '../../core/operation-config/item-statuses.ts';
import { statusChip } from '../../core/readings/status-chip.ts';
import { Chip } from './Chip.tsx';

/** 000 §4.6 status chips of a read: coloured by the operation's lists, translated when known. */
export function StatusChips({ statuses, itemStatuses }: { statuses: readonly string[]; itemStatuses: ItemStatuses }) {
  const { t } = useTranslation();
  return (
    <>
      {statuses.map((status) => {
        const chip = statusChip(status, itemStatuses);
        const colour = chip.severity === 'error' ? 'red' : chip.severity === 'warning' ? 'yellow' : undefined;
        return (
          <Chip key={status} colour={colour}>
            {chip.labelKey ? t(chip.labelKey) : chip.plainLabel}
          </Chip>
        );
      })}
    </>
  );
}
