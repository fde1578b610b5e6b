import { adminCapability } from '../logged-user.ts';

/** The capability strings the documents name (000 §6, 001 §6, 002 §6). */
export const capabilities = {
  administration: adminCapability,
  viewWorkstations: 'Resource.Workstation.view',
  inbound: 'Operation.Inbound.perform',
  outbound: 'Operation.Outbound.perform',
  packing: 'Operation.Packing.perform',
  transferToZone: 'Operation.TransferToZone.perform',
  simpleParcelList: 'Operation.SimpleParcelList.perform',
  encoding: 'Operation.Encoding.perform',
  killTag: 'Operation.Encoding.killTag',
  disassociate: 'Operation.Encoding.disassociate',
  confirmSorting: 'Resource.Sorting.confirm.perform',
} as const;
