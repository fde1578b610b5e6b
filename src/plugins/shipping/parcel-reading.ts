/**
 * The parcel reading (001 §2.7): needs the start form's data; the parcel, its ASN and its checklist come in the
 * navigation state (or the parcel is started here, when a checklist must be known while reading or in batch reading
 * mode, 001 §4.4). The checklist's products are the screen's expected products (001 §2.7 counters, 000 §4.7 colours).
 */
import { batchValidateShipping, parcelDetail, updateParcelContent } from '../../api/shipping.ts';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import type { ExpectedProduct } from '../../core/readings/checklist-counts.ts';
import {
  missingChecklistProducts,
  parseChecklist,
  type Checklist,
} from '../../core/shipping/checklist-reconciliation.ts';
import { parseAsn, parseParcel, type Asn, type Parcel } from '../../core/shipping/shipment-records.ts';
import { parcelReadingBack } from '../../core/shipping/shipping-navigation.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import type { ListedRead } from '../define-plugin.ts';
import { formDataOf } from '../shared/screen-values.ts';
import { segmentOf, setScreen, showFailure, showMessage, workstationPlaceOf, type ShippingContext } from './session.ts';
import { startShippingParcel } from './start-parcel.ts';

export interface ReadingSession {
  parcel?: Parcel;
  asn?: Asn;
  checklist?: Checklist;
  /** The checklist's products (cartonization: handed over with the checklist). */
  products?: Parcel['products'];
  /** Items already INSERTed in batch reading mode. */
  inserted: Set<string>;
  /** Items removed from the list whose REMOVE the server has not answered yet (kept with the durable session). */
  removing: Set<string>;
  /** The batch INSERTs under way, one after the other (001 §4.4 batch reading mode). */
  queue: Promise<void>;
  /** The parcel whose content a confirm attempt (by its key) has sent: sent again, the confirm would not change it. */
  contentSent?: { parcelCode: string; idempotencyKey: string };
}

export const readingSession = (context: ShippingContext) =>
  context.session.get<ReadingSession>('shipping/reading', () => ({
    parcel: parseParcel(context.navigation.parcel),
    asn: parseAsn(context.navigation.asn),
    inserted: new Set(),
    removing: new Set(keptCodes(context.durable?.kept(REMOVING))),
    queue: Promise.resolve(),
  }));

/** The durable session's name for the items whose REMOVE is not answered yet. */
const REMOVING = 'shipping/removing';

/** Item ids as stored in the browser (checked, not trusted). */
const keptCodes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

export const batchMode = (context: ShippingContext) =>
  context.kindOptions.persistParcelContentScannings === 'onBatchRead';

/** The expected products of a checklist: quantities by product, or each listed item once (001 §3 Checklist). */
export function expectedProductsOf(checklist: Checklist, products: Parcel['products']): ExpectedProduct[] {
  const byCode = new Map((products ?? []).map((product) => [product.code, product]));
  const rows =
    checklist.type === 'CHECKLIST_BY_ITEM'
      ? checklist.checklistItems.map((entry) => ({ productCode: entry.productCode, expected: 1 }))
      : checklist.checklistProducts.map((entry) => ({ productCode: entry.productCode, expected: entry.quantity }));
  return rows.map((row) => ({ ...row, product: byCode.get(row.productCode) }));
}

/** The parcel of the screen got known: its checklist becomes the expected products; the header shows its codes. */
export function takeParcel(context: ShippingContext, parcel: Parcel): void {
  const session = readingSession(context);
  session.parcel = parcel;
  // A restored reading opens on this parcel again rather than starting one (a packed one would ask to unpack).
  context.durable?.keepNavigation({ parcel });
  const checklist = parcel.checklist === undefined ? undefined : parseChecklist(parcel.checklist);
  if (checklist) {
    session.checklist = checklist;
    context.readings?.setExpected(expectedProductsOf(checklist, parcel.products));
    // 000 §5: each checklist product must be among the parcel's products.
    const known = new Set((parcel.products ?? []).map((product) => product.code));
    for (const code of parcel.products ? missingChecklistProducts(checklist, known) : [])
      void showMessage(context, 'shipment.checklist.productMissing', { code });
  }
  setScreen(context, { parcelCode: parcel.code, asnCode: session.asn?.code ?? parcel.asn?.code ?? '' });
}

/** As the reading opens: the parcel handed over, else started now when a checklist or batch mode needs it. */
export async function openParcelReading(context: ShippingContext): Promise<void> {
  // 000 §8.3: parcels are read by RFID; another readingMode cannot be served here.
  if (context.kindOptions.readingMode !== 'rfid') {
    await showMessage(context, 'device.errors.readingModeNotSupported');
    return context.back();
  }
  const session = readingSession(context);
  setScreen(context, { asnCode: session.asn?.code ?? '', batchMode: batchMode(context) });
  if (session.parcel) takeParcel(context, session.parcel);
  else if (context.kindOptions.hasChecklist || batchMode(context)) {
    const parcel = await startShippingParcel(context, formDataOf(context.state), session.asn);
    if (!parcel) return context.back();
    takeParcel(context, parcel);
  } else await lookUpTypedParcel(context);
  // Reads listed as the screen opens are a restored session's (issue 17): in batch mode an INSERT of them, or a REMOVE
  // of reads taken off, may have gone with the page, and a confirm does not send the content again. INSERT and REMOVE
  // have set semantics: sent again, they change nothing.
  if (!batchMode(context)) return;
  try {
    await syncContent(context);
  } catch (failure) {
    await showFailure(context, failure);
  }
}

const typedParcelCode = (context: ShippingContext) => {
  const code = formDataOf(context.state).parcelCode;
  return typeof code === 'string' ? code.trim() : '';
};

/**
 * 001 §7 parcelDetail: the parcel code typed on the start form, not started before the confirm (001 §4.4 step 5), is
 * looked up so the header shows its shipment (001 §2.7). A code the server does not know is a parcel the confirm
 * will create, not an error; a lookup that fails is told and the reading goes on.
 */
async function lookUpTypedParcel(context: ShippingContext): Promise<void> {
  const parcelCode = typedParcelCode(context);
  if (!parcelCode) return;
  try {
    const known = await parcelDetail(context.api, segmentOf(context), {
      operationId: context.operation.id,
      parcelCode,
    });
    if (known?.asn?.code && !readingSession(context).asn) setScreen(context, { asnCode: known.asn.code });
  } catch (failure) {
    await showFailure(context, failure);
  }
}

/**
 * 001 §5 'Missing parcel': a confirm with no parcel on the screen and no parcel code to start one (an operation whose
 * form has no parcelCode, e.g. an empty form submitted at once, 001 §2.3). Cartons are numbered by the server.
 */
export function lacksParcel(context: ShippingContext, carton: boolean): boolean {
  return !carton && !readingSession(context).parcel && typedParcelCode(context) === '';
}

/** 001 §7 batchValidate: form data + operationId + parcelCode + clientPlaceId, the ASN left out. */
export function decodeParcelReads(context: ShippingContext, identifierCodes: string[]): Promise<DecodedRead[]> {
  const { asn: _asn, ...form } = formDataOf(context.state);
  const parcelCode =
    readingSession(context).parcel?.code ?? (typeof form.parcelCode === 'string' ? form.parcelCode : '');
  return batchValidateShipping(context.api, segmentOf(context), {
    ...form,
    operationId: context.operation.id,
    parcelCode,
    clientPlaceId: workstationPlaceOf(context),
    identifierCodes,
  });
}

/** 001 §2.7: back to the backRoute, else the start form when it has fields, else the dashboard. */
export async function leaveParcelReading(context: ShippingContext): Promise<void> {
  const { fields } = parseFormSchema(context.operation.formSchema);
  context.navigate(parcelReadingBack(context.navigation, context.operation.code, fields.length > 0));
}

/**
 * Sends the parcel's content calls one after the other (001 §7 updateParcelContent). `undo` runs on a failure before
 * the next call goes (and before the queue settles).
 */
export function sendContent(
  context: ShippingContext,
  action: 'INSERT' | 'REMOVE' | 'CLEAR',
  itemIds: string[],
  undo?: () => void,
) {
  const session = readingSession(context);
  const parcelCode = session.parcel?.code;
  if (!parcelCode || (action !== 'CLEAR' && itemIds.length === 0)) return Promise.resolve();
  const run = session.queue
    .then(() =>
      updateParcelContent(context.api, segmentOf(context), {
        operationId: context.operation.id,
        parcelCode,
        action,
        itemIds,
      }),
    )
    .catch((failure: unknown) => {
      undo?.();
      throw failure;
    });
  session.queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/**
 * INSERTs the items of the valid reads not INSERTed yet (001 §4.4 batch reading mode); a failure leaves them for the
 * next call, and throws.
 */
async function insertNewItems(context: ShippingContext): Promise<void> {
  const session = readingSession(context);
  const fresh: string[] = [];
  for (const read of context.readings?.reads() ?? []) {
    const id = read.item?.id;
    if (read.status === 'valid' && id && !session.inserted.has(id)) fresh.push(id);
  }
  if (fresh.length === 0) return;
  for (const id of fresh) session.inserted.add(id);
  // An item read again after its REMOVE failed is in the parcel once this INSERT is: that REMOVE must not go later.
  const reread = fresh.filter((id) => session.removing.delete(id));
  if (reread.length > 0) keepRemoving(context);
  await sendContent(context, 'INSERT', fresh, () => {
    for (const id of fresh) session.inserted.delete(id);
  });
}

function keepRemoving(context: ShippingContext): void {
  context.durable?.keep(REMOVING, [...readingSession(context).removing]);
}

/** Sends the REMOVE of these items; they stay pending (and kept) until the server answered it. */
async function removeItems(context: ShippingContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const session = readingSession(context);
  for (const id of ids) session.removing.add(id);
  keepRemoving(context);
  await sendContent(context, 'REMOVE', [...ids]);
  for (const id of ids) session.removing.delete(id);
  keepRemoving(context);
}

/**
 * Batch reading mode: the parcel's content catches up with the list. The content calls under way are answered first;
 * then the REMOVEs not answered (failed, or gone with the page) and the INSERTs of the valid reads not INSERTed go.
 * Throws when one cannot be sent (what is left goes the next time).
 */
export async function syncContent(context: ShippingContext): Promise<void> {
  const session = readingSession(context);
  await session.queue;
  await removeItems(context, [...session.removing]);
  await insertNewItems(context);
}

/** Batch reading mode (001 §4.4): each batch of newly ok items is INSERTed at once. */
export async function insertBatch(context: ShippingContext): Promise<void> {
  if (!batchMode(context)) return;
  try {
    await insertNewItems(context);
  } catch (failure) {
    await showFailure(context, failure);
  }
}

/**
 * Batch reading mode: removing reads sends REMOVE (001 §4.4, remove mode 001 §4.7). Without a parcel on the screen
 * (its start after a keepInput confirm failed) the REMOVE has no parcel to name: 'Invalid parcel to remove' (001 §8),
 * rather than a removal that silently never reaches the server.
 */
export async function removeFromParcel(context: ShippingContext, reads: readonly ListedRead[]): Promise<void> {
  if (!batchMode(context)) return;
  const session = readingSession(context);
  if (!session.parcel) {
    if (reads.some((read) => read.item?.id)) await showMessage(context, 'shipment.errors.invalidParcelToRemove');
    return;
  }
  const ids = reads.map((read) => read.item?.id ?? '').filter((id) => session.inserted.has(id));
  for (const id of ids) session.inserted.delete(id);
  await removeItems(context, ids);
}

/** Batch reading mode: clear sends CLEAR (001 §4.4). */
export async function clearParcel(context: ShippingContext): Promise<void> {
  if (!batchMode(context)) return;
  const session = readingSession(context);
  session.inserted.clear();
  // The CLEAR takes away what a REMOVE not answered would have.
  session.removing.clear();
  keepRemoving(context);
  await sendContent(context, 'CLEAR', []);
}
