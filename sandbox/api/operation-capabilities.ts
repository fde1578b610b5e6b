/**
 * Who may run which operation (000 §6, 001 §6, 002 §6). The documents name the capability of INBOUND,
 * OUTBOUND, PACKING, TRANSFER_TO_ZONE, SIMPLE_PARCEL_LIST and ENCODING; for the other types they say
 * 'not shown', and the sandbox uses the same pattern (Operation.<TypeInPascalCase>.perform) so that a user
 * without capabilities sees no operation. System.Administration.perform passes every check.
 */
import type { JsonObject } from '../db/resource-store.ts';
import type { UserRecord } from './users-store.ts';

export const ADMIN_CAPABILITY = 'System.Administration.perform';
export const WORKSTATION_VIEW_CAPABILITY = 'Resource.Workstation.view';

export const OPERATION_CAPABILITIES: Readonly<Record<string, string>> = {
  INBOUND: 'Operation.Inbound.perform',
  OUTBOUND: 'Operation.Outbound.perform',
  PACKING: 'Operation.Packing.perform',
  TRANSFER_TO_ZONE: 'Operation.TransferToZone.perform',
  SIMPLE_PARCEL_LIST: 'Operation.SimpleParcelList.perform',
  ENCODING: 'Operation.Encoding.perform',
  TAG_INFO: 'Operation.TagInfo.perform',
  SIMPLE_ITEM_LIST: 'Operation.SimpleItemList.perform',
  SORTING: 'Operation.Sorting.perform',
  INVENTORY: 'Operation.Inventory.perform',
  SIMPLE_ITEM_SESSION_LIST: 'Operation.SimpleItemSessionList.perform',
};

function pascalCase(type: string): string {
  return type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export function operationCapability(type: string): string {
  return OPERATION_CAPABILITIES[type] ?? `Operation.${pascalCase(type)}.perform`;
}

export function isAdmin(user: UserRecord): boolean {
  return user.capabilities.includes(ADMIN_CAPABILITY);
}

export function hasCapability(user: UserRecord, capability: string): boolean {
  return isAdmin(user) || user.capabilities.includes(capability);
}

export function mayRunOperation(user: UserRecord, operation: JsonObject): boolean {
  return typeof operation.type === 'string' && hasCapability(user, operationCapability(operation.type));
}
