/**
 * 001 §4.10 'each read item triggers the operation's save-on-read action' (§7 Conveyor execute action): once per item
 * for the screen's session whatever the conveyor reads again, at most four calls at a time, in reading order. A failed
 * call is shown, not repeated (the server may have done it).
 */
import { executeTransferAction } from '../../api/transfer-to-zone.ts';
import type { PluginContext } from '../define-plugin.ts';
import { formDataOf } from '../shared/screen-values.ts';
import { isRecord } from '../../core/guards.ts';

const callsAtOnce = 4;

type Json = Record<string, unknown>;

/** The form's values as attributes: its own fields, and those under `attributes` (e.g. attributes.customerPlaceCode). */
export function formAttributes(form: Json): Json {
  const { attributes, ...fields } = form;
  return { ...fields, ...(isRecord(attributes) ? attributes : {}) };
}

export interface SaveOnRead {
  /** Runs the action for this item unless it already ran (or is waiting) on this screen. */
  once(itemId: string): void;
  stop(): void;
}

export function createSaveOnRead(
  context: PluginContext<'transfer-to-zone'>,
  onError: (error: unknown) => void,
): SaveOnRead {
  const actionCode = context.operation.saveOnReadActionCode;
  const done = context.session.get('conveyor.actioned', () => new Set<string>());
  const waiting: string[] = [];
  let running = 0;
  let stopped = false;

  const send = async (itemId: string) => {
    const attributes = formAttributes(formDataOf(context.state));
    const customerPlaceCode = typeof attributes.customerPlaceCode === 'string' ? attributes.customerPlaceCode : '';
    try {
      await executeTransferAction(context.api, {
        operationId: context.operation.id,
        actionCode: actionCode!,
        attributes,
        itemId,
        customerPlaceCode,
      });
    } catch (error) {
      if (!stopped) onError(error);
    }
  };
  const pump = () => {
    while (!stopped && running < callsAtOnce && waiting.length > 0) {
      running += 1;
      void send(waiting.shift()!).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return {
    once(itemId) {
      if (!actionCode || !itemId || done.has(itemId)) return;
      done.add(itemId);
      waiting.push(itemId);
      pump();
    },
    stop: () => void (stopped = true),
  };
}
