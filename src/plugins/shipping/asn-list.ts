/**
 * The ASN list (001 §2.5): the shipments of the workstation's place in the statuses of the operation's type, searched
 * on the server; choosing or creating a shipment starts it and opens its ASN screen. 'Read parcel' opens the start
 * form (the ASN selection skipped, 001 §2.4).
 */
import { listAsns, startAsn } from '../../api/shipping.ts';
import { isRecord } from '../../core/guards.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import type { Asn } from '../../core/shipping/shipment-records.ts';
import { asnListSort, asnListStatuses } from '../../core/shipping/shipment-rules.ts';
import {
  loadCounter,
  screenValue,
  segmentOf,
  setScreen,
  showFailure,
  showMessage,
  workstationPlaceOf,
  type ShippingContext,
} from './session.ts';

/** 001 §2.5: the default create form, one required autofocused shipmentCode 'Shipment Code'. */
export const defaultAsnFormSchema = [
  {
    name: 'shipmentCode',
    label: { en: 'Shipment Code', it: 'Codice spedizione' },
    type: 'text',
    required: true,
    autoFocus: true,
  },
];

/** A row of the list: what the columns show, with the ASN it stands for. */
export interface AsnRow {
  id: string;
  code: string;
  status: string;
  destination: string;
  shippingDate?: number;
  parcels: string;
  asn: Asn;
}

export function asnRow(asn: Asn): AsnRow {
  return {
    id: asn.id,
    code: asn.code,
    status: asn.status,
    destination: asn.destinationPlace?.description ?? '',
    shippingDate: asn.shippingDate,
    parcels: `${asn.receivedParcels ?? 0}/${asn.expectedParcels ?? 0}`,
    asn,
  };
}

async function loadAsns(context: ShippingContext, search: string): Promise<AsnRow[]> {
  const placeId = workstationPlaceOf(context);
  if (!placeId) {
    await showMessage(context, 'confirmation.missingWorkstationPlace');
    return [];
  }
  try {
    const page = await listAsns(context.api, segmentOf(context), {
      operationId: context.operation.id,
      destinationPlaceId: placeId,
      statuses: asnListStatuses(context.operation.type ?? 'INBOUND'),
      sort: asnListSort(context.kindOptions.reverseAsnOrder),
      likeCodes: search,
    });
    return page.content.map(asnRow);
  } catch (failure) {
    // 001 §8: an error notification, and the list stays empty.
    void showFailure(context, failure);
    return [];
  }
}

/** As the list opens: 'loading data' while the shipments load into `screen.asns`. */
export async function openAsnList(context: ShippingContext): Promise<void> {
  const loads = loadCounter(context, 'asns');
  const load = loads.next();
  setScreen(context, { loading: true, asnFormSchema: asnFormSchemaOf(context) });
  const rows = await loadAsns(context, '');
  if (loads.isLatest(load)) setScreen(context, { asns: rows });
  setScreen(context, { loading: false });
}

/** Handler `searchAsns`, args {search}: the list's server search (001 §2.5, 300 ms debounce in the widget). */
export async function searchAsns(context: ShippingContext, args: Record<string, unknown>): Promise<AsnRow[]> {
  loadCounter(context, 'asns').next();
  return loadAsns(context, typeof args.search === 'string' ? args.search : '');
}

/** The operation's ASN form schema (000 §3 asnFormSchema), else the default create form (001 §2.5). */
export function asnFormSchemaOf(context: ShippingContext): unknown[] {
  return context.operation.asnFormSchema.length > 0 ? [...context.operation.asnFormSchema] : defaultAsnFormSchema;
}

/** Starts the ASN of this code and opens its screen (001 §4.2 'start ASN'); 'Start ASN Error' when it fails. */
async function startAndOpen(context: ShippingContext, code: string, attributes: Record<string, unknown>) {
  const placeId = workstationPlaceOf(context);
  if (!placeId) return showMessage(context, 'confirmation.missingWorkstationPlace');
  let asn: Asn;
  try {
    asn = await startAsn(context.api, segmentOf(context), {
      operationId: context.operation.id,
      asnCode: code,
      destinationPlaceId: placeId,
      attributes,
    });
  } catch (failure) {
    return showFailure(context, failure, context.translate('shipment.errors.startAsn'));
  }
  // 001 §8 submit_asn: an ASN without an id cannot be opened.
  if (!asn.id) return showMessage(context, 'shipment.errors.submitAsn');
  context.navigate(buildRoute(routePattern('shippingAsn'), { opCode: context.operation.code, asnId: asn.id }), {
    state: { asn },
  });
}

/** Handler `openAsn`, args {row}: a pressed shipment is started and opened. */
export async function openAsn(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const row = isRecord(args.row) ? args.row : undefined;
  const asn = row && isRecord(row.asn) ? row.asn : undefined;
  if (!asn || typeof asn.code !== 'string') return showMessage(context, 'shipment.errors.noAsnSelected');
  await startAndOpen(context, asn.code, isRecord(asn.attributes) ? asn.attributes : {});
}

/** Handler `createAsn`, args {formData}: the create form's data; shipmentCode names the new shipment. */
export async function createAsn(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const formData = isRecord(args.formData) ? args.formData : {};
  const { shipmentCode, ...attributes } = formData;
  const code = typeof shipmentCode === 'string' ? shipmentCode.trim() : '';
  if (!code) return showMessage(context, 'shipment.errors.submitAsn');
  setScreen(context, { creating: false });
  await startAndOpen(context, code, attributes);
}

/** Handler `readParcel`: the start form, ASN selection skipped (001 §2.4, 'Read parcel'). */
export async function readParcel(context: ShippingContext): Promise<void> {
  context.navigate(buildRoute(routePattern('shippingStart'), { opCode: context.operation.code, readParcel: 'true' }));
}

/** Handler `leaveAsnList`: back from the create form returns to the list (001 §2.5); from the list, to /. */
export async function leaveAsnList(context: ShippingContext): Promise<void> {
  const creating = screenValue(context, 'creating') === true;
  if (creating && context.kindOptions.startAsnScreen !== 'inputCode') setScreen(context, { creating: false });
  else context.navigate('/');
}
