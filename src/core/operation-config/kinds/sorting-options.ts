/** Options of SORTING (000 §3 Operation, 001 §3 Operation configuration, 001 §2.13). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { openEnumOption } from '../options/enum-option.ts';

export const sortingOptionSpec = defineOptionSpec({
  enableOriginZone: booleanOption(false, 'Choose an origin zone (001 §3, 001 §2.13).'),
  enablePicking: booleanOption(false, 'Show picking details: customer, code, list, position (001 §3, 001 §2.13).'),
  showCreateButton: booleanOption(false, "Show 'New' and allow creating a sorting (001 §3, 001 §2.13)."),
  showCloseButton: booleanOption(false, 'Show Confirm (close) to permitted users (001 §3, 001 §6).'),
  showDeleteButton: booleanOption(false, 'Show Delete (001 §3, 001 §2.13).'),
  pricingEnabled: booleanOption(false, 'Offer the pricing toggle and print price labels (001 §3, 001 §4.11).'),
  enableCheckZone: booleanOption(false, 'Require a check zone before reading (001 §3, 001 §5).'),
  showTransactionDateModal: booleanOption(false, 'Ask for the transaction date before confirming (001 §3, 001 §4.11).'),
  itemConfirmMode: openEnumOption(
    ['partial'],
    'full',
    'full',
    "'partial' shows Partial confirm; anything else (full) does not (001 §3, 001 §2.13).",
  ),
});
