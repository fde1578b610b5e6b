/** The conveyor's event log (001 §3 Log entry, §4.10 colours, §9: 50 entries). */
import { logStatusTone, type LogStatusTone } from '../logs/log-status-tone.ts';
import type { ConveyorEvent } from './conveyor-event.ts';

export const conveyorLogLimit = 50;

export interface ConveyorLogEntry {
  id: number;
  date: number;
  /** A status name of 001 §4.10 ('Barcode read', 'Box Closed', 'success', 'error') or the log level. */
  status: string;
  /** The badge: an i18n key for the named statuses, else the status as it came. */
  statusLabel: string;
  message: string;
  tone: LogStatusTone;
}

const labels: Readonly<Record<string, string>> = {
  'Barcode read': 'conveyor.log.barcodeRead',
  'Box Closed': 'conveyor.log.boxClosed',
  success: 'conveyor.log.success',
  error: 'conveyor.log.error',
  ERROR: 'conveyor.log.error',
  WARNING: 'conveyor.log.warning',
  INFO: 'conveyor.log.info',
  TRACE: 'conveyor.log.trace',
};

/**
 * The line's status: a warning or an error is one whatever the event (it must never look green); then what the event
 * says (the barcode, the box closing, a success or an error in its message); else its level.
 */
export function conveyorLogStatus(event: ConveyorEvent): string {
  if (event.logLevel === 'ERROR' || event.logLevel === 'WARNING') return event.logLevel;
  const message = event.message.trim().toLowerCase();
  if (event.tunnelEventType === 'BARCODE_READ' || message.startsWith('barcode read')) return 'Barcode read';
  if (event.tunnelEventType === 'RFID_STOP_READING' || message === 'box closed') return 'Box Closed';
  if (message.startsWith('success')) return 'success';
  if (message.startsWith('error')) return 'error';
  return event.logLevel || 'INFO';
}

export function conveyorLogEntry(event: ConveyorEvent, id: number): ConveyorLogEntry {
  const status = conveyorLogStatus(event);
  return {
    id,
    date: event.date,
    status,
    statusLabel: labels[status] ?? status,
    message: event.message,
    tone: logStatusTone(status),
  };
}
