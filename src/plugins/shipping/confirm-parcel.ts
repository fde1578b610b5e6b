/**
 * The parcel confirm of 001 §4.4: stop the reader; the required-fields modal when showModalOnConfirm is set or a
 * required field is empty; the checklist check (KO tells and stops, WARNING asks); then, through the shared confirm
 * machinery (one attempt, one Idempotency-Key, sync or async): start the parcel when none exists, CLEAR and INSERT
 * the ok items (not in batch reading mode), and confirm the parcel. What follows is 001 §4.5's.
 */
import { confirmParcel } from '../../api/shipping.ts';
import type { ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { ApiError } from '../../core/api-error.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { asnCodeOf, parcelConfirmPlaces } from '../../core/shipping/confirm-data.ts';
import { isRecord } from '../../core/guards.ts';
import {
  checklistModeOn,
  reconcile,
  reconciliationMessage,
  rowsFromReads,
  summarizeChecklist,
  type ChecklistSummary,
} from '../../core/shipping/checklist-reconciliation.ts';
import { confirmItemList, resumeItemListConfirm, type ItemListConfirmKind } from '../shared/item-list-confirm.ts';
import { saveFingerprint } from '../shared/save-fingerprint.ts';
import { askRequiredFields } from '../shared/required-fields.ts';
import { formDataOf } from '../shared/screen-values.ts';
import {
  batchMode,
  lacksParcel,
  leaveParcelReading,
  readingSession,
  sendContent,
  syncContent,
  takeParcel,
} from './parcel-reading.ts';
import {
  closeChecklist,
  isCartonization,
  leaveCartonization,
  printCartonLabel,
  refreshChecklist,
  showPrintFailure,
  updateCloseButton,
} from './cartonization.ts';
import { segmentOf, setScreen, workstationPlaceOf, yesNo, type ShippingContext } from './session.ts';
import { startShippingParcel } from './start-parcel.ts';

interface ParcelConfirm {
  itemIds: readonly string[];
  formData: Readonly<Record<string, unknown>>;
}

/** The figures of the ok and warning reads against the checklist of the screen, when it has one. */
function checklistSummary(context: ShippingContext): ChecklistSummary | undefined {
  const { checklist } = readingSession(context);
  if (!checklist) return undefined;
  const reads = [...(context.readings?.reads() ?? [])]
    .filter((read) => read.status === 'valid' || read.status === 'warning')
    .map((read) => ({ productCode: read.item?.product?.code ?? '', itemId: read.item?.id }));
  return summarizeChecklist(rowsFromReads(checklist, reads));
}

/** 001 §4.4 step 3, §5 (cartonization): over-quantity and unexpected items refused when their option says 'no'. */
async function cartonAllows(context: ShippingContext, summary: ChecklistSummary | undefined): Promise<boolean> {
  const { canConfirmWithOverQuantity, canConfirmWithUnexpected } = context.kindOptions;
  const refused =
    summary && summary.overQty > 0 && canConfirmWithOverQuantity === 'no'
      ? 'shipment.cartonization.confirmWithOverqty'
      : summary && summary.unexpecteds > 0 && canConfirmWithUnexpected === 'no'
        ? 'shipment.cartonization.confirmWithUnexpected'
        : undefined;
  if (!refused) return true;
  await showError(context.dialogs, context.operation.options.errorMessageView, {
    title: context.translate('errors.title'),
    message: context.translate(refused),
  });
  return false;
}

/** 001 §4.4 step 4: the read items against the parcel's checklist; false stops the confirm. */
async function checklistAllows(context: ShippingContext, summary: ChecklistSummary | undefined): Promise<boolean> {
  if (!summary || !checklistModeOn(context.kindOptions.hasChecklist, formDataOf(context.state))) return true;
  const { canConfirmWithMissing, canConfirmWithOverQuantity, canConfirmWithUnexpected, genericDiscrepancyMessage } =
    context.kindOptions;
  const outcome = reconcile(summary, {
    canConfirmWithMissing,
    canConfirmWithOverQuantity,
    canConfirmWithUnexpected,
    genericDiscrepancyMessage,
  });
  if (outcome.verdict === 'OK') return true;
  if (outcome.verdict === 'KO') {
    await showError(context.dialogs, context.operation.options.errorMessageView, {
      title: context.translate('errors.title'),
      message: reconciliationMessage(outcome, context.translate),
    });
    return false;
  }
  return context.dialogs.confirm({
    title: context.translate('shipment.checklistTitle'),
    message: reconciliationMessage(outcome, context.translate),
    ...yesNo(context),
  });
}

function parcelKind(context: ShippingContext): ItemListConfirmKind<ParcelConfirm> {
  const segment = segmentOf(context);
  return {
    key: 'shipping/parcel',
    send: async (attempt, options) => {
      const { itemIds, formData } = attempt;
      const session = readingSession(context);
      // Step 5: the parcel is created when none exists yet (a carton: numbered by the server, of the checklist).
      const carton = isCartonization(context);
      // The header's Change may have named another parcel: that one is started.
      const formCode = typeof formData.parcelCode === 'string' ? formData.parcelCode.trim() : '';
      if (!carton && formCode && session.parcel && session.parcel.code !== formCode) session.parcel = undefined;
      session.parcel ??= await startShippingParcel(
        context,
        carton ? { ...formData, parcelCode: '', checklistId: session.checklist?.id } : formData,
        session.asn,
        async (failure) => {
          throw startParcelFailure(failure);
        },
      );
      const parcel = session.parcel;
      // Not started without a failure: the operator answered No to the unpack question.
      if (!parcel) throw startParcelFailure(undefined);
      takeParcel(context, parcel);
      // Step 6: the parcel's content is exactly the ok items (batch mode sent them as they came, and sends now the
      // INSERTs and REMOVEs that did not reach the server); not again for an attempt that sent it already (a resumed
      // confirm whose first attempt may have been applied).
      const sent = session.contentSent;
      if (batchMode(context)) await syncContent(context);
      else if (!(sent?.parcelCode === parcel.code && sent.idempotencyKey === options.idempotencyKey)) {
        await sendContent(context, 'CLEAR', []);
        await sendContent(context, 'INSERT', [...itemIds]);
        session.contentSent = { parcelCode: parcel.code, idempotencyKey: options.idempotencyKey };
        await context.durable?.sending({
          idempotencyKey: options.idempotencyKey,
          fingerprint: saveFingerprint(attempt),
          payload: { itemIds, formData, contentSentTo: parcel.code },
        });
      }
      // Step 7.
      const placeId = workstationPlaceOf(context);
      const asnCode = asnCodeOf(session.asn, parcel);
      const answer = await confirmParcel(
        context.api,
        segment,
        {
          ...formData,
          operationId: context.operation.id,
          attributes: { ...formData },
          parcelCode: parcel.code,
          operationPlaceId: typeof formData.operationPlaceId === 'string' ? formData.operationPlaceId : placeId,
          ...parcelConfirmPlaces(context.operation.type ?? '', formData, placeId),
          ...(isRecord(formData.destinationZoneId) || typeof formData.destinationZoneId === 'string'
            ? { destinationZoneId: formData.destinationZoneId }
            : {}),
          ...(asnCode ? { asnCode, hasAsn: true } : { hasAsn: false }),
          async: options.mode === 'async',
        },
        options,
      );
      // Cartonization: a synchronous confirm prints the carton's label before it counts as done.
      if (carton && answer.mode === 'sync') await printConfirmedCarton(context, parcel.code, itemIds.length);
      return answer;
    },
    back: () => (isCartonization(context) ? leaveCartonization(context) : void leaveParcelReading(context)),
  };
}

/**
 * A parcel that could not be started, as the confirm machinery shows it (once): titled 'Start Parcel Error' (001 §8),
 * with the server's details when it gave them.
 */
function startParcelFailure(failure: unknown): ApiError {
  const title = { key: 'shipment.errors.startParcel' };
  if (failure instanceof ApiError)
    return new ApiError(failure.kind, failure.status, title, failure.detail, failure.errorCode, failure.payload);
  return new ApiError('client', 0, title, { key: 'shipment.errors.parcelNotStarted' });
}

/** The Confirm of the parcel reading (001 §4.4). */
export async function confirmShippingParcel(context: ShippingContext): Promise<ConfirmResult | undefined> {
  await context.reader?.stop();
  const formData = await askRequiredFields(context, context.kindOptions.showModalOnConfirm);
  if (!formData) return undefined;
  const summary = checklistSummary(context);
  const carton = isCartonization(context);
  if (carton && !(await cartonAllows(context, summary))) return undefined;
  if (!(await checklistAllows(context, summary))) return undefined;
  const following = whatFollows(context, summary);
  const result = await confirmItemList(context, parcelKind(context), {
    check: () =>
      !workstationPlaceOf(context)
        ? 'confirmation.missingWorkstationPlace'
        : lacksParcel(context, carton)
          ? 'shipment.errors.missingParcel'
          : undefined,
    build: (itemIds) => ({ itemIds, formData: formDataOf(context.state) }),
    ...(following.next ? { next: following.next } : {}),
  });
  await afterConfirmed(context, result, following.lastCarton);
  return result;
}

/** 001 §4.5 cartonization: the last carton closes the checklist; keepInput reads the next carton; others go back. */
function whatFollows(context: ShippingContext, summary: ChecklistSummary | undefined) {
  if (!isCartonization(context)) return { lastCarton: false, next: undefined };
  const lastCarton = summary !== undefined && summary.missings === 0;
  const keepInput = context.operation.options.postConfirmAction === 'keepInput';
  return { lastCarton, next: lastCarton || keepInput ? ('stay' as const) : ('back' as const) };
}

async function afterConfirmed(context: ShippingContext, result: ConfirmResult | undefined, lastCarton: boolean) {
  if (result?.status !== 'confirmed') return;
  await (isCartonization(context) ? afterCarton(context, result, lastCarton) : afterParcel(context, result));
}

/**
 * The confirm a restored reading had in flight (issue 17), sent again with its key: the parcel is the one kept in
 * the session's navigation state (not started again), its content is not sent again when the first attempt had sent
 * it, so a confirm the server applied before the page went is answered, not applied twice.
 */
export async function resumeShippingParcel(context: ShippingContext, confirm: ConfirmInFlight): Promise<void> {
  const session = readingSession(context);
  const { parcel } = session;
  const sentTo = isRecord(confirm.payload) ? confirm.payload.contentSentTo : undefined;
  if (parcel && sentTo === parcel.code)
    session.contentSent = { parcelCode: parcel.code, idempotencyKey: confirm.idempotencyKey };
  const following = whatFollows(context, checklistSummary(context));
  const result = await resumeItemListConfirm(context, parcelKind(context), confirm, following.next);
  await afterConfirmed(context, result, following.lastCarton);
}

/**
 * After a confirmed parcel (001 §4.5): the next confirm starts its own parcel; with keepInput in batch reading mode a
 * new parcel is started at once, as batch mode needs one while reading.
 */
async function afterParcel(context: ShippingContext, result: Extract<ConfirmResult, { status: 'confirmed' }>) {
  const session = readingSession(context);
  session.parcel = undefined;
  session.inserted.clear();
  if (!batchMode(context) || result.next !== 'keepInput') return;
  const parcel = await startShippingParcel(context, formDataOf(context.state), session.asn);
  if (parcel) takeParcel(context, parcel);
}

async function printConfirmedCarton(context: ShippingContext, code: string, items: number): Promise<void> {
  // The carton is confirmed either way: a label that cannot be printed is told, and can be printed again.
  await printCartonLabel(context, code, items).catch((failure: unknown) => showPrintFailure(context, failure));
}

/** After a confirmed carton: its label (async), the checklist's figures, then the next carton or the closing. */
async function afterCarton(context: ShippingContext, result: ConfirmResult, lastCarton: boolean): Promise<void> {
  const session = readingSession(context);
  const carton = session.parcel;
  session.parcel = undefined;
  if (carton && context.operation.options.executionModeForSyncConfirmation === 'async')
    await printConfirmedCarton(
      context,
      carton.code,
      [...(context.readings?.reads() ?? [])].filter((read) => read.status === 'valid' || read.status === 'warning')
        .length,
    );
  setScreen(context, { cartonConfirmed: true });
  await refreshChecklist(context);
  if (lastCarton) return closeChecklist(context);
  if (result.status === 'confirmed' && result.next === 'stay') await context.readings?.clear();
  updateCloseButton(context);
}
