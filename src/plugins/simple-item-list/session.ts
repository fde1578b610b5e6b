/**
 * The state a simple item list screen keeps between its handler calls: its confirm machine (one confirm at a time,
 * the idempotency key of an unfinished attempt), the items confirmed one by one (confirmOnItemRead) and the items
 * whose on-read action ran. One per screen context, dropped with it.
 */
import { fetchOperationInstance } from '../../api/operation-instances.ts';
import type { SimpleItemListSave } from '../../api/simple-item-list.ts';
import { saveSimpleItemList } from '../../api/simple-item-list.ts';
import type { ConfirmMachine, ConfirmResult } from '../../core/confirmation/confirm-machine.ts';
import { createConfirmMachine } from '../../core/confirmation/confirm-machine.ts';
import { tileRoute } from '../../core/routes/tile-route.ts';
import type { PluginContext } from '../define-plugin.ts';

export type SimpleItemListContext = PluginContext<'simple-item-list'>;

export interface SimpleItemListSession {
  machine: ConfirmMachine<SimpleItemListSave>;
  /** The confirm under way, so a second click gets its result. */
  flight?: Promise<ConfirmResult | undefined>;
  confirmed: Set<string>;
  actioned: Set<string>;
}

const sessions = new WeakMap<SimpleItemListContext, SimpleItemListSession>();

function createSession(context: SimpleItemListContext): SimpleItemListSession {
  const { operation } = context;
  const mode = operation.options.executionModeForSyncConfirmation;
  const confirmed = new Set<string>();
  const actioned = new Set<string>();
  const machine = createConfirmMachine<SimpleItemListSave>(
    {
      description: operation.description,
      postConfirmAction: operation.options.postConfirmAction,
      errorMessageView: operation.options.errorMessageView,
      mode,
    },
    {
      send: ({ idempotencyKey, signal, payload }) =>
        saveSimpleItemList(context.api, payload, { mode, idempotencyKey, signal }),
      outcomes: context.outcomes,
      fetchOperationInstance: (id, signal) => fetchOperationInstance(context.api, id, signal),
      dialogs: context.dialogs,
      translate: context.translate,
      after: {
        // 001 §4.5 'go back': from the reading screen, to the operation's form.
        back: () =>
          context.navigate(
            tileRoute({ type: 'SIMPLE_ITEM_LIST', code: operation.code, templatePath: operation.templatePath }),
          ),
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
}

export function sessionOf(context: SimpleItemListContext): SimpleItemListSession {
  let session = sessions.get(context);
  if (!session) sessions.set(context, (session = createSession(context)));
  return session;
}
