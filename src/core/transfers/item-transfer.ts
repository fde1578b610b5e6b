/**
 * An item transfer (000 §7.3 items/transfers): one move of items from a zone to another, as the server lists it.
 * Parsed field by field; a record without an id is no transfer.
 */
import { textOf } from '../forms/value-path.ts';
import { isRecord } from '../guards.ts';

export interface TransferZone {
  code: string;
  description: string;
}

export interface ItemTransfer {
  id: string;
  code: string;
  description: string;
  status: string;
  originZone?: TransferZone;
  destinationZone?: TransferZone;
  itemsCount?: number;
  username: string;
  /** Epoch milliseconds; NaN when the server sent none. */
  creationDate: number;
}

function zoneOf(value: unknown): TransferZone | undefined {
  if (!isRecord(value)) return undefined;
  const zone = { code: textOf(value.code), description: textOf(value.description) };
  return zone.code || zone.description ? zone : undefined;
}

const dateOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;

export function parseItemTransfer(value: unknown): ItemTransfer | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOf(value.id);
  if (!id) return undefined;
  const count = value.itemsCount;
  const originZone = zoneOf(value.originZone);
  const destinationZone = zoneOf(value.destinationZone);
  return {
    id,
    code: textOf(value.code),
    description: textOf(value.description),
    status: textOf(value.status),
    ...(originZone ? { originZone } : {}),
    ...(destinationZone ? { destinationZone } : {}),
    ...(typeof count === 'number' && Number.isInteger(count) && count >= 0 ? { itemsCount: count } : {}),
    username: isRecord(value.user) ? textOf(value.user.username) : '',
    creationDate: dateOf(value.creationDate),
  };
}

/** 'WH-LOM-STOCK → WH-LOM-QUARANTINE': where the items went, by zone code ('?' for a zone the server did not name). */
export function transferRoute(transfer: Pick<ItemTransfer, 'originZone' | 'destinationZone'>): string {
  const name = (zone: TransferZone | undefined) => zone?.code || zone?.description || '?';
  return `${name(transfer.originZone)} → ${name(transfer.destinationZone)}`;
}
