/** Options of SIMPLE_ITEM_SESSION_LIST (000 §3 Operation, 002 §3 "Operation options relevant here", 002 §9). */
import { defineOptionSpec } from '../option-spec.ts';
import { booleanOption } from '../options/boolean-option.ts';
import { enumOption } from '../options/enum-option.ts';
import { numberOption } from '../options/number-option.ts';

export const simpleItemSessionListOptionSpec = defineOptionSpec({
  resetReadingsAfterOperation: numberOption(
    500,
    'Reset the reads this many ms after an operation (002 §3, 002 §4 Session lists).',
  ),
  stopAndResetAntennaTimeout: numberOption(
    3000,
    'Stop and reset the antenna this many ms after an operation (002 §3, 002 §4).',
  ),
  sessionRework: booleanOption(
    false,
    "Allow deleting sessions and lists on the server; 'no' by default (002 §3, 002 §5).",
  ),
  sessionUpdatePolicy: enumOption(
    ['override', 'keepPreviousVersions', 'error'],
    'error',
    'How a reworked session updates the ERP (002 §3, 002 §5).',
  ),
  showSessionWarningIfNoQc: booleanOption(
    false,
    "Ask 'add partial' when confirming a box (002 §3, 002 §4 Session lists).",
  ),
  blockListIfNoQc: booleanOption(
    false,
    'Refuse a mission confirm without QC items when its stock type needs QC (002 §3, 002 §5).',
  ),
});
