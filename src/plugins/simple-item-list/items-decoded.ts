/**
 * What the simple item list does with newly decoded reads (001 §1 'optionally run a configured action on each read'):
 * - saveOnReadActionCode set: POST .../{operationId}/executeAction for each new ok or warning item (001 §7), at most
 *   four at a time; a failure shows by errorMessageView (the first of a batch).
 * - confirmOnItemRead: the new items are confirmed at once, without the post-confirm question; items read while a
 *   confirm runs go in the next one.
 */
import { executeSimpleItemListAction } from '../../api/simple-item-list.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import type { ListedRead } from '../define-plugin.ts';
import { confirmableItems } from '../shared/confirmable-items.ts';
import { confirmList } from './confirm-list.ts';
import { runLimited } from '../shared/run-limited.ts';
import { listedReadsOf, workstationOf } from '../shared/screen-values.ts';
import { sessionOf, type SimpleItemListContext } from './session.ts';

const actionConcurrency = 4;
/** Rounds of per-read confirms in one call, a bound against reads that keep arriving. */
const maxConfirmRounds = 20;

async function runSaveOnReadActions(context: SimpleItemListContext, reads: readonly ListedRead[], actionCode: string) {
  const session = sessionOf(context);
  const fresh = reads.filter(
    (read) =>
      read.item?.id && (read.status === 'valid' || read.status === 'warning') && !session.actioned.has(read.item.id),
  );
  if (fresh.length === 0) return;
  for (const read of fresh) session.actioned.add(read.item!.id);
  const { code: workstationCode } = workstationOf(context.state);
  const results = await runLimited(
    fresh.map(
      (read) => () =>
        executeSimpleItemListAction(context.api, {
          operationId: context.operation.id,
          actionCode,
          attributes: { workstationCode, itemId: read.item!.id, identifierCode: read.identifierCode },
        }),
    ),
    actionConcurrency,
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await showError(
      context.dialogs,
      context.operation.options.errorMessageView,
      describeError(failure.reason, context.translate),
    );
  }
}

/** confirmOnItemRead: confirms the listed items not confirmed yet, again while reads keep coming. */
export async function confirmReadItems(context: SimpleItemListContext) {
  const session = sessionOf(context);
  for (let round = 0; round < maxConfirmRounds; round += 1) {
    const result = await confirmList(context, false);
    if (result?.status !== 'confirmed') return;
    if (confirmableItems(context.readings?.reads() ?? [], session.confirmed).okCount === 0) return;
  }
}

/**
 * A restored reading (issue 17): with confirmOnItemRead its reads came back unconfirmed (a confirm ends the session's
 * reads), and no decode answer will confirm them, so they are confirmed now, after the confirm in flight was resumed.
 */
export async function confirmRestoredItems(context: SimpleItemListContext): Promise<void> {
  if (context.kindOptions.confirmOnItemRead) await confirmReadItems(context);
}

/** Handler `itemsDecoded`, args {reads}: the reads of one decode answer, classified. */
export async function itemsDecoded(context: SimpleItemListContext, args: Record<string, unknown>): Promise<void> {
  const actionCode = context.operation.saveOnReadActionCode;
  if (actionCode) await runSaveOnReadActions(context, listedReadsOf(args.reads), actionCode);
  if (context.kindOptions.confirmOnItemRead) await confirmReadItems(context);
}
