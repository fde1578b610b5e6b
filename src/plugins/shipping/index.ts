/**
 * INBOUND, OUTBOUND and PACKING (001 §2.4–§2.7, §4.1–§4.6): shipments (ASNs) and their parcels, read and checked
 * against checklists. Handlers and screen lifecycles only: the screens are descriptors in schemas/screens/shipping/.
 */
import { showsAsnSelection } from '../../core/shipping/shipping-navigation.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import { definePlugin } from '../define-plugin.ts';
import { openAddParcel, leaveAddParcel, submitAddParcel } from './add-parcel.ts';
import { confirmShipment, newParcel, openAsnDetail, openParcel, parcelContent, searchParcels } from './asn-detail.ts';
import { createAsn, leaveAsnList, openAsn, openAsnList, readParcel, searchAsns } from './asn-list.ts';
import {
  closeChecklist,
  isCartonization,
  leaveCartonization,
  loadCartons,
  openCartonizationReading,
  printCarton,
  submitShippingForm,
  updateCloseButton,
} from './cartonization.ts';
import { confirmShippingParcel, resumeShippingParcel } from './confirm-parcel.ts';
import { searchParcelByTags } from './start-search.ts';
import { weighParcel } from './weigh-parcel.ts';
import {
  clearParcel,
  decodeParcelReads,
  insertBatch,
  leaveParcelReading,
  openParcelReading,
  removeFromParcel,
} from './parcel-reading.ts';

/** 001 §2.4: whether this operation opens on the ASN selection (unless skipped). */
function asnSelection(operation: OperationConfig, skipped: boolean): boolean {
  const options = operation.kindOptions;
  return options.kind === 'shipping' && showsAsnSelection(operation.type ?? '', options, skipped);
}

export default definePlugin({
  kind: 'shipping',
  translations: ['shipment'],
  screens: [
    'shipping/cartonization-form',
    'shipping/cartonization-reading',
    'shipping/start',
    'shipping/asn-list',
    'shipping/form',
    'shipping/asn',
    'shipping/add-parcel',
    'shipping/reading',
  ],
  /** 001 §2.4: the ASN selection first in shipment mode, unless 'Read parcel' asked for the start form. */
  screenFor: (screen, operation, query) => {
    if (screen !== 'shipping/start') return undefined;
    return asnSelection(operation, query.get('readParcel') === 'true') ? 'shipping/asn-list' : 'shipping/form';
  },
  /** 001 §2.4: back from the form returns to the ASN selection in an ASN selection mode. */
  startFormBack: (operation) =>
    asnSelection(operation, false) ? buildRoute(routePattern('shippingStart'), { opCode: operation.code }) : '/',
  /** 001 §2.4, §4.3: the start form's RFID search finds the parcel by a tag. */
  startForm: { onReads: searchParcelByTags },
  readings: {
    screens: ['shipping/cartonization-form', 'shipping/cartonization-reading', 'shipping/reading'],
    decode: decodeParcelReads,
    onRemove: removeFromParcel,
    onClear: async (context) => {
      await clearParcel(context);
      if (isCartonization(context)) updateCloseButton(context);
    },
  },
  confirm: async (context) => {
    await confirmShippingParcel(context);
  },
  /** A confirm sent before the page went (issue 17), sent again with its key. */
  resumeConfirm: resumeShippingParcel,
  lifecycle: {
    'shipping/asn-list': { open: openAsnList },
    'shipping/asn': { open: openAsnDetail },
    'shipping/add-parcel': { open: openAddParcel },
    'shipping/reading': { open: openParcelReading },
    'shipping/cartonization-reading': {
      open: async (context) => {
        await openCartonizationReading(context);
        updateCloseButton(context);
      },
    },
  },
  handlers: {
    searchAsns,
    openAsn,
    createAsn,
    readParcel: async (context) => readParcel(context),
    leaveAsnList: async (context) => leaveAsnList(context),
    searchParcels,
    parcelContent,
    openParcel,
    newParcel: async (context) => newParcel(context),
    confirmShipment: async (context) => confirmShipment(context),
    submitAddParcel,
    leaveAddParcel: async (context) => leaveAddParcel(context),
    leaveReading: async (context) => leaveParcelReading(context),
    /** Batch reading mode: the reads each decode newly lists (001 §4.4); cartonization's Close follows the list. */
    itemsDecoded: async (context) => {
      await insertBatch(context);
      if (isCartonization(context)) updateCloseButton(context);
    },
    /** The start forms' submit: cartonization starts its checklist first (001 §2.8). */
    submitStartForm: submitShippingForm,
    loadCartons: async (context) => loadCartons(context),
    printCarton,
    closeChecklist: async (context) => closeChecklist(context),
    leaveCartonization: async (context) => leaveCartonization(context),
    /** Packing's 'Weigh': the workstation's scale (000 §7.5). */
    weighParcel: async (context) => weighParcel(context),
  },
});
