/**
 * Transfer to zone's confirm (001 §4.9, §5, §7): at least one ok item; the origin place is the form's originPlaceId,
 * else the workstation's ('Missing workstation place' without either); sync, or async with the instance fetched by id
 * after the outcome, through the shared item-list confirm.
 */
import { confirmTransfer, fetchTransfer, type TransferConfirm } from '../../api/transfer-to-zone.ts';
import type { ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import type { PluginContext } from '../define-plugin.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { confirmItemList, resumeItemListConfirm, type ItemListConfirmKind } from '../shared/item-list-confirm.ts';
import { formDataOf, workstationOf } from '../shared/screen-values.ts';
import { leaveReading } from './leave-reading.ts';

export type TransferContext = PluginContext<'transfer-to-zone'>;

function transferKind(context: TransferContext): ItemListConfirmKind<TransferConfirm> {
  return {
    key: 'transfer-to-zone',
    send: (payload, options) => confirmTransfer(context.api, payload, options),
    fetchInstance: (id, signal) => fetchTransfer(context.api, id, signal),
    back: () => leaveReading(context),
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function confirmTransferList(context: TransferContext): Promise<ConfirmResult | undefined> {
  const form = formDataOf(context.state);
  const originPlaceId = text(form.originPlaceId) || workstationOf(context.state).placeId;
  return confirmItemList(context, transferKind(context), {
    check: () => (originPlaceId ? undefined : 'confirmation.missingWorkstationPlace'),
    build: (itemIds) => ({ form, originPlaceId, operationId: context.operation.id, itemIds }),
  });
}

/** A restored session's confirm, sent again with its key. */
export async function resumeTransfer(context: TransferContext, confirm: ConfirmInFlight): Promise<void> {
  await resumeItemListConfirm(context, transferKind(context), confirm);
}
