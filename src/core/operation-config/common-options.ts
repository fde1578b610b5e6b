/**
 * The options every operation kind reads (000 §3 Operation, options table; repeated in 001 §3 and 002 §3), with
 * their defaults. Unlisted defaults of switches are false, except where noted.
 */
import { defineOptionSpec } from './option-spec.ts';
import { booleanOption } from './options/boolean-option.ts';
import { enumOption, openEnumOption } from './options/enum-option.ts';
import { listOption } from './options/list-option.ts';
import { numberOption } from './options/number-option.ts';
import { stringOption } from './options/string-option.ts';

export const commonOptionSpec = defineOptionSpec({
  autostartAntenna: booleanOption(false, 'Start the antenna when the reading screen opens (000 §3).'),
  autostopAntennaTimeout: numberOption(
    0,
    'Stop the antenna after this many ms without reads; 0 keeps it on (000 §3, 000 §4.4).',
  ),
  refreshCounterTimeout: numberOption(30000, 'Counter refresh interval in ms; 0 disables it (000 §3, 001 §4.12).'),
  readingsDisplayMode: enumOption(
    ['groupedByProduct', 'item'],
    'groupedByProduct',
    'Reading list rows: one per product or one per item (000 §3, 000 §5 Schema errors).',
  ),
  removeMode: enumOption(
    ['none', 'sku', 'rfid'],
    'none',
    'Remove mode: none, remove listed items by SKU, or remove by reading them again (000 §3, 000 §4.5).',
  ),
  formSchemaSingleRow: booleanOption(false, 'Start form in one column (000 §3, 000 §2.13).'),
  activeStorageForm: booleanOption(false, 'Keep the whole start form in local storage (000 §3, 000 §2.13).'),
  enabledCheckItemZone: booleanOption(
    false,
    "Warn about items in another zone than the first read's (000 §3, 000 §4.6).",
  ),
  disableWorkstationCheck: booleanOption(
    false,
    'Open the operation without a default workstation (000 §3, 000 §5 Other).',
  ),
  postConfirmAction: openEnumOption(
    ['disabled', 'hideSuccessModal', 'keepInput'],
    'disabled',
    'changeInput',
    'After a successful confirm: go back (disabled, hideSuccessModal), keep the input, or any other value to change it (000 §3, 001 §4.5).',
  ),
  batchInterval: booleanOption(false, 'Collect reads in batches (000 §3, 000 §4.5).'),
  batchIntervalTime: numberOption(1000, 'A batch closes after this many ms (000 §3, 000 §9).'),
  batchIntervalTagCount: numberOption(200, 'A batch closes after this many tags (000 §3, 000 §9).', {
    integer: true,
    positive: true,
  }),
  templatePath: stringOption(
    '',
    'Screen variant segment of the route; the operation member of the same name counts when set (000 §3, 000 §2.1).',
  ),
  executionModeForSyncConfirmation: enumOption(
    ['sync', 'async'],
    'sync',
    'Confirm synchronously, or asynchronously with the outcome over server-sent events (000 §3, 000 §4.10).',
  ),
  errorMessageView: enumOption(
    ['toast', 'modal'],
    'toast',
    'Show errors as toasts or as a feedback modal (000 §3, 000 §8.2).',
  ),
  newReadingsFirst: booleanOption(false, 'Reverse the reading list order (000 §3, 000 §4.6).'),
  showAlertOnExit: booleanOption(false, 'Ask before leaving a screen with unsaved reads (000 §3, 000 §2.14).'),
  saveOnReadActionCode: stringOption(
    '',
    'Action run on each read item; the operation member of the same name counts when set (000 §3, 001 §4.10).',
  ),
  automaticRestartAntenna: booleanOption(
    true,
    "Restart the reader after a socket error or close; true unless 'false' (000 §3, 000 §4.4).",
  ),
  ignoreReadingTagsWithPrefixes: listOption('EPC prefixes of tags to ignore, comma-separated (000 §3, 000 §4.5).'),
  enableSoundFeedbackConfirm: booleanOption(
    true,
    'Play the sound cue on confirm; on unless switched off, as sound cues are part of the product (000 §1, 000 §3).',
  ),
  enableSoundFeedbackOk: booleanOption(
    true,
    'Play the sound cue for a good read; on unless switched off (000 §1, 000 §3).',
  ),
  enableSoundFeedbackKo: booleanOption(
    true,
    'Play the sound cue for a bad read; on unless switched off (000 §1, 000 §3).',
  ),
  timeoutValidateTags: numberOption(
    700,
    'Validate reads after this many ms; 0 means the default 700 (000 §9, 002 §4, spec README decisions).',
    { zeroMeansDefault: true },
  ),
});
