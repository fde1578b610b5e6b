/**
 * SIMPLE_ITEM_LIST (001 §2.9): read items, then save the list; optionally run a configured action on each read.
 * Handlers only: the screens are descriptors in schemas/screens/simple-item-list/.
 */
import { batchValidateSimpleItemList } from '../../api/simple-item-list.ts';
import { definePlugin } from '../define-plugin.ts';
import { confirmList, resumeList } from './confirm-list.ts';
import { confirmRestoredItems, itemsDecoded } from './items-decoded.ts';
import { formDataOf } from '../shared/screen-values.ts';

export default definePlugin({
  kind: 'simple-item-list',
  screens: ['simple-item-list/form', 'simple-item-list/reading'],
  readings: {
    screens: ['simple-item-list/reading'],
    /** 001 §7 batchValidate: the decode of the tag pipeline. */
    decode: async (context, identifierCodes) =>
      batchValidateSimpleItemList(context.api, {
        operationId: context.operation.id,
        identifierCodes,
        form: formDataOf(context.state),
        customExtensionCode: context.kindOptions.customExtensionCode || undefined,
      }),
  },
  /** { "type": "confirm" } */
  confirm: async (context) => {
    await confirmList(context);
  },
  resumeConfirm: resumeList,
  restored: confirmRestoredItems,
  handlers: {
    /** { "type": "handler", "name": "itemsDecoded", "args": { "reads": ... } }, or called by the pipeline. */
    itemsDecoded,
  },
});
