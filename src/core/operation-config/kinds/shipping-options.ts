/** Options of the shipping kind: INBOUND, OUTBOUND and PACKING (000 §3 Operation, 001 §3 Operation configuration). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { enumOption, openEnumOption } from '../options/enum-option.ts';
import { numberOption } from '../options/number-option.ts';
import { stringOption } from '../options/string-option.ts';

/** 'no' refuses, 'withWarning' asks, any other value allows (000 §5 Checklist reconciliation). */
const confirmPolicy = (doc: string) => openEnumOption(['no', 'withWarning'], 'withWarning', 'allow', doc);

export const shippingOptionSpec = defineOptionSpec({
  hasChecklist: booleanOption(false, 'Parcels are checked against checklists (001 §3, 001 §4.4).'),
  readingMode: stringOption(
    'rfid',
    "Reading mode; kept as sent so the flow can report 'Reading mode not supported' (001 §3, 000 §8.3).",
  ),
  shippingMode: enumOption(
    ['parcelByParcel', 'shipment'],
    'parcelByParcel',
    'Work parcel by parcel, or by shipment (ASN) (001 §3, 001 §2.4).',
  ),
  canConfirmWithMissing: confirmPolicy(
    'Confirm with missing items: no, withWarning, or any other value to allow (001 §3, 001 §5).',
  ),
  canConfirmWithOverQuantity: confirmPolicy(
    'Confirm with exceeding items: no, withWarning, or any other value to allow (001 §3, 001 §5).',
  ),
  canConfirmWithUnexpected: confirmPolicy(
    'Confirm with unexpected items: no, withWarning, or any other value to allow (001 §3, 001 §5).',
  ),
  startWithRfidSearch: booleanOption(false, 'Start by reading a parcel tag to find the parcel (001 §3, 001 §2.4).'),
  showModalOnConfirm: booleanOption(false, 'Always open the required-fields modal on confirm (001 §3, 001 §4.4).'),
  persistParcelContentScannings: enumOption(
    ['onUserConfirm', 'onBatchRead'],
    'onUserConfirm',
    'Send parcel content on confirm, or with each batch of reads (batch reading mode) (001 §3, 001 §4.4).',
  ),
  startAsnScreen: enumOption(
    ['no', 'inputCode', 'asnList', 'asnListAndInputCode'],
    'no',
    'Which ASN selection screen opens first in shipment mode (001 §3, 001 §2.4).',
  ),
  canCreateParcels: booleanOption(false, "Show 'New parcel' on the ASN screen (001 §3, 001 §4.2)."),
  genericDiscrepancyMessage: booleanOption(false, 'Use the generic discrepancy question at confirm (001 §3, 001 §5).'),
  reverseAsnOrder: booleanOption(false, 'List ASNs oldest first (001 §3, 001 §7).'),
  reverseParcelOrder: booleanOption(false, 'List ASN parcels in ascending order (001 §3, 001 §7).'),
  allowUnpack: booleanOption(false, 'PACKING: offer to unpack an already packed parcel (001 §3, 001 §4.3).'),
  shippingReadTimeout: numberOption(1000, 'Shipping read timeout in ms (001 §3, 001 §9).'),
  filterByOperation: booleanOption(false, 'Filter ASN parcels by operation (001 §3, 001 §7).'),
  startParcelWithAsn: booleanOption(
    true,
    "Send startParcelWithAsn when starting a parcel; true unless 'false' (001 §3, 001 §7).",
  ),
});
