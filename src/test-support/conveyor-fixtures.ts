/**
 * Conveyor events for tests and stories, as the sandbox sends them (sandbox/api/conveyor-boxes.ts): a box is six
 * events, each the data of a stream message `{conveyorId, data}`.
 */
import type { ConveyorEvent } from '../core/conveyor/conveyor-event.ts';

export interface FixtureBox {
  barcode: string;
  epcs: readonly string[];
  unknownEpcs?: readonly string[];
}

export function conveyorEvent(overrides: Partial<ConveyorEvent> = {}): ConveyorEvent {
  return {
    tunnelEventType: 'RFID_TAGS_READ',
    status: 2,
    barcode: 'BX000000000001',
    identifiers: [],
    date: Date.UTC(2025, 5, 3, 9, 30),
    logLevel: 'TRACE',
    message: '',
    supplierCode: 'SUP-BIELLA',
    ...overrides,
  };
}

/** The raw events of one box, in order (the wire form: eventCreationDate, identifiers as strings). */
export function boxEvents(box: FixtureBox, date = Date.UTC(2025, 5, 3, 9, 30)): Record<string, unknown>[] {
  const tags = [...box.epcs, ...(box.unknownEpcs ?? [])];
  const unknown = box.unknownEpcs?.length ?? 0;
  const base = { barcode: box.barcode, supplierCode: 'SUP-BIELLA', conveyorId: 'TUNNEL-01' };
  const event = (tunnelEventType: string, status: number, logLevel: string, message: string, identifiers = []) => ({
    ...base,
    tunnelEventType,
    status,
    logLevel,
    message,
    identifiers,
    eventCreationDate: date,
  });
  return [
    event('BARCODE_READ', 1, 'INFO', `Barcode read ${box.barcode}`),
    event('RFID_START_READING', 2, 'INFO', 'RFID reading started'),
    { ...event('RFID_TAGS_READ', 2, 'TRACE', `${tags.length} tags read`), identifiers: tags },
    event('RFID_STOP_READING', 3, 'INFO', 'Box Closed'),
    event(
      'BOX_RESULT',
      4,
      unknown > 0 ? 'WARNING' : 'TRACE',
      unknown > 0 ? `${box.epcs.length} items, ${unknown} unknown` : `success: ${box.epcs.length} items`,
    ),
    event('ELABORATION_COMPLETED', 4, 'TRACE', 'Elaboration completed'),
  ];
}

/** The stream messages' data (JSON text) of one box. */
export const boxMessages = (box: FixtureBox, date?: number): string[] =>
  boxEvents(box, date).map((data) => JSON.stringify({ conveyorId: 'TUNNEL-01', data }));
