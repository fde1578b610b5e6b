/** 001 §4.10: what the Status row shows, from the event's status number. */
export type ConveyorStatus = 'reading' | 'boxClosed' | 'awaiting';

/** 1 (barcode read) or 2 (default) is 'reading', 3 (RFID stop reading) 'box closed', anything else 'awaiting'. */
export function conveyorStatusOf(status: number | undefined): ConveyorStatus {
  if (status === 1 || status === 2) return 'reading';
  return status === 3 ? 'boxClosed' : 'awaiting';
}

/** 001 §4.10: a new box starts, so its items and counters start again. */
export const startsBox = (tunnelEventType: string): boolean =>
  tunnelEventType === 'BARCODE_READ' || tunnelEventType === 'RFID_START_READING';

/** 001 §4.10: ELABORATION_COMPLETED changes nothing, not even the log. */
export const isIgnoredEvent = (tunnelEventType: string): boolean => tunnelEventType === 'ELABORATION_COMPLETED';
