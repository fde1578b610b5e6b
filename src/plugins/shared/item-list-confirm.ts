/**
 * The confirm of a list of read items (001 §4.5, §4.6), shared by the simple item list and transfer to zone: one
 * confirm machine per screen (in the runtime's screen session), at least one ok item, the warning question, the
 * idempotency key of an unfinished attempt, sync or async, and what follows. A kind gives its save call and payload.
 */
import { fetchOperationInstance } from '../../api/operation-instances.ts';
import type {
  ConfirmAnswer,
  ConfirmMachine,
  ConfirmNext,
  ConfirmResult,
} from '../../core/confirmation/confirm-machine.ts';
import { createConfirmMachine } from '../../core/confirmation/confirm-machine.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import { isRecord } from '../../core/guards.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import type { PluginContext } from '../define-plugin.ts';
import { confirmableItems } from './confirmable-items.ts';
import { saveFingerprint } from './save-fingerprint.ts';

export interface ItemListSave {
  readonly itemIds: readonly string[];
}

export interface ItemListConfirmKind<P extends ItemListSave> {
  /** The session key of the kind. */
  key: string;
  send(
    payload: P,
    options: { mode: 'sync' | 'async'; idempotencyKey: string; signal: AbortSignal },
  ): Promise<ConfirmAnswer>;
  /** 000 §4.10: the instance fetched by id after the outcome (default: the generic operation instance). */
  fetchInstance?(id: string, signal: AbortSignal): Promise<unknown>;
  /** 001 §4.5 'go back': from the reading screen. */
  back(): void;
}

export interface ItemListSession<P> {
  machine: ConfirmMachine<P>;
  /** The confirm under way, so a second click gets its result. */
  flight?: Promise<ConfirmResult | undefined>;
  /** Items confirmed one by one on this screen (confirmOnItemRead). */
  confirmed: Set<string>;
  /** Items whose on-read action ran. */
  actioned: Set<string>;
}

export function itemListSession<K extends OperationKind, P extends ItemListSave>(
  context: PluginContext<K>,
  kind: ItemListConfirmKind<P>,
): ItemListSession<P> {
  return context.session.get(kind.key, () => {
    const { operation } = context;
    const mode = operation.options.executionModeForSyncConfirmation;
    const confirmed = new Set<string>();
    const actioned = new Set<string>();
    const machine = createConfirmMachine<P>(
      {
        description: operation.description,
        postConfirmAction: operation.options.postConfirmAction,
        errorMessageView: operation.options.errorMessageView,
        mode,
      },
      {
        send: async ({ idempotencyKey, signal, payload }) => {
          await context.durable?.sending({ idempotencyKey, fingerprint: saveFingerprint(payload), payload });
          return kind.send(payload, { mode, idempotencyKey, signal });
        },
        outcomes: context.outcomes,
        fetchOperationInstance: (id, signal) =>
          kind.fetchInstance ? kind.fetchInstance(id, signal) : fetchOperationInstance(context.api, id, signal),
        dialogs: context.dialogs,
        translate: context.translate,
        after: {
          back: kind.back,
          dashboard: () => context.navigate('/'),
          keepInput: async () => {
            await context.readings?.clear();
            confirmed.clear();
            actioned.clear();
          },
        },
      },
    );
    context.onDispose?.(() => machine.dispose());
    return { machine, confirmed, actioned };
  });
}

/** What a kind checks and sends: `check` answers the i18n key of what is missing, `build` the payload of the items. */
export interface ItemListConfirmRequest<P> {
  check?(): string | undefined;
  build(itemIds: string[]): P;
  /** What follows this confirm, whatever postConfirmAction says (001 §4.5 cartonization). */
  next?: ConfirmNext;
}

/**
 * Confirms the listed items: the kind's check first ('Missing workstation place', 001 §5), nothing without an ok item
 * (001 §4.6), else the payload of the item ids. A call while a confirm runs answers that confirm's result.
 */
export function confirmItemList<K extends OperationKind, P extends ItemListSave>(
  context: PluginContext<K>,
  kind: ItemListConfirmKind<P>,
  request: ItemListConfirmRequest<P>,
  postConfirm = true,
): Promise<ConfirmResult | undefined> {
  const session = itemListSession(context, kind);
  const run = async (): Promise<ConfirmResult | undefined> => {
    const missing = request.check?.();
    if (missing) {
      await showError(context.dialogs, context.operation.options.errorMessageView, {
        title: context.translate('errors.title'),
        message: context.translate(missing),
      });
      return undefined;
    }
    const items = confirmableItems(context.readings?.reads() ?? [], session.confirmed);
    if (items.okCount === 0) return undefined;
    const payload = request.build(items.itemIds);
    const result = await session.machine.confirm({
      payload,
      fingerprint: saveFingerprint(payload),
      warningCount: items.warningCount,
      postConfirm,
      ...(request.next ? { next: request.next } : {}),
    });
    return afterConfirm(context, session, payload, result);
  };
  session.flight ??= run().finally(() => (session.flight = undefined));
  return session.flight;
}

async function afterConfirm<K extends OperationKind, P extends ItemListSave>(
  context: PluginContext<K>,
  session: ItemListSession<P>,
  payload: P,
  result: ConfirmResult,
): Promise<ConfirmResult> {
  if (result.status === 'confirmed') {
    await context.durable?.succeeded();
    // After keepInput the list starts again; elsewhere these items are done on this screen.
    if (result.next !== 'keepInput') for (const id of payload.itemIds) session.confirmed.add(id);
  } else if (result.status === 'failed' && !result.outcomeUnknown) {
    context.durable?.settled();
  }
  return result;
}

/**
 * Sends again, with its key, the confirm a restored session had in flight (its answer was lost with the page): the
 * server answers the first outcome, so the items are saved once, and what follows is what follows any confirm.
 */
export function resumeItemListConfirm<K extends OperationKind, P extends ItemListSave>(
  context: PluginContext<K>,
  kind: ItemListConfirmKind<P>,
  confirm: ConfirmInFlight,
  /** What follows this confirm, as the kind's confirm would have said. */
  next?: ConfirmNext,
  /** false: a per-read confirm, without the post-confirm question (as `confirmItemList`'s). */
  postConfirm = true,
): Promise<ConfirmResult | undefined> {
  const session = itemListSession(context, kind);
  const payload = confirm.payload;
  if (!isRecord(payload) || !Array.isArray(payload.itemIds)) return Promise.resolve(undefined);
  // The payload is the one this station built and sent before the page went.
  const sent = payload as unknown as P;
  const run = async () => {
    const result = await session.machine.confirm({
      payload: sent,
      fingerprint: confirm.fingerprint,
      warningCount: 0,
      idempotencyKey: confirm.idempotencyKey,
      postConfirm,
      ...(next ? { next } : {}),
    });
    return afterConfirm(context, session, sent, result);
  };
  session.flight ??= run().finally(() => (session.flight = undefined));
  return session.flight;
}
