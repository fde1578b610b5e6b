/**
 * The simple item list's confirm session (001 §2.9, §4.5): the shared item-list confirm with the kind's save call,
 * going back to the operation's form after a confirm.
 */
import { fetchOperationInstance } from '../../api/operation-instances.ts';
import { saveSimpleItemList, type SimpleItemListSave } from '../../api/simple-item-list.ts';
import { tileRoute } from '../../core/routes/tile-route.ts';
import type { PluginContext } from '../define-plugin.ts';
import { itemListSession, type ItemListConfirmKind, type ItemListSession } from '../shared/item-list-confirm.ts';

export type SimpleItemListContext = PluginContext<'simple-item-list'>;

export function simpleItemListKind(context: SimpleItemListContext): ItemListConfirmKind<SimpleItemListSave> {
  const { operation } = context;
  return {
    key: 'simple-item-list',
    send: (payload, options) => saveSimpleItemList(context.api, payload, options),
    fetchInstance: (id, signal) => fetchOperationInstance(context.api, id, signal),
    // 001 §4.5 'go back': from the reading screen, to the operation's form.
    back: () =>
      context.navigate(
        tileRoute({ type: 'SIMPLE_ITEM_LIST', code: operation.code, templatePath: operation.templatePath }),
      ),
  };
}

export function sessionOf(context: SimpleItemListContext): ItemListSession<SimpleItemListSave> {
  return itemListSession(context, simpleItemListKind(context));
}
