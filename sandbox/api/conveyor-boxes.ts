/**
 * The conveyor (tunnel) events of one box (001 §3 Conveyor event, §4.10), the sandbox's vocabulary. Every event is
 * {tunnelEventType, status, barcode, identifiers[], eventCreationDate, logLevel, message, conveyorId, boxSequence,
 * supplierCode}, sent as the data of a stream message {conveyorId, data} (the client reads data.data). status is
 * the number of 001 §4.10 (1 barcode read, 2 default, 3 RFID stop reading, 4 result); identifiers are EPC strings;
 * supplierCode is the code of the SUPPLIER place the box comes from (places search {equalCodes, type SUPPLIER}).
 *
 * | # | tunnelEventType       | status | logLevel         | identifiers       | message                         |
 * |---|-----------------------|--------|------------------|-------------------|---------------------------------|
 * | 1 | BARCODE_READ          | 1      | INFO             | []                | 'Barcode read {barcode}'        |
 * | 2 | RFID_START_READING    | 2      | INFO             | []                | 'RFID reading started'          |
 * | 3 | RFID_TAGS_READ        | 2      | TRACE            | the box's EPCs    | '{n} tags read'                 |
 * | 4 | RFID_STOP_READING     | 3      | INFO             | []                | 'Box Closed'                    |
 * | 5 | BOX_RESULT            | 4      | TRACE or WARNING | []                | 'success: ...' / '... unknown'  |
 * | 6 | ELABORATION_COMPLETED | 4      | TRACE            | []                | 'Elaboration completed'         |
 *
 * Only RFID_TAGS_READ carries identifiers, so a client that takes the identifiers of every event sees each once.
 * BOX_RESULT also has itemsCount and unknownCount; its logLevel is WARNING when the box had unknown tags.
 */
import { encodeSgtin96 } from '../seed/sgtin96.ts';

export interface ConveyorEvent {
  tunnelEventType: string;
  status: 1 | 2 | 3 | 4;
  barcode: string;
  identifiers: string[];
  eventCreationDate: number;
  logLevel: 'INFO' | 'TRACE' | 'WARNING' | 'ERROR';
  message: string;
  conveyorId: string;
  boxSequence: number;
  supplierCode: string;
  itemsCount?: number;
  unknownCount?: number;
}

export interface Box {
  barcode: string;
  sequence: number;
  /** EPCs of seeded items. */
  epcs: string[];
  /** EPCs no item has (a foreign GTIN): the station counts them as unknown. */
  unknownEpcs: string[];
}

export const BOX_SUPPLIER_CODE = 'SUP-BIELLA';
/** A GS1 company prefix that the demo catalogue does not use (as in demo-fields.ts). */
const FOREIGN_COMPANY_PREFIX = '8012345';
const FIRST_UNKNOWN_SERIAL = 800_000_001n;

/** A box barcode of 14 characters. */
export const boxBarcode = (sequence: number) => `BX${String(sequence).padStart(12, '0')}`;

export function unknownEpc(index: number): string {
  const serial = FIRST_UNKNOWN_SERIAL + BigInt(index);
  return encodeSgtin96({ filter: 1, companyPrefix: FOREIGN_COMPANY_PREFIX, itemReference: '054322', serial });
}

/** The six events of a box, without their creation dates (set when each is sent). */
export function boxEvents(conveyorId: string, box: Box): Omit<ConveyorEvent, 'eventCreationDate'>[] {
  const base = { barcode: box.barcode, conveyorId, boxSequence: box.sequence, supplierCode: BOX_SUPPLIER_CODE };
  const tags = [...box.epcs, ...box.unknownEpcs];
  const unknown = box.unknownEpcs.length;
  const result =
    unknown > 0
      ? `${box.epcs.length} items, ${unknown} unknown`
      : `success: ${box.epcs.length} items in box ${box.barcode}`;
  return [
    {
      ...base,
      tunnelEventType: 'BARCODE_READ',
      status: 1,
      logLevel: 'INFO',
      identifiers: [],
      message: `Barcode read ${box.barcode}`,
    },
    {
      ...base,
      tunnelEventType: 'RFID_START_READING',
      status: 2,
      logLevel: 'INFO',
      identifiers: [],
      message: 'RFID reading started',
    },
    {
      ...base,
      tunnelEventType: 'RFID_TAGS_READ',
      status: 2,
      logLevel: 'TRACE',
      identifiers: tags,
      message: `${tags.length} tags read`,
    },
    {
      ...base,
      tunnelEventType: 'RFID_STOP_READING',
      status: 3,
      logLevel: 'INFO',
      identifiers: [],
      message: 'Box Closed',
    },
    {
      ...base,
      tunnelEventType: 'BOX_RESULT',
      status: 4,
      logLevel: unknown > 0 ? 'WARNING' : 'TRACE',
      identifiers: [],
      message: result,
      itemsCount: box.epcs.length,
      unknownCount: unknown,
    },
    {
      ...base,
      tunnelEventType: 'ELABORATION_COMPLETED',
      status: 4,
      logLevel: 'TRACE',
      identifiers: [],
      message: 'Elaboration completed',
    },
  ];
}
