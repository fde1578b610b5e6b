/**
 * The simple item list's confirm (001 §2.9, §4.5, §4.6, §7 Save): needs the workstation's place ('Missing workstation
 * place', 001 §5) and at least one ok item; saves {form, operationId, operationPlaceId, itemIds} through the shared
 * item-list confirm (warning question, idempotency, sync or async, post-confirm).
 */
import type { ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { confirmItemList, resumeItemListConfirm } from '../shared/item-list-confirm.ts';
import { formDataOf, workstationOf } from '../shared/screen-values.ts';
import { simpleItemListKind, type SimpleItemListContext } from './session.ts';

/** Confirms the list; a call while a confirm runs answers that confirm's result. postConfirm false: per read. */
export function confirmList(context: SimpleItemListContext, postConfirm = true): Promise<ConfirmResult | undefined> {
  const { placeId } = workstationOf(context.state);
  const customExtensionCode = context.kindOptions.customExtensionCode;
  return confirmItemList(
    context,
    simpleItemListKind(context),
    {
      check: () => (placeId ? undefined : 'confirmation.missingWorkstationPlace'),
      build: (itemIds) => ({
        form: formDataOf(context.state),
        operationId: context.operation.id,
        operationPlaceId: placeId,
        itemIds,
        ...(customExtensionCode ? { customExtensionCode } : {}),
      }),
    },
    postConfirm,
  );
}

/** A restored session's confirm, sent again with its key (with confirmOnItemRead, a per-read one). */
export async function resumeList(context: SimpleItemListContext, confirm: ConfirmInFlight): Promise<void> {
  const perRead = context.kindOptions.confirmOnItemRead;
  await resumeItemListConfirm(context, simpleItemListKind(context), confirm, undefined, !perRead);
}
