/** The operation types of 000 §1, as sent by the server in `operation.type`. */
export const operationTypes = [
  'INBOUND',
  'OUTBOUND',
  'PACKING',
  'SIMPLE_ITEM_LIST',
  'SIMPLE_PARCEL_LIST',
  'TRANSFER_TO_ZONE',
  'SORTING',
  'INVENTORY',
  'ENCODING',
  'SIMPLE_ITEM_SESSION_LIST',
  'TAG_INFO',
] as const;

export type OperationType = (typeof operationTypes)[number];

export function isOperationType(value: unknown): value is OperationType {
  return typeof value === 'string' && (operationTypes as readonly string[]).includes(value);
}

/**
 * The operation kinds the station has a plugin for. Shipping covers INBOUND, OUTBOUND and PACKING (001), which share
 * one flow; every other type is its own kind.
 */
export const operationKinds = [
  'shipping',
  'simple-item-list',
  'simple-parcel-list',
  'transfer-to-zone',
  'sorting',
  'inventory',
  'encoding',
  'simple-item-session-list',
  'tag-info',
] as const;

export type OperationKind = (typeof operationKinds)[number];

export const kindOfType: Record<OperationType, OperationKind> = {
  INBOUND: 'shipping',
  OUTBOUND: 'shipping',
  PACKING: 'shipping',
  SIMPLE_ITEM_LIST: 'simple-item-list',
  SIMPLE_PARCEL_LIST: 'simple-parcel-list',
  TRANSFER_TO_ZONE: 'transfer-to-zone',
  SORTING: 'sorting',
  INVENTORY: 'inventory',
  ENCODING: 'encoding',
  SIMPLE_ITEM_SESSION_LIST: 'simple-item-session-list',
  TAG_INFO: 'tag-info',
};
