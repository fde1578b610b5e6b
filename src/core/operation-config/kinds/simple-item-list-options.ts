/** Options of SIMPLE_ITEM_LIST (000 §3 Operation, 001 §3 Operation configuration). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { stringOption } from '../options/string-option.ts';

export const simpleItemListOptionSpec = defineOptionSpec({
  customExtensionCode: stringOption('', 'Code of a custom extension of the list (001 §3).'),
  confirmOnItemRead: booleanOption(false, 'Run the configured action on each read item (001 §3, 001 §1).'),
});
