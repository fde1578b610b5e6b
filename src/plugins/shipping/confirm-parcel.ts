/**
 * The parcel confirm of 001 §4.4: stop the reader; the required-fields modal when showModalOnConfirm is set or a
 * required field is empty; the checklist check (KO tells and stops, WARNING asks); then, through the shared confirm
 * machinery (one attempt, one Idempotency-Key, sync or async): start the parcel when none exists, CLEAR and INSERT
 * the ok items (not in batch reading mode), and confirm the parcel. What follows is 001 §4.5's.
 */
import { confirmParcel } from '../../api/shipping.ts';
import type { ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { isMissing } from '../../core/forms/validate-form.ts';
import { isRecord } from '../../core/guards.ts';
import {
  checklistModeOn,
  reconcile,
  reconciliationMessage,
  rowsFromReads,
  summarizeChecklist,
} from '../../core/shipping/checklist-reconciliation.ts';
import { confirmItemList, type ItemListConfirmKind } from '../shared/item-list-confirm.ts';
import { formDataOf } from '../shared/screen-values.ts';
import { batchMode, leaveParcelReading, readingSession, sendContent, takeParcel } from './parcel-reading.ts';
import { segmentOf, workstationPlaceOf, yesNo, type ShippingContext } from './session.ts';
import { startShippingParcel } from './start-parcel.ts';

interface ParcelConfirm {
  itemIds: readonly string[];
  formData: Readonly<Record<string, unknown>>;
}

/** 001 §4.4 step 2: the form when asked for, or when a required field is empty; undefined when cancelled. */
async function requiredFields(context: ShippingContext): Promise<Record<string, unknown> | undefined> {
  const formData = formDataOf(context.state);
  const { fields } = parseFormSchema(context.operation.formSchema);
  const missing = fields.some((field) => field.required && field.type !== 'value' && isMissing(field, formData));
  if (!context.kindOptions.showModalOnConfirm && !missing) return formData;
  const answered = await context.dialogs.form({
    title: context.translate('shipment.requiredFieldsTitle'),
    formSchema: context.operation.formSchema,
    initialData: formData,
    submitLabel: context.translate('shipment.updateAndConfirm'),
    cancelLabel: context.translate('runtime.back'),
  });
  if (answered) context.state.set('formData', answered);
  return answered;
}

/** 001 §4.4 step 4: the read items against the parcel's checklist; false stops the confirm. */
async function checklistAllows(context: ShippingContext): Promise<boolean> {
  const { checklist } = readingSession(context);
  if (!checklist || !checklistModeOn(context.kindOptions.hasChecklist, formDataOf(context.state))) return true;
  const reads = [...(context.readings?.reads() ?? [])]
    .filter((read) => read.status === 'valid' || read.status === 'warning')
    .map((read) => ({ productCode: read.item?.product?.code ?? '', itemId: read.item?.id }));
  const { canConfirmWithMissing, canConfirmWithOverQuantity, canConfirmWithUnexpected, genericDiscrepancyMessage } =
    context.kindOptions;
  const outcome = reconcile(summarizeChecklist(rowsFromReads(checklist, reads)), {
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
    send: async ({ itemIds, formData }, options) => {
      const session = readingSession(context);
      // Step 5: the parcel is created when none exists yet.
      session.parcel ??= await startShippingParcel(context, formData, session.asn);
      const parcel = session.parcel;
      if (!parcel) throw new ParcelNotStartedError();
      takeParcel(context, parcel);
      // Step 6: the parcel's content is exactly the ok items (batch mode sent them as they came).
      if (!batchMode(context)) {
        await sendContent(context, 'CLEAR', []);
        await sendContent(context, 'INSERT', [...itemIds]);
      }
      // Step 7.
      const placeId = workstationPlaceOf(context);
      const asnCode = session.asn?.code ?? parcel.asn?.code;
      return confirmParcel(
        context.api,
        segment,
        {
          ...formData,
          operationId: context.operation.id,
          attributes: { ...formData },
          parcelCode: parcel.code,
          operationPlaceId: typeof formData.operationPlaceId === 'string' ? formData.operationPlaceId : placeId,
          ...(isRecord(formData.destinationZoneId) || typeof formData.destinationZoneId === 'string'
            ? { destinationZoneId: formData.destinationZoneId }
            : {}),
          ...(asnCode ? { asnCode, hasAsn: true } : { hasAsn: false }),
          async: options.mode === 'async',
        },
        options,
      );
    },
    back: () => void leaveParcelReading(context),
  };
}

/** The parcel could not be started: its error was shown already. */
export class ParcelNotStartedError extends Error {
  constructor() {
    super('The parcel could not be started');
    this.name = 'ParcelNotStartedError';
  }
}

/** The Confirm of the parcel reading (001 §4.4). */
export async function confirmShippingParcel(context: ShippingContext): Promise<ConfirmResult | undefined> {
  await context.reader?.stop();
  const formData = await requiredFields(context);
  if (!formData) return undefined;
  if (!(await checklistAllows(context))) return undefined;
  return confirmItemList(context, parcelKind(context), {
    check: () => (workstationPlaceOf(context) ? undefined : 'confirmation.missingWorkstationPlace'),
    build: (itemIds) => ({ itemIds, formData: formDataOf(context.state) }),
  });
}
