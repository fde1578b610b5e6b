/**
 * What the inventory screens keep between handler calls, in the screen's session (made with the screen, dropped
 * with it), and the few things both screens share.
 */
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import type { PluginContext } from '../define-plugin.ts';

export type InventoryContext = PluginContext<'inventory'>;

export interface ListSession {
  /** Raised by every load; a load answering after a later one began is dropped. */
  generation: number;
}

export interface ReadingSession {
  /** The counters load going on (loads are one at a time), and whether another was asked for meanwhile. */
  counters: Promise<void> | undefined;
  again: boolean;
  /** An operator asked (Refresh, send reads): a failure then always shows. */
  demanded: boolean;
  /** The last counters load failed: a periodic one failing again does not show the same error again. */
  lastFailed: boolean;
  sending: boolean;
  /** The screen is gone: nothing more is shown or navigated. */
  left: boolean;
}

export const listSession = (context: InventoryContext) =>
  context.session.get<ListSession>('inventory/list', () => ({ generation: 0 }));

export function readingSession(context: InventoryContext): ReadingSession {
  return context.session.get<ReadingSession>('inventory/reading', () => {
    const session = {
      counters: undefined,
      again: false,
      demanded: false,
      lastFailed: false,
      sending: false,
      left: false,
    };
    context.onDispose?.(() => (session.left = true));
    return session;
  });
}

/** The inventory of the reading route (/inventory/:opCode/start/:id). */
export const inventoryIdOf = (context: InventoryContext) => context.params.id ?? '';

/** A failure shown as errorMessageView says (000 §8.2): a toast, or a modal. */
export function showFailure(context: InventoryContext, error: unknown): Promise<void> {
  return showError(
    context.dialogs,
    context.operation.options.errorMessageView,
    describeError(error, context.translate),
  );
}
