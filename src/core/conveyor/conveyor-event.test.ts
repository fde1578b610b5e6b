import { describe, expect, it } from 'vitest';
import { parseConveyorMessage } from './conveyor-event.ts';

const now = 1_750_000_000_000;
const message = (data: unknown) => JSON.stringify({ conveyorId: 'TUNNEL-01', data });
const wire = {
  tunnelEventType: 'RFID_TAGS_READ',
  status: 2,
  barcode: 'BX000000000007',
  identifiers: ['E1', 'E2'],
  eventCreationDate: 1_749_000_000_000,
  logLevel: 'TRACE',
  message: '2 tags read',
  supplierCode: 'SUP-BIELLA',
};

describe('parseConveyorMessage()', () => {
  it('[001-7-ttz-10] should read the event from data.data of the JSON text', () => {
    expect(parseConveyorMessage(message(wire), now)).toEqual({
      tunnelEventType: 'RFID_TAGS_READ',
      status: 2,
      barcode: 'BX000000000007',
      identifiers: ['E1', 'E2'],
      date: 1_749_000_000_000,
      logLevel: 'TRACE',
      message: '2 tags read',
      supplierCode: 'SUP-BIELLA',
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['no data', JSON.stringify({ conveyorId: 'T' })],
    ['data not an object', JSON.stringify({ data: [1] })],
    ['no event type', message({ ...wire, tunnelEventType: '' })],
    ['an event type that is not text', message({ ...wire, tunnelEventType: 7 })],
    ['null', null],
  ])('should refuse %s', (_case, data) => {
    expect(parseConveyorMessage(data, now)).toBeUndefined();
  });

  it.each([
    ['a numeric text status', { status: '3' }, { status: 3 }],
    ['a status that is not a number', { status: 'closed' }, { status: undefined }],
    ['a fractional status', { status: 2.5 }, { status: undefined }],
    ['an ISO date', { eventCreationDate: '2025-06-03T09:30:00Z' }, { date: Date.UTC(2025, 5, 3, 9, 30) }],
    ['no date', { eventCreationDate: undefined }, { date: now }],
    ['a level in small letters', { logLevel: 'warning' }, { logLevel: 'WARNING' }],
    [
      'identifiers with blanks, repeats and {code}',
      { identifiers: ['E1', '', 'E1', { code: 'E3' }, 4, null] },
      {
        identifiers: ['E1', 'E3', '4'],
      },
    ],
    ['identifiers that are not a list', { identifiers: 'E1' }, { identifiers: [] }],
    ['a message that is not text', { message: { text: 'x' } }, { message: '' }],
    ['no barcode', { barcode: null }, { barcode: '' }],
  ])('should read %s as absent or coerced', (_case, change, expected) => {
    expect(parseConveyorMessage(message({ ...wire, ...change }), now)).toMatchObject(expected);
  });

  it('should take a message already parsed', () => {
    expect(parseConveyorMessage({ data: wire }, now)?.barcode).toBe('BX000000000007');
  });
});
