/**
 * Partial confirm, confirm (close) and delete of a sorting (001 §4.11, §5, §7): each asks first; the transaction date
 * modal (default now) opens first with showTransactionDateModal; both need the workstation's place. A
 * confirmationError in the answer is an error, a confirmationWarning a warning toast. Full confirm closes the sorting
 * and goes back when synchronous; partial confirm stays. Async answers wait for their outcome (no id: 'Missing
 * asyncExecutionId'). Each attempt keeps its idempotency key until it is answered, so a retry never confirms twice;
 * the key is stored in the durable reading session before the confirm goes, so a confirm whose answer is lost with the
 * page is resumed with it (issue 17).
 */
import { closeSorting, deleteSorting, partialConfirmSorting, type SortingConfirmAnswer } from '../../api/sorting.ts';
import { failureDetailsText, isSuccessfulOutcome } from '../../core/confirmation/async-outcome.ts';
import { outcomeUnknown } from '../../core/confirmation/confirm-machine.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { isRecord } from '../../core/guards.ts';
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

/** What a confirm sends, as stored with its key (a resumed confirm sends exactly this again). */
interface SortingConfirmSend {
  full: boolean;
  mode: 'sync' | 'async';
  request: { sortingId: string; operationId: string; transactionDate: number };
  /** The full confirm's form data. */
  form?: Record<string, unknown>;
}

/** The key of this kind of confirm, kept until an attempt is answered (a lost answer is retried with it). */
function idempotencyKey(context: SortingContext, kind: string, given?: string) {
  const keys = context.session.get('sorting/keys', () => new Map<string, string>());
  const key = given ?? keys.get(kind) ?? crypto.randomUUID();
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

/**
 * Sends the confirm with its key, stored first in the durable session (a confirm whose answer is lost with the page is
 * resumed with it), and shows what follows.
 */
async function sendConfirm(context: SortingContext, send: SortingConfirmSend, resumedKey?: string): Promise<void> {
  const { full, mode, request } = send;
  const attempt = idempotencyKey(context, full ? 'close' : 'partial', resumedKey);
  setScreen(context, { confirming: true });
  try {
    await context.durable?.sending({
      idempotencyKey: attempt.key,
      fingerprint: JSON.stringify([full, request.sortingId, request.transactionDate]),
      payload: send,
    });
    const options = { mode, idempotencyKey: attempt.key } as const;
    const sent = full
      ? await closeSorting(context.api, { ...request, form: send.form ?? {} }, options)
      : await partialConfirmSorting(context.api, request, options);
    attempt.answered();
    await settle(context, sent);
    // A closed sorting is done; after a partial confirm its reads stay on the screen (and in the session).
    if (full) await context.durable?.succeeded();
    else context.durable?.settled();
    context.dialogs.toast({
      status: 'success',
      title: context.translate('confirmation.genericSuccess'),
      description: context.operation.description,
    });
    if (full && mode === 'sync') return context.back();
    await reloadCounters(context);
  } catch (failure) {
    // A definitive answer ends the attempt; after no answer (or a 5xx) the server may have confirmed: the key stays.
    if (!outcomeUnknown(failure)) {
      attempt.answered();
      context.durable?.settled();
    }
    if (failure instanceof SortingConfirmError)
      await showMessage(context, 'sorting.errors.confirmation', { message: failure.text });
    else await showFailure(context, failure);
  } finally {
    setScreen(context, { confirming: false });
  }
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
  await sendConfirm(context, { full, mode, request, ...(full && { form: formDataOf(context.state) }) });
}

/** A stored confirm as it must be to be sent again (it comes back from the browser's storage: checked, not trusted). */
function storedSend(payload: unknown): SortingConfirmSend | undefined {
  if (!isRecord(payload) || !isRecord(payload.request) || typeof payload.full !== 'boolean') return undefined;
  const { sortingId, operationId, transactionDate } = payload.request;
  if (typeof sortingId !== 'string' || typeof operationId !== 'string' || typeof transactionDate !== 'number')
    return undefined;
  if (payload.mode !== 'sync' && payload.mode !== 'async') return undefined;
  if (payload.form !== undefined && !isRecord(payload.form)) return undefined;
  return {
    full: payload.full,
    mode: payload.mode,
    request: { sortingId, operationId, transactionDate },
    ...(payload.form !== undefined && { form: payload.form }),
  };
}

/**
 * Sends again, with its key, the confirm a restored sorting reading had in flight (its answer was lost with the page):
 * the server answers the first outcome, so the sorting is confirmed once; the operator's question and date were
 * answered already.
 */
export async function resumeSortingConfirm(context: SortingContext, inFlight: ConfirmInFlight): Promise<void> {
  const send = storedSend(inFlight.payload);
  if (!send || send.request.sortingId !== sortingIdOf(context)) return context.durable?.settled();
  await sendConfirm(context, send, inFlight.idempotencyKey);
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
