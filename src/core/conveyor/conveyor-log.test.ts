import { describe, expect, it } from 'vitest';
import { conveyorEvent } from '../../test-support/conveyor-fixtures.ts';
import { conveyorLogEntry } from './conveyor-log.ts';

describe('conveyorLogEntry()', () => {
  it.each([
    ['BARCODE_READ', 'INFO', 'Barcode read BX1', 'Barcode read', 'info', '001-4.10-15'],
    ['RFID_START_READING', 'INFO', 'RFID reading started', 'INFO', 'info', '001-4.10-15'],
    ['RFID_TAGS_READ', 'TRACE', '5 tags read', 'TRACE', 'ok', '001-4.10-13'],
    ['RFID_STOP_READING', 'INFO', 'Box Closed', 'Box Closed', 'ok', '001-4.10-13'],
    ['BOX_RESULT', 'TRACE', 'success: 5 items', 'success', 'ok', '001-4.10-13'],
    ['BOX_RESULT', 'INFO', 'success: 5 items', 'success', 'ok', '001-4.10-13'],
    ['BOX_RESULT', 'WARNING', '5 items, 1 unknown', 'WARNING', 'warning', '001-4.10-16'],
    ['BOX_RESULT', 'ERROR', 'success: but failed later', 'ERROR', 'error', '001-4.10-14'],
    ['BOX_RESULT', 'INFO', 'error: tunnel jammed', 'error', 'error', '001-4.10-14'],
    ['BARCODE_READ', 'WARNING', 'Barcode read twice', 'WARNING', 'warning', '001-4.10-16'],
    ['OTHER', 'DEBUG', 'something', 'DEBUG', 'neutral', '001-4.10'],
    ['OTHER', '', 'something', 'INFO', 'info', '001-4.10'],
  ])('[%s %s %j] should be status %s with tone %s [%s]', (type, level, message, status, tone) => {
    const entry = conveyorLogEntry(conveyorEvent({ tunnelEventType: type, logLevel: level, message }), 7);
    expect(entry).toMatchObject({ id: 7, status, tone, message });
  });

  it('[001-2.12-09] should carry the date and an i18n badge for the named statuses, the level as it came otherwise', () => {
    const date = Date.UTC(2025, 0, 2, 3, 4, 5);
    expect(conveyorLogEntry(conveyorEvent({ tunnelEventType: 'BARCODE_READ', date }), 1)).toMatchObject({
      date,
      statusLabel: 'conveyor.log.barcodeRead',
    });
    expect(conveyorLogEntry(conveyorEvent({ logLevel: 'DEBUG' }), 1).statusLabel).toBe('DEBUG');
  });
});
