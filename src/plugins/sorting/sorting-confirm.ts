/**
 * Partial confirm, confirm (close) and delete of a sorting (001 §4.11, §5, §7): each asks first; the transaction date
 * modal (default now) opens first with showTransactionDateModal; both need the workstation's place. A
 * confirmationError in the answer is an error, a confirmationWarning a warning toast. Full confirm closes the sorting
 * and goes back when synchronous; partial confirm stays. Async answers wait for their outcome (no id: 'Missing
 * asyncExecutionId'). Each attempt keeps its idempotency key until it is answered, so a retry never confirms twice.
 */
import { closeSorting, deleteSorting, partialConfirmSorting, type SortingConfirmAnswer } from '../../api/sorting.ts';
import { failureDetailsText, isSuccessfulOutcome } from '../../core/confirmation/async-outcome.ts';
import { formDataOf, workstationOf } from '../shared/screen-values.ts';
import { reloadCounters } from './sorting-reading.ts';
import { setScreen, showFailure, showMessage, sortingIdOf, type SortingContext } from './session.ts';

class SortingConfirmError extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'SortingConfirmError';
  }
}

/** The date to confirm with: asked with showTransactionDateModal (default now), else now; undefined when closed. */
async function transactionDate(context: SortingContext): Promise<number | undefined> {
  if (!context.kindOptions.showTransactionDateModal) return Date.now();
  const chosen = await context.dialogs.datePicker({
    title: context.translate('sorting.transactionDate'),
    value: new Date(),
    time: true,
  });
  return chosen ? chosen.getTime() : undefined;
}

/** The key of this kind of confirm, kept until an attempt is answered (a lost answer is retried with it). */
function idempotencyKey(context: SortingContext, kind: string) {
  const keys = context.session.get('sorting/keys', () => new Map<string, string>());
  const key = keys.get(kind) ?? crypto.randomUUID();
  keys.set(kind, key);
  return { key, answered: () => keys.delete(kind) };
}

async function settle(context: SortingContext, sent: SortingConfirmAnswer): Promise<void> {
  if (sent.answer.mode === 'async') {
    const id = sent.answer.asyncExecutionId;
    if (!id) throw new SortingConfirmError(context.translate('confirmation.missingAsyncExecutionId'));
    if (!context.outcomes) throw new SortingConfirmError(context.translate('confirmation.confirmError'));
    const controller = new AbortController();
    context.onDispose?.(() => controller.abort());
    const outcome = await context.outcomes.waitFor(id, controller.signal);
    if (!isSuccessfulOutcome(outcome))
      throw new SortingConfirmError(
        failureDetailsText(outcome.details) || context.translate('confirmation.confirmError'),
      );
    return;
  }
  if (sent.confirmationError) throw new SortingConfirmError(sent.confirmationError);
  if (sent.confirmationWarning)
    context.dialogs.toast({
      status: 'warning',
      title: context.translate('sorting.confirmWarning'),
      description: sent.confirmationWarning,
    });
}

async function runConfirm(context: SortingContext, full: boolean): Promise<void> {
  const asked = await context.dialogs.confirm({
    title: context.translate('dialogs.confirm'),
    message: context.translate(full ? 'sorting.confirmations.irreversible' : 'sorting.confirmations.partialConfirm'),
  });
  if (!asked) return;
  if (!workstationOf(context.state).placeId) return showMessage(context, 'confirmation.missingWorkstationPlace');
  const date = await transactionDate(context);
  if (date === undefined) return;
  const mode = context.operation.options.executionModeForSyncConfirmation === 'async' ? 'async' : 'sync';
  const request = { sortingId: sortingIdOf(context), operationId: context.operation.id, transactionDate: date };
  const attempt = idempotencyKey(context, full ? 'close' : 'partial');
  setScreen(context, { confirming: true });
  try {
    const options = { mode, idempotencyKey: attempt.key } as const;
    const sent = full
      ? await closeSorting(context.api, { ...request, form: formDataOf(context.state) }, options)
      : await partialConfirmSorting(context.api, request, options);
    attempt.answered();
    await settle(context, sent);
    context.dialogs.toast({
      status: 'success',
      title: context.translate('confirmation.genericSuccess'),
      description: context.operation.description,
    });
    if (full && mode === 'sync') return context.back();
    await reloadCounters(context);
  } catch (failure) {
    if (failure instanceof SortingConfirmError)
      await showMessage(context, 'sorting.errors.confirmation', { message: failure.text });
    else await showFailure(context, failure);
  } finally {
    setScreen(context, { confirming: false });
  }
}

/** Handler `partialConfirm` (options.itemConfirmMode 'partial'). */
export const partialConfirm = (context: SortingContext) => runConfirm(context, false);

/** Handler `confirmSorting`: the full confirm, which closes the sorting. */
export const confirmSorting = (context: SortingContext) => runConfirm(context, true);

/** Handler `deleteSorting`: asks, deletes, goes back (001 §4.11-21). */
export async function removeSorting(context: SortingContext): Promise<void> {
  const asked = await context.dialogs.confirm({
    title: context.translate('dialogs.confirm'),
    message: context.translate('sorting.confirmations.delete'),
  });
  if (!asked) return;
  try {
    await deleteSorting(context.api, { sortingId: sortingIdOf(context), operationId: context.operation.id });
    context.back();
  } catch (failure) {
    await showFailure(context, failure);
  }
}
