import { operation } from '../../src/test-support/dashboard-fixtures.ts';

/** The twenty operations of the sandbox's demo data, in no particular order: [code, type, priority, description]. */
const rows: [string, string, number, string, string?][] = [
  ['SESSION-LIST', 'SIMPLE_ITEM_SESSION_LIST', 110, 'Delivery note check'],
  ['TAG-INFO', 'TAG_INFO', 10, 'Tag info'],
  ['INBOUND', 'INBOUND', 50, 'Store inbound'],
  ['TRANSFER-TO-ZONE', 'TRANSFER_TO_ZONE', 20, 'Transfer to zone'],
  ['CONVEYOR-TRANSFER', 'TRANSFER_TO_ZONE', 21, 'Tunnel transfer to zone', 'conveyor'],
  ['ITEM-LIST', 'SIMPLE_ITEM_LIST', 30, 'Item list'],
  ['PARCEL-LIST', 'SIMPLE_PARCEL_LIST', 40, 'Parcel check-in'],
  ['PARCEL-LIST-ASN', 'SIMPLE_PARCEL_LIST', 41, 'Parcel check-in by shipment'],
  ['OUTBOUND', 'OUTBOUND', 60, 'Ship to store'],
  ['PACKING', 'PACKING', 70, 'Packing with checklist'],
  ['CARTONIZATION', 'PACKING', 71, 'Cartonization', 'cartonization'],
  ['SORTING', 'SORTING', 80, 'Store replenishment sorting'],
  ['INVENTORY', 'INVENTORY', 90, 'Store inventory'],
  ['ENCODING', 'ENCODING', 100, 'Encode garments'],
  ['ENCODING-ORDER', 'ENCODING', 101, 'Encode by production order'],
  ['PRINT-AND-ENCODE', 'ENCODING', 102, 'Print and encode labels', 'browserPrint'],
  ['BAGGING-MACHINE', 'ENCODING', 103, 'Bagging machine monitor', 'imbustatrice'],
  ['ERP-OUTBOUND-ENCODING', 'ENCODING', 104, 'Outbound ERP encoding', 'encodingOutboundSap'],
  ['TBOX-COUNT', 'SIMPLE_ITEM_SESSION_LIST', 111, 'T-box parcel count', 'countTBoxUbicazioni'],
  ['ERP-INBOUND-ENCODING', 'SIMPLE_ITEM_SESSION_LIST', 112, 'Inbound ERP encoding', 'encodingInboundSap'],
];

export const sandboxOperations = rows.map(([code, type, displayPriority, description, templatePath]) =>
  operation({ code, type, displayPriority, description, templatePath }),
);
