/**
 * The simple item list's confirm (001 §2.9, §4.5, §4.6, §7 Save): needs the workstation's place ('Missing workstation
 * place', 001 §5) and at least one ok item; saves {form, operationId, operationPlaceId, itemIds} through the shared
 * confirmation machinery (warning question, idempotency, sync or async, post-confirm).
 */
import type { SimpleItemListSave } from '../../api/simple-item-list.ts';
import type { ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { confirmableItems } from './confirmable-items.ts';
import { saveFingerprint } from './save-fingerprint.ts';
import { formDataOf, workstationOf } from './screen-values.ts';
import { sessionOf, type SimpleItemListContext } from './session.ts';

async function run(context: SimpleItemListContext, postConfirm: boolean): Promise<ConfirmResult | undefined> {
  const { operation, translate: t } = context;
  const session = sessionOf(context);
  const { placeId } = workstationOf(context.state);
  if (!placeId) {
    await showError(context.dialogs, operation.options.errorMessageView, {
      title: t('errors.title'),
      message: t('confirmation.missingWorkstationPlace'),
    });
    return undefined;
  }
  const items = confirmableItems(context.readings?.reads() ?? [], session.confirmed);
  if (items.okCount === 0) return undefined;
  const customExtensionCode = context.kindOptions.customExtensionCode;
  const save: SimpleItemListSave = {
    form: formDataOf(context.state),
    operationId: operation.id,
    operationPlaceId: placeId,
    itemIds: items.itemIds,
    ...(customExtensionCode ? { customExtensionCode } : {}),
  };
  const result = await session.machine.confirm({
    payload: save,
    fingerprint: saveFingerprint(save),
    warningCount: items.warningCount,
    postConfirm,
  });
  // After keepInput the list starts again; elsewhere these items are done on this screen.
  if (result.status === 'confirmed' && result.next !== 'keepInput')
    for (const id of save.itemIds) session.confirmed.add(id);
  return result;
}

/** Confirms the list; a call while a confirm runs answers that confirm's result. postConfirm false: per read. */
export function confirmList(context: SimpleItemListContext, postConfirm = true): Promise<ConfirmResult | undefined> {
  const session = sessionOf(context);
  session.flight ??= run(context, postConfirm).finally(() => (session.flight = undefined));
  return session.flight;
}
