/**
 * The shared confirmation machinery (000 §4.10, 001 §4.5, §4.6, §8), without React or network: the screen's
 * confirm goes through it, whatever the operation kind.
 *
 * - One confirm in flight at a time: clicks while one runs get the running one's result.
 * - Warning items first ask 'warning items found / are you sure you want to confirm' (001 §5).
 * - Each attempt has an idempotency key; a request that got no answer is retried with the same key, and the key
 *   stays with the content while the outcome is unknown, so a later click retries instead of confirming twice.
 * - Async (executionModeForSyncConfirmation 'async'): the answer's asyncExecutionId is matched with the outcome
 *   stream; OK fetches the operation instance, anything else fails with its details, a missing id fails.
 * - Success: the 'generic success' toast, then postConfirmAction (post-confirm.ts). Errors by errorMessageView.
 */
import { ApiError } from '../api-error.ts';
import { describeError } from '../describe-error.ts';
import type { DialogService } from '../dialogs.ts';
import type { AsyncOutcome } from './async-outcome.ts';
import { failureDetailsText, isSuccessfulOutcome, operationInstanceIdOf } from './async-outcome.ts';
import { AsyncConfirmFailedError, MissingAsyncExecutionIdError, OutcomeTimeoutError } from './confirm-errors.ts';
import { createIdempotencyKeys } from './idempotency-keys.ts';
import { postConfirmNext, asksPostConfirmQuestion, type PostConfirmNext } from './post-confirm.ts';
import { showError } from './show-error.ts';
import { createListeners } from '../listeners.ts';
import { AbortedError, sleep, withTimeout } from './abortable-wait.ts';

/** What the server answered a confirm: the result (sync), or the id of the execution to wait for (async). */
export type ConfirmAnswer =
  | { readonly mode: 'sync'; readonly result: unknown }
  | { readonly mode: 'async'; readonly asyncExecutionId: string | undefined };

/** The async outcomes of the signed-in user (the event stream of 000 §7.6). */
export interface OutcomeSource {
  /** Resolves once the stream is connected; the machine waits for it at most `connectWaitMs` before sending. */
  whenConnected?(signal: AbortSignal): Promise<void>;
  /** The outcome with this id: one received already, or the next to arrive. Rejects when `signal` aborts. */
  waitFor(asyncExecutionId: string, signal: AbortSignal): Promise<AsyncOutcome>;
}

export interface ConfirmSettings {
  /** The operation description, shown in the success toast (001 §4.5). */
  description: string;
  postConfirmAction: string;
  errorMessageView: string;
  /** executionModeForSyncConfirmation. */
  mode: 'sync' | 'async';
}

export interface ConfirmPorts<P = unknown> {
  /** Sends the confirm of `payload` with this key (as the Idempotency-Key header). */
  send(request: { idempotencyKey: string; signal: AbortSignal; payload: P }): Promise<ConfirmAnswer>;
  /** Needed in async mode. */
  outcomes?: OutcomeSource;
  /** 000 §4.10: on OK the operation instance may be fetched by details.operationInstanceId. */
  fetchOperationInstance?(id: string, signal: AbortSignal): Promise<unknown>;
  dialogs: DialogService;
  translate(key: string, params?: Record<string, string>): string;
  /** The steps after a confirm (001 §4.5). */
  after: { back(): void; dashboard(): void; keepInput(): void | Promise<void> };
  newKey?: () => string;
}

export interface ConfirmTiming {
  /** Waits before each automatic retry of a request that got no answer; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  /** How long an async confirm waits for its outcome (000 §9 names 120000 ms among its timing constants). */
  outcomeTimeoutMs: number;
  /** How long an async confirm waits for a disconnected stream before sending anyway. */
  connectWaitMs: number;
}

export const defaultConfirmTiming: ConfirmTiming = {
  retryDelaysMs: [1000, 2000],
  outcomeTimeoutMs: 120_000,
  connectWaitMs: 10_000,
};

export type ConfirmPhase = 'idle' | 'askingWarnings' | 'sending' | 'awaitingOutcome' | 'afterConfirm';

export type ConfirmResult =
  | { readonly status: 'confirmed'; readonly instance: unknown; readonly next: PostConfirmNext | 'stay' }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly error: unknown; readonly outcomeUnknown: boolean }
  | { readonly status: 'abandoned' };

export interface ConfirmInput<P = unknown> {
  /** What to confirm, handed to `send`. */
  payload: P;
  /** Identifies the content confirmed (e.g. the sorted item ids and the form): same content, same attempt. */
  fingerprint: string;
  /** Read items in status warning (001 §5: they ask before the confirm). */
  warningCount: number;
  /** false: no post-confirm step (a confirm per read item); the success toast still shows. */
  postConfirm?: boolean;
  /** This confirm's success toast text in place of the generic one: an i18n key (with params) or a text. */
  successMessage?: string | { key: string; params?: Record<string, string> };
  /**
   * What follows this confirm, whatever postConfirmAction says: stay, back, the dashboard, or 'ask' the post-confirm
   * question (Yes keeps the input with postConfirmAction keepInput and goes back otherwise; No goes to the dashboard).
   */
  next?: ConfirmNext;
  /** The key of an attempt whose answer was lost with the page that sent it (a restored session): sent again with it. */
  idempotencyKey?: string;
}

/** The step after one confirm, chosen by the caller instead of postConfirmAction. */
export type ConfirmNext = 'stay' | 'back' | 'ask' | 'dashboard';

export interface ConfirmMachine<P = unknown> {
  /** Confirms `input`, or answers the running confirm's result when one is under way. */
  confirm(input: ConfirmInput<P>): Promise<ConfirmResult>;
  phase(): ConfirmPhase;
  subscribe(listener: (phase: ConfirmPhase) => void): () => void;
  /** The screen is gone: the running confirm stops waiting and shows nothing more. */
  dispose(): void;
}

/** No answer at all (000 §8.1 status 0): the request may or may not have reached the server. */
const gotNoAnswer = (error: unknown) => error instanceof ApiError && error.kind === 'connection';

/** Failures after which the server may have confirmed: the attempt keeps its key. */
export const outcomeUnknown = (error: unknown) =>
  gotNoAnswer(error) || (error instanceof ApiError && error.status >= 500) || error instanceof OutcomeTimeoutError;

export function createConfirmMachine<P = unknown>(
  settings: ConfirmSettings,
  ports: ConfirmPorts<P>,
  timing: ConfirmTiming = defaultConfirmTiming,
): ConfirmMachine<P> {
  const t = ports.translate;
  const keys = createIdempotencyKeys(ports.newKey ?? (() => crypto.randomUUID()));
  const controller = new AbortController();
  const listeners = createListeners<[ConfirmPhase]>();
  let current: ConfirmPhase = 'idle';
  let flight: Promise<ConfirmResult> | undefined;

  const enter = (phase: ConfirmPhase) => {
    if (phase === current) return;
    current = phase;
    listeners.emit(phase);
  };
  const checkAlive = () => {
    if (controller.signal.aborted) throw new AbortedError();
  };

  async function sendWithRetries(idempotencyKey: string, payload: P): Promise<ConfirmAnswer> {
    const signal = controller.signal;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await ports.send({ idempotencyKey, signal, payload });
      } catch (error) {
        checkAlive();
        const delay = timing.retryDelaysMs[attempt];
        if (!gotNoAnswer(error) || delay === undefined) throw error;
        await sleep(delay, signal);
      }
    }
  }

  async function awaitConnection(): Promise<void> {
    const source = ports.outcomes;
    if (!source?.whenConnected) return;
    const waiting = new AbortController();
    const stop = () => waiting.abort();
    controller.signal.addEventListener('abort', stop, { once: true });
    try {
      await withTimeout(source.whenConnected(waiting.signal), timing.connectWaitMs, () => new Error('not connected'));
    } catch {
      // Send anyway: the outcome can still arrive once the stream is back.
    } finally {
      waiting.abort();
      controller.signal.removeEventListener('abort', stop);
    }
  }

  async function awaitOutcome(asyncExecutionId: string): Promise<unknown> {
    const source = ports.outcomes;
    if (!source) throw new Error('Async confirmation needs the outcome stream');
    enter('awaitingOutcome');
    const waiting = new AbortController();
    const stop = () => waiting.abort();
    controller.signal.addEventListener('abort', stop, { once: true });
    let outcome: AsyncOutcome;
    try {
      outcome = await withTimeout(
        source.waitFor(asyncExecutionId, waiting.signal),
        timing.outcomeTimeoutMs,
        () => new OutcomeTimeoutError(asyncExecutionId),
      );
    } finally {
      waiting.abort();
      controller.signal.removeEventListener('abort', stop);
    }
    checkAlive();
    if (!isSuccessfulOutcome(outcome)) {
      throw new AsyncConfirmFailedError(asyncExecutionId, outcome.executionStatus, failureDetailsText(outcome.details));
    }
    const instanceId = operationInstanceIdOf(outcome);
    if (!instanceId || !ports.fetchOperationInstance) return undefined;
    // The confirm succeeded: a failed look-up of its instance must not read as a failed confirm.
    return ports.fetchOperationInstance(instanceId, controller.signal).catch(() => undefined);
  }

  function errorText(error: unknown): { title: string; message: string } {
    const title = t('errors.title');
    if (error instanceof AsyncConfirmFailedError)
      return { title, message: error.detailsText ?? t('confirmation.confirmError') };
    if (error instanceof MissingAsyncExecutionIdError)
      return { title, message: t('confirmation.missingAsyncExecutionId') };
    if (error instanceof OutcomeTimeoutError) return { title, message: t('confirmation.outcomeTimeout') };
    return describeError(error, t);
  }

  function successText(message: ConfirmInput['successMessage']): string {
    if (message === undefined) return t('confirmation.genericSuccess');
    return typeof message === 'string' ? t(message) : t(message.key, message.params);
  }

  async function afterSuccess(input: ConfirmInput<P>): Promise<PostConfirmNext | 'stay'> {
    enter('afterConfirm');
    ports.dialogs.toast({
      status: 'success',
      title: settings.description || t('confirmation.success'),
      description: successText(input.successMessage),
    });
    const chosen = input.next ?? (input.postConfirm === false ? 'stay' : undefined);
    if (chosen === 'stay') return 'stay';
    let next: PostConfirmNext;
    if (chosen === 'back' || chosen === 'dashboard') {
      next = chosen;
    } else {
      const action =
        chosen === 'ask' && settings.postConfirmAction !== 'keepInput' ? 'changeInput' : settings.postConfirmAction;
      const again = asksPostConfirmQuestion(action) ? await ports.dialogs.postConfirmQuestion() : undefined;
      checkAlive();
      next = postConfirmNext(action, again);
    }
    await ports.after[next]();
    return next;
  }

  async function run(input: ConfirmInput<P>): Promise<ConfirmResult> {
    let key: string | undefined;
    try {
      checkAlive();
      if (input.warningCount > 0) {
        enter('askingWarnings');
        const agreed = await ports.dialogs.confirm({
          title: t('confirmation.warningItemsFound'),
          message: t('confirmation.confirmAnyway'),
        });
        checkAlive();
        if (!agreed) return { status: 'cancelled' };
      }
      key = input.idempotencyKey ? keys.adopt(input.idempotencyKey, input.fingerprint) : keys.keyFor(input.fingerprint);
      enter('sending');
      if (settings.mode === 'async') await awaitConnection();
      const answer = await sendWithRetries(key, input.payload);
      checkAlive();
      let instance: unknown;
      if (answer.mode === 'async') {
        if (!answer.asyncExecutionId) throw new MissingAsyncExecutionIdError();
        instance = await awaitOutcome(answer.asyncExecutionId);
      } else {
        instance = answer.result;
      }
      keys.settle(key);
      return { status: 'confirmed', instance, next: await afterSuccess(input) };
    } catch (error) {
      if (error instanceof AbortedError || controller.signal.aborted) return { status: 'abandoned' };
      const unknown = outcomeUnknown(error);
      if (key && !unknown) keys.settle(key);
      enter('idle');
      await showError(ports.dialogs, settings.errorMessageView, errorText(error));
      return { status: 'failed', error, outcomeUnknown: unknown };
    } finally {
      enter('idle');
    }
  }

  return {
    confirm(input) {
      if (controller.signal.aborted) return Promise.resolve({ status: 'abandoned' });
      flight ??= run(input).finally(() => (flight = undefined));
      return flight;
    },
    phase: () => current,
    subscribe(listener) {
      return listeners.add(listener);
    },
    dispose: () => controller.abort(),
  };
}
