import type { ItemStatuses } from '../operation-config/item-statuses.ts';

/** Statuses with a translated label (`readings.statuses.<STATUS>`), 000 §3 Item and §8.3. */
export const knownStatuses: readonly string[] = [
  'ITEM_NOT_IN_INBOUND',
  'ITEM_NOT_IN_STOCK',
  'ITEM_IN_ANOTHER_PARCEL',
  'ITEM_IN_ANOTHER_PRODUCTION_ORDER',
  'RESTORE_VARIANT',
  'MISSING_SYSTEM_TAG',
  'UNEXPECTED_TAG',
  'IN_ANOTHER_ZONE',
];

export interface StatusChip {
  status: string;
  severity: 'error' | 'warning' | 'default';
  /** The i18n key when the status has a label. */
  labelKey?: string;
  /** Shown when there is no label: underscores as spaces. */
  plainLabel: string;
}

/** 000 §4.6 status chips: error or warning when the operation's lists name the status; label translated when known. */
export function statusChip(status: string, lists: ItemStatuses): StatusChip {
  const severity = lists.error.includes(status) ? 'error' : lists.warning.includes(status) ? 'warning' : 'default';
  return {
    status,
    severity,
    labelKey: knownStatuses.includes(status) ? `readings.statuses.${status}` : undefined,
    plainLabel: status.replace(/_/g, ' '),
  };
}
