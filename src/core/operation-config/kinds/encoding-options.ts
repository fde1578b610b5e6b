/** Options of ENCODING (000 §3 Operation, 002 §3 "Operation options relevant here", 002 §9 Timings). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { enumOption, openEnumOption } from '../options/enum-option.ts';
import { numberOption } from '../options/number-option.ts';
import { prefixedOption, regexOption, stringOption } from '../options/string-option.ts';

export const encodingOptionSpec = defineOptionSpec({
  canForceAssociation: enumOption(
    ['no', 'yes', 'withUserConfirmation', 'withPin', 'afterRetry'],
    'no',
    'Force policy for a failed association (002 §3, 002 §4 Force policy).',
  ),
  scanIdentifier: enumOption(
    ['rfid', 'rfidAndSerial'],
    'rfid',
    'Identifiers to scan: tags only, or tags and a serial (002 §3).',
  ),
  skipValidation: booleanOption(false, 'Skip the server validation of reads (002 §3).'),
  initialType: enumOption(
    ['product', 'wam', 'formSchema', 'order', 'orderRow'],
    'product',
    "How work starts; 'wam' needs the wam feature, off by default, and otherwise falls back to product (002 §3, spec README decisions).",
    { requires: { wam: 'wam' } },
  ),
  expectOnlyMandatoryIdentifiers: booleanOption(
    false,
    "Expect only the mandatory identifiers; set with 'true' (002 §3, 002 §4 Force policy).",
  ),
  productionOrderRowSelectionMode: enumOption(
    ['byOrderAndRowCode', 'byOrderAndSku'],
    'byOrderAndRowCode',
    'Find production order rows by row code, or by SKU (002 §3, 002 §7 Production orders).',
  ),
  useTidTargetDuringWrite: booleanOption(
    true,
    'Target the TID when writing, if the tag has one; true when absent (002 §3, 002 §4 Tag writing).',
  ),
  uhfTagToWriteRegex: regexOption(
    'Regular expression choosing the UHF tag to write among several (002 §3, 002 §4 Tag writing).',
  ),
  enableUhfWrite: booleanOption(false, "Write EPCs to UHF tags; 'no' by default (002 §3)."),
  encodingTagPassword: stringOption('', 'Tag password sent with write and kill (002 §3, 002 §7 Device manager).'),
  forceTagRewrite: booleanOption(
    false,
    'Rewrite the tag of an item already associated (002 §3, 002 §4 Reading and validation).',
  ),
  ignoreUnknownTags: booleanOption(
    false,
    'Drop unknown tags and validate again (002 §3, 002 §4 Reading and validation).',
  ),
  timeoutTagsNoReads: numberOption(5000, 'No-reads timeout in ms (002 §3, 002 §9).'),
  resetReadingsAfterOperation: numberOption(300, 'Reset the reads this many ms after an operation (002 §3, 002 §9).'),
  antennaTurnWaitingInterval: numberOption(
    1000,
    'Wait in ms after stopping the antenna before opening verify (002 §3, 002 §2, 002 §9).',
  ),
  askUserInputEveryTime: booleanOption(false, 'Ask the user for input on every association (002 §3).'),
  onItemAlreadyEncodedFeedback: openEnumOption(
    ['confirmModal'],
    'toast',
    'toast',
    "'confirmModal' shows an already encoded item in a modal, anything else as a toast (002 §3, 002 §4).",
  ),
  itemTypeConfigs: prefixedOption(
    'itemTypeConfig_',
    'Item type configurations by name, from itemTypeConfig_<name> and itemTypeConfig_default (002 §3).',
  ),
});
