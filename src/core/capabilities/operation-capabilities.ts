import type { OperationType } from '../operation-types.ts';
import { capabilities } from './capability-names.ts';
import { hasCapability, type CapabilityHolder } from './has-capability.ts';

/** What running each operation type needs (000 §6, 001 §6, 002 §6); the documents name nothing for the rest. */
const requiredByType: Record<OperationType, readonly string[]> = {
  INBOUND: [capabilities.inbound],
  OUTBOUND: [capabilities.outbound],
  PACKING: [capabilities.packing],
  TRANSFER_TO_ZONE: [capabilities.transferToZone],
  SIMPLE_PARCEL_LIST: [capabilities.simpleParcelList],
  ENCODING: [capabilities.encoding],
  SIMPLE_ITEM_LIST: [],
  SORTING: [],
  INVENTORY: [],
  SIMPLE_ITEM_SESSION_LIST: [],
  TAG_INFO: [],
};

export function requiredCapabilities(type: OperationType): readonly string[] {
  return requiredByType[type];
}

/** False shows the 'unauthorized' / 'not allowed operation' modal of 000 §2.13. */
export function canRunOperation(user: CapabilityHolder | undefined, operation: { type: OperationType }): boolean {
  return hasCapability(user, requiredCapabilities(operation.type));
}

/** 000 §4.2 step 4 loads workstations only with Resource.Workstation.view (000 §6). */
export function canViewWorkstations(user: CapabilityHolder | undefined): boolean {
  return hasCapability(user, [capabilities.viewWorkstations]);
}
