/**
 * The ASN screen, reading A (001 §2.5, the spec README's decision): the shipment's parcels with a search, rows that
 * open onto their content once completed, 'New parcel' when allowed, and 'Confirm shipment' with the force-close
 * question (001 §4.2).
 */
import { imageUrl } from '../../api/item-info.ts';
import { confirmAsn, fetchAsn, fetchParcelContent, listAsnParcels } from '../../api/shipping.ts';
import { isRecord } from '../../core/guards.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { parseAsn, type Asn, type Parcel } from '../../core/shipping/shipment-records.ts';
import {
  asnCounters,
  canCreateParcel,
  isParcelCompleted,
  needsForceClose,
} from '../../core/shipping/shipment-rules.ts';
import type { Product } from '../../core/readings/decoded-read.ts';
import { productImageId } from '../../core/readings/product-image.ts';
import { loadCounter, segmentOf, setScreen, showFailure, showMessage, type ShippingContext, yesNo } from './session.ts';

/** A parcel row: code, status chip, detected/expected with unexpected (001 §2.5), and whether it opens. */
export interface ParcelRow {
  id: string;
  code: string;
  status: string;
  counter: string;
  completed: boolean;
  parcel: Parcel;
}

export function parcelRow(type: string, parcel: Parcel): ParcelRow {
  const detected = parcel.parcelEntryQuantity ?? 0;
  const expected = parcel.checklistExpectedQuantity;
  const unexpected = parcel.parcelUnexpectedQuantity ?? 0;
  const counter = `${detected}/${expected ?? 0}${unexpected > 0 ? ` (+${unexpected})` : ''}`;
  return {
    id: parcel.id,
    code: parcel.code,
    status: parcel.status,
    counter,
    completed: isParcelCompleted(type, parcel.status),
    parcel,
  };
}

/** 001 §2.5 content table: style / material / color / size, each by its value (its description when blank). */
export function variantOf(product: Product | undefined): string {
  if (!product) return '';
  return [product.style, product.material, product.color, product.size]
    .map((coded) => coded?.value || coded?.description || '')
    .filter(Boolean)
    .join(' / ');
}

const asnIdOf = (context: ShippingContext) => context.params.asnId ?? '';

/** The ASN handed over by the list (001 §2.2 navigation state), when it is the one of the route. */
function handedAsn(context: ShippingContext): Asn | undefined {
  const asn = parseAsn(context.navigation.asn);
  return asn && asn.id === asnIdOf(context) ? asn : undefined;
}

function showAsn(context: ShippingContext, asn: Asn, parcels: readonly Parcel[]) {
  const type = context.operation.type ?? 'INBOUND';
  const counters = asnCounters(asn, parcels, context.kindOptions.hasChecklist);
  setScreen(context, {
    asn,
    asnCounter:
      counters.expected === undefined ? String(counters.detected) : `${counters.detected}/${counters.expected}`,
    canCreateParcel: canCreateParcel(type, asn.status, context.kindOptions.canCreateParcels),
    parcels: parcels.map((parcel) => parcelRow(type, parcel)),
    hasParcels: parcels.length > 0,
  });
}

async function loadParcels(context: ShippingContext, search: string): Promise<Parcel[]> {
  const page = await listAsnParcels(context.api, segmentOf(context), {
    operationId: context.operation.id,
    asnId: asnIdOf(context),
    search,
    ascending: context.kindOptions.reverseParcelOrder,
    filterByOperation: context.kindOptions.filterByOperation,
  });
  return page.content;
}

/** As the screen opens: the ASN (handed over, else fetched by asnId) and its parcels. */
export async function openAsnDetail(context: ShippingContext): Promise<void> {
  const loads = loadCounter(context, 'parcels');
  const load = loads.next();
  setScreen(context, { loading: true });
  try {
    const handed = handedAsn(context);
    const [asn, parcels] = await Promise.all([
      handed ? Promise.resolve(handed) : fetchAsn(context.api, asnIdOf(context)),
      loadParcels(context, ''),
    ]);
    if (loads.isLatest(load)) showAsn(context, asn, parcels);
  } catch (failure) {
    await showFailure(context, failure);
    if (!handedAsn(context)) context.back();
  } finally {
    setScreen(context, { loading: false });
  }
}

/** Handler `searchParcels`, args {search}: the parcel search (001 §2.5, 300 ms debounce in the widget). */
export async function searchParcels(context: ShippingContext, args: Record<string, unknown>): Promise<ParcelRow[]> {
  loadCounter(context, 'parcels').next();
  try {
    const parcels = await loadParcels(context, typeof args.search === 'string' ? args.search : '');
    return parcels.map((parcel) => parcelRow(context.operation.type ?? 'INBOUND', parcel));
  } catch (failure) {
    void showFailure(context, failure);
    return [];
  }
}

/** Handler `parcelContent`, args {row}: a completed parcel's content rows (001 §2.5), kept by the list once loaded. */
export async function parcelContent(context: ShippingContext, args: Record<string, unknown>) {
  const row = isRecord(args.row) ? args.row : {};
  const parcelId = typeof row.id === 'string' ? row.id : '';
  try {
    const entries = await fetchParcelContent(context.api, {
      operationId: context.operation.id,
      parcelId,
      groupedBy: context.operation.options.readingsDisplayMode === 'item' ? 'item' : 'product',
    });
    return entries.map((entry) => ({
      key: entry.key,
      image: contentImageUrl(context, entry.product),
      code: entry.product?.code ?? entry.identifierCode ?? '',
      variant: variantOf(entry.product),
      quantity: entry.expected > 0 ? `${entry.detected}/${entry.expected}` : String(entry.detected),
    }));
  } catch (failure) {
    // 001 §8: 'Error in reading the contents of the parcel', titled Error.
    await showMessage(context, 'shipment.errors.parcelContent');
    throw failure;
  }
}

/** The picture of a content row's product at the URL the reading rows show it from (000 §7.3); none without one. */
function contentImageUrl(context: ShippingContext, product: Product | undefined): string {
  const imageId = productImageId(product);
  return imageId ? imageUrl(context.api, imageId) : '';
}

/** Handler `openParcel`, args {row}: a parcel not completed opens its add-parcel form (001 §2.5). */
export async function openParcel(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const row = isRecord(args.row) ? args.row : undefined;
  if (!row || typeof row.id !== 'string') return;
  const screen = context.state.get('screen');
  const asn = isRecord(screen) ? screen.asn : undefined;
  context.navigate(
    buildRoute(routePattern('shippingAddParcelFor'), {
      opCode: context.operation.code,
      asnId: asnIdOf(context),
      parcelId: row.id,
    }),
    { state: { asn, parcel: row.parcel } },
  );
}

/** Handler `newParcel`: the add-parcel form of this ASN (001 §2.6). */
export async function newParcel(context: ShippingContext): Promise<void> {
  const screen = context.state.get('screen');
  context.navigate(
    buildRoute(routePattern('shippingAddParcel'), { opCode: context.operation.code, asnId: asnIdOf(context) }),
    { state: { asn: isRecord(screen) ? screen.asn : undefined } },
  );
}

/**
 * Handler `confirmShipment` (001 §4.2): with a parcel not received the operator first agrees to force the closing;
 * the ASN is confirmed with now as transactionDate, a success toast shows and the list opens again.
 */
export async function confirmShipment(context: ShippingContext): Promise<void> {
  const screen = context.state.get('screen');
  const asn = parseAsn(isRecord(screen) ? screen.asn : undefined);
  if (!asn) return showMessage(context, 'shipment.errors.noAsnSelected');
  const rows = isRecord(screen) && Array.isArray(screen.parcels) ? (screen.parcels as ParcelRow[]) : [];
  if (needsForceClose(rows.map((row) => row.parcel))) {
    const agreed = await context.dialogs.confirm({
      title: context.translate('shipment.confirmShipment'),
      message: context.translate('shipment.confirmCloseAsn'),
      ...yesNo(context),
    });
    if (!agreed) return;
  }
  try {
    await confirmAsn(context.api, segmentOf(context), {
      operationId: context.operation.id,
      asnCode: asn.code,
      transactionDate: Date.now(),
    });
  } catch (failure) {
    return showFailure(context, failure);
  }
  context.dialogs.toast({
    status: 'success',
    title: context.operation.description || context.translate('confirmation.success'),
    description: context.translate('confirmation.genericSuccess'),
  });
  context.navigate(buildRoute(routePattern('shippingStart'), { opCode: context.operation.code }));
}
