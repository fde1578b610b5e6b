/** The tone of a log line's status badge; the same names as the UI kit's tones. */
export type LogStatusTone = 'ok' | 'error' | 'info' | 'warning' | 'neutral';

/** 001 §4.10 log colours, by status name in any case: success / 'Box Closed' / TRACE green, … */
const tonesByStatus: ReadonlyMap<string, LogStatusTone> = new Map([
  ['success', 'ok'],
  ['box closed', 'ok'],
  ['trace', 'ok'],
  ['error', 'error'],
  ['barcode read', 'info'],
  ['info', 'info'],
  ['warning', 'warning'],
]);

/** The badge tone of a log status (001 §4.10); any other status is neutral. */
export function logStatusTone(status: unknown): LogStatusTone {
  return typeof status === 'string' ? (tonesByStatus.get(status.trim().toLowerCase()) ?? 'neutral') : 'neutral';
}
